// CustomerSupportModal: the support tiles in a modal, opened from the header's Support button.
import { useTranslation } from 'react-i18next';
import { ModalFrame } from '../../../shared/components/modal/modal-frame';
import { SupportTiles } from './support-tiles';
import styles from './customer-support-page.module.css';

export function CustomerSupportModal() {
  const { t } = useTranslation();
  return (
    <ModalFrame title={t('support.title')} size="wide">
      <p>{t('support.intro')}</p>
      <div className={styles.modalTiles}>
        <SupportTiles headingLevel="h3" layout="row" />
      </div>
    </ModalFrame>
  );
}
