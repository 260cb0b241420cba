// The modal layout (spec 001 §2.4): the form in an overlay, with an optional leading close button. Dismissing
// the overlay by a click outside or Escape runs the actions of the form's hidden-style button (else just
// closes it). Loaded only for forms of this layout.
import { useTranslation } from 'react-i18next';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { CloseIcon } from '../../../shared/components/icons';
import { FLOW_TITLE_ID } from './display-items';
import { firstTitleKey, FormItems } from './form-items';
import { useFlowForm } from './form-context';
import { buttons, FormElement } from './layouts';
import styles from './flows.module.css';

export function ModalLayout({ open, onDismissed }: { open: boolean; onDismissed: () => void }) {
  const { t } = useTranslation();
  const { form, run } = useFlowForm();
  const hidden = buttons(form.items).find((button) => button.content.style === 'hidden');
  const close = form.leadingNavigationButton?.style === 'close' ? form.leadingNavigationButton : null;
  const dismiss = () => {
    if (hidden) run(hidden.content.actions);
    else onDismissed();
  };
  return (
    <ModalOverlay
      isOpen={open}
      isDismissable
      onOpenChange={(isOpen) => {
        if (!isOpen) dismiss();
      }}
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <Dialog
          className={styles.dialog}
          {...(firstTitleKey(form.items) !== null
            ? { 'aria-labelledby': FLOW_TITLE_ID }
            : { 'aria-label': form.description ?? form.slug })}
        >
          {close ? (
            <button
              type="button"
              className={styles.modalClose}
              aria-label={t('flows.close')}
              onClick={() => run(close.actions)}
            >
              <CloseIcon />
            </button>
          ) : null}
          <FormElement className={styles.form}>
            <FormItems items={form.items} titleKey={firstTitleKey(form.items)} />
          </FormElement>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
