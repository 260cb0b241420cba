// ResendCodeModal: a new code by text or call. Opened by "Didn't receive verification code?", or by an expired
// code, when it says "Your code's expired" and offers help as well (spec 001 §4.10).
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { FormAlert } from '../../../shared/components/form/fields';
import { useModalContext } from '../../../shared/components/modal/modal-context';
import { ModalFrame } from '../../../shared/components/modal/modal-frame';
import { errorText } from '../../../shared/lib/error-text';
import { failureOf } from '../../../shared/lib/user-error';
import { openModal } from '../../../shared/stores/modal';
import { useRequestOtp, type Channel } from '../api/request-otp';
import styles from '../../../shared/components/modal/modal-actions.module.css';

interface Props {
  phoneNumberId?: string;
  expired?: boolean;
  onSent?: (channel: Channel) => void;
}

export function ResendCodeModal({ phoneNumberId, expired = false, onSent }: Props) {
  const { t } = useTranslation();
  const { close } = useModalContext();
  const request = useRequestOtp();

  const send = (channel: Channel) => {
    if (!phoneNumberId || request.isPending) return;
    request.mutate(
      { phoneNumberId, channel },
      {
        onSuccess: () => {
          close();
          onSent?.(channel);
        },
      },
    );
  };

  return (
    <ModalFrame title={t(expired ? 'modals.resendCode.expiredTitle' : 'modals.resendCode.title')}>
      <p>{t(expired ? 'modals.resendCode.expiredBody' : 'modals.resendCode.body')}</p>
      <div className={styles.stack}>
        {request.isError ? <FormAlert>{errorText(failureOf(request.error), t)}</FormAlert> : null}
        <Button onClick={() => send('SMS')} aria-disabled={request.isPending || undefined}>
          {t('verification.text')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => send('VOICE')}
          aria-disabled={request.isPending || undefined}
        >
          {t('verification.call')}
        </Button>
        {expired ? (
          <Button variant="quiet" onClick={() => openModal('CustomerSupportModal')}>
            {t('modals.resendCode.help')}
          </Button>
        ) : null}
      </div>
    </ModalFrame>
  );
}
