// /wysh-builder: the setup intro (spec 001 §2.10). "NO, I KNOW HOW MUCH I WANT" shows only while a journey runs.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../../shared/components/button';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useJourneyStore } from '../../../shared/stores/journey';
import styles from './wyshes.module.css';

/** Where a person who already knows their amount sets it: the coverage editor of an estimate. */
const KNOWN_AMOUNT_PATH = '/edit-coverage/estimate';

export function SetupIntroPage() {
  const { t } = useTranslation();
  const journeyRunning = useJourneyStore((state) => state.status !== null);
  usePageTitle(t('wyshes.intro.title'));
  return (
    <div className={styles.intro}>
      <Link to="/" className={styles.backLink}>
        <span aria-hidden="true">‹ </span>
        {t('wyshes.intro.back')}
      </Link>
      <img
        className={styles.introArt}
        src="/media/wyshes/family-expenses/header-400x368.svg"
        alt=""
        width="200"
        height="184"
      />
      <h1 className={styles.title}>{t('wyshes.intro.title')}</h1>
      <p className={styles.lead}>{t('wyshes.intro.body')}</p>
      <p className={styles.average}>{t('wyshes.intro.average')}</p>
      <div className={styles.introActions}>
        <ButtonLink to="/wysh-builder/list" block>
          {t('wyshes.intro.yes')}
        </ButtonLink>
        {journeyRunning ? (
          <ButtonLink to={KNOWN_AMOUNT_PATH} variant="secondary" block>
            {t('wyshes.intro.no')}
          </ButtonLink>
        ) : null}
      </div>
    </div>
  );
}
