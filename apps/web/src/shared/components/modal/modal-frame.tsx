// The look and behaviour every modal shares: overlay, fade, focus trapped inside and given back to the
// opener on close, Escape / overlay click / close button unless the modal opted out (react-aria-components).
import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../icons';
import { useModalContext } from './modal-context';
import styles from './modal-frame.module.css';

interface ModalFrameProps {
  title: string;
  children?: ReactNode;
  size?: 'normal' | 'wide';
  align?: 'start' | 'center';
  /** Shown in place of the visible title to screen readers only (when the content carries its own heading). */
  hideTitle?: boolean;
}

export function ModalFrame({
  title,
  children,
  size = 'normal',
  align = 'start',
  hideTitle = false,
}: ModalFrameProps) {
  const { t } = useTranslation();
  const { isOpen, isDismissable, close } = useModalContext();
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      className={styles.overlay}
    >
      <Modal className={size === 'wide' ? `${styles.modal} ${styles.wide}` : styles.modal}>
        <Dialog className={align === 'center' ? `${styles.dialog} ${styles.centered}` : styles.dialog}>
          <Heading slot="title" className={hideTitle ? 'visually-hidden' : styles.title}>
            {title}
          </Heading>
          {children ? <div className={styles.body}>{children}</div> : null}
          {isDismissable ? (
            <button type="button" className={styles.close} onClick={close} aria-label={t('modal.close')}>
              <CloseIcon />
            </button>
          ) : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
