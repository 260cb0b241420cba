// UnderwritingWaitTimeModal: how long the decision takes. While the quote is prepared (the flows' action
// showUnderwritingWaitTimeModal) about 4 minutes, with the page kept open; for an application with an
// underwriter (/products/insurance/manual-review) why a person's review takes about 48 working hours, and that
// nothing needs to stay open: the decision comes by e-mail and on the dashboard.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { useModalContext } from '../../../shared/components/modal/modal-context';
import { ModalFrame } from '../../../shared/components/modal/modal-frame';
import styles from '../../../shared/components/modal/modal-actions.module.css';

export function UnderwritingWaitTimeModal({ review = 'instant' }: { review?: 'instant' | 'manual' }) {
  const { t } = useTranslation();
  const { close } = useModalContext();
  if (review === 'manual')
    return (
      <ModalFrame title={t('modals.underwritingWaitTime.manual.title')}>
        <p>{t('modals.underwritingWaitTime.manual.body')}</p>
        <p>{t('modals.underwritingWaitTime.manual.next')}</p>
        <div className={styles.stack}>
          <Button onClick={close}>{t('modals.underwritingWaitTime.button')}</Button>
        </div>
      </ModalFrame>
    );
  return (
    <ModalFrame title={t('modals.underwritingWaitTime.title')}>
      <p>{t('modals.underwritingWaitTime.body')}</p>
      <div className={styles.stack}>
        <Button onClick={close}>{t('modals.underwritingWaitTime.button')}</Button>
      </div>
    </ModalFrame>
  );
}
