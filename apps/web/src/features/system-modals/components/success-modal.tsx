// Success: a short confirmation that closes itself after 2000 ms.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ShieldIcon } from '../../../shared/components/icons';
import { useModalContext } from '../../../shared/components/modal/modal-context';
import { ModalFrame } from '../../../shared/components/modal/modal-frame';
import styles from './system-modals.module.css';

export const SUCCESS_AUTO_CLOSE_MS = 2000;

export function SuccessModal({ title, message }: { title?: string; message?: string }) {
  const { t } = useTranslation();
  const { close, isOpen } = useModalContext();

  useEffect(() => {
    if (!isOpen) return;
    const timer = window.setTimeout(close, SUCCESS_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [close, isOpen]);

  return (
    <ModalFrame title={title ?? t('modals.success.title')} align="center">
      <span className={styles.successIcon} aria-hidden="true">
        <ShieldIcon />
      </span>
      {message ? <p>{message}</p> : null}
    </ModalFrame>
  );
}
