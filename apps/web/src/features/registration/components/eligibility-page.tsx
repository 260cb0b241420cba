// The term-life eligibility checklist (spec 000 §2 Create account), then the phone number (in a journey: the
// journey's next step).
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CheckCircleIcon } from '../../../shared/components/account-icons';
import { Button, ButtonLink } from '../../../shared/components/button';
import { FormPage } from '../../../shared/components/form-page';
import { useImmersive } from '../../../shared/hooks/use-immersive';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { redirectFrom, withRedirect } from '../../../shared/lib/redirect';
import { journeyNext } from '../../../shared/journeys/navigation';
import { openModal } from '../../../shared/stores/modal';
import styles from './registration.module.css';

export const TERM_ELIGIBILITY = [
  'eligibility.item.substances',
  'eligibility.item.felony',
  'eligibility.item.bmi',
  'eligibility.item.cancerHeart',
  'eligibility.item.disability',
  'eligibility.item.mentalHealth',
] as const;

export function EligibilityPage() {
  const { t } = useTranslation();
  usePageTitle(t('eligibility.title'));
  useImmersive();
  const { search } = useLocation();
  const navigate = useNavigate();

  return (
    <FormPage title={t('eligibility.title')} lead={<p>{t('eligibility.lead')}</p>} size="wide">
      <ul className={styles.checklist}>
        {TERM_ELIGIBILITY.map((key) => (
          <li key={key}>
            <CheckCircleIcon />
            <span>{t(key)}</span>
          </li>
        ))}
      </ul>
      <p className={styles.note}>{t('eligibility.note')}</p>
      <div className={styles.actions}>
        <ButtonLink
          to={withRedirect('/create-phone', redirectFrom(search))}
          block
          onClick={(event) => {
            const destination = journeyNext();
            if (!destination) return;
            event.preventDefault();
            void navigate(destination.to, { state: destination.state });
          }}
        >
          {t('eligibility.continue')}
        </ButtonLink>
        <Button variant="quiet" block onClick={() => openModal('CustomerSupportModal')}>
          {t('eligibility.questions')}
        </Button>
      </div>
    </FormPage>
  );
}
