// CustomerSupportModal: the support tiles in a modal, opened from the header's Support button.
import { useTranslation } from 'react-i18next';
import { ModalFrame } from '../../../shared/components/modal/modal-frame';
import { SupportTiles } from './support-tiles';

export function CustomerSupportModal() {
  const { t } = useTranslation();
  return (
    <ModalFrame title={t('support.title')}>
      <p>{t('support.intro')}</p>
      <div style={{ marginTop: 'var(--space-5)' }}>
        <SupportTiles headingLevel="h3" />
      </div>
    </ModalFrame>
  );
}
