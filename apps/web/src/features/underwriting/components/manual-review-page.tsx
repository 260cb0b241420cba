// /products/insurance/manual-review (spec 000 Routes "Manual underwriting review"): the application went to an
// underwriter; a decision in about 48 working hours. UnderwritingWaitTimeModal says why it takes longer.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ClockIcon } from '../../../shared/components/account-icons';
import { Button } from '../../../shared/components/button';
import { MessageScreen } from '../../../shared/components/message-screen';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { openModal } from '../../../shared/stores/modal';

export function ManualReviewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle(t('manualReview.pageTitle'));
  return (
    <MessageScreen
      title={t('manualReview.title')}
      icon={<ClockIcon />}
      actions={
        <>
          <Button onClick={() => void navigate('/')}>{t('manualReview.dashboard')}</Button>
          <Button
            variant="secondary"
            onClick={() => openModal('UnderwritingWaitTimeModal', { review: 'manual' })}
          >
            {t('manualReview.waitTime')}
          </Button>
        </>
      }
    >
      <p>{t('manualReview.body')}</p>
    </MessageScreen>
  );
}
