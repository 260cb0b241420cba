// UnsupportedStateModal (spec 000 §8, 001 §7.2): "Sorry, we aren't in your state yet", the states we are in,
// and two ways on: the coverage-denied page, or back to the address to change it.
import { useTranslation } from 'react-i18next';
import { ELIGIBLE_STATES } from '@wysh/domain/eligibility';
import { Button, ButtonLink } from '../button';
import { useModalContext } from '../modal/modal-context';
import { ModalFrame } from '../modal/modal-frame';
import styles from '../modal/modal-actions.module.css';

export const STATE_INELIGIBLE_PATH = '/coverage-denied/state_ineligible';

export function UnsupportedStateModal({ onChangeAddress }: { onChangeAddress?: () => void }) {
  const { t, i18n } = useTranslation();
  const { close } = useModalContext();
  const states = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
    Object.values(ELIGIBLE_STATES),
  );
  return (
    <ModalFrame title={t('modals.unsupportedState.title')}>
      <p>{t('modals.unsupportedState.body', { states })}</p>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={() => {
            close();
            onChangeAddress?.();
          }}
        >
          {t('modals.unsupportedState.change')}
        </Button>
        <ButtonLink to={STATE_INELIGIBLE_PATH} onClick={close}>
          {t('modals.unsupportedState.continue')}
        </ButtonLink>
      </div>
    </ModalFrame>
  );
}
