// SliderErrorMessageModal: a typed amount beyond the slider's ticks, with the header and text the slider
// carries; "TRY AGAIN" returns to the (clamped) slider.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { useModalContext } from '../../../shared/components/modal/modal-context';
import { ModalFrame } from '../../../shared/components/modal/modal-frame';
import styles from '../../../shared/components/modal/modal-actions.module.css';

export function SliderErrorMessageModal({ header, text }: { header?: string; text?: string }) {
  const { t } = useTranslation();
  const { close } = useModalContext();
  return (
    <ModalFrame title={header ?? t('modals.generalError.title')} align="center">
      {text ? <p>{text}</p> : null}
      <div className={styles.stack}>
        <Button onClick={close}>{t('modals.sliderError.button')}</Button>
      </div>
    </ModalFrame>
  );
}
