// SendBeneficiaryPacketModal ("Get Claims Instructions", spec 001 §2.9): e-mails the claims-instructions packet
// (a PDF) to one of the person's beneficiaries. Only those with an e-mail address can be chosen; the server's
// refusals (no e-mail address, too many packets in an hour) show inline with their message and code.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { FormAlert, FormNotice } from '../../../shared/components/form/fields';
import { Loading } from '../../../shared/components/loading';
import { useModalContext } from '../../../shared/components/modal/modal-context';
import { ModalFrame } from '../../../shared/components/modal/modal-frame';
import actions from '../../../shared/components/modal/modal-actions.module.css';
import { useBeneficiaries, type MyBeneficiary } from '../api/beneficiaries';
import { useSendBeneficiaryPacket } from '../api/beneficiary-changes';
import { beneficiaryName } from '../lib/names';
import { failureText } from './confirm-beneficiary-changes-modal';
import styles from './beneficiary-modals.module.css';

export interface SendBeneficiaryPacketModalProps {
  lineOfBusiness?: string;
}

const emailOf = (beneficiary: MyBeneficiary): string | null =>
  'email' in beneficiary.contact ? (beneficiary.contact.email ?? null) : null;

export function SendBeneficiaryPacketModal({
  lineOfBusiness = 'wysh-insurance',
}: SendBeneficiaryPacketModalProps) {
  const { t } = useTranslation();
  const { close } = useModalContext();
  const query = useBeneficiaries(lineOfBusiness);
  const send = useSendBeneficiaryPacket();
  const [choice, setChoice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const everyone = query.data ? [...query.data.list, ...query.data.backup] : [];
  const reachable = everyone.filter((beneficiary) => emailOf(beneficiary));
  const unreachable = everyone.filter((beneficiary) => !emailOf(beneficiary));
  const chosen = reachable.find((beneficiary) => beneficiary.id === choice) ?? reachable[0];

  const submit = () => {
    if (!chosen || send.isPending) return;
    setError(null);
    send.mutate(chosen.id, {
      onSuccess: () => setSentTo(emailOf(chosen)),
      onError: (failure) => setError(failureText(failure, t('errors.default'))),
    });
  };

  if (sentTo) {
    return (
      <ModalFrame title={t('modals.sendBeneficiaryPacket.title')}>
        <FormNotice>{t('modals.sendBeneficiaryPacket.sent', { email: sentTo })}</FormNotice>
        <div className={actions.actions}>
          <Button onClick={close}>{t('modals.sendBeneficiaryPacket.done')}</Button>
        </div>
      </ModalFrame>
    );
  }

  return (
    <ModalFrame title={t('modals.sendBeneficiaryPacket.title')}>
      <p>{t('modals.sendBeneficiaryPacket.body')}</p>
      {query.isPending ? <Loading label={t('beneficiaries.loading')} /> : null}
      {query.isError ? (
        <FormAlert>{failureText(query.error, t('beneficiaries.loadFailed'))}</FormAlert>
      ) : null}
      {query.data && reachable.length === 0 ? (
        <FormAlert>{t('modals.sendBeneficiaryPacket.noEmail')}</FormAlert>
      ) : null}
      {reachable.length > 0 ? (
        <fieldset className={styles.choices}>
          <legend>{t('modals.sendBeneficiaryPacket.legend')}</legend>
          {reachable.map((beneficiary) => (
            <label key={beneficiary.id} className={styles.choice}>
              <input
                type="radio"
                name="packet-beneficiary"
                value={beneficiary.id}
                checked={chosen?.id === beneficiary.id}
                onChange={() => setChoice(beneficiary.id)}
              />
              <span className={styles.choiceText}>
                <strong>{beneficiaryName(beneficiary)}</strong>
                <span>{emailOf(beneficiary)}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {reachable.length > 0 && unreachable.length > 0 ? (
        <p className={styles.muted}>
          {t('modals.sendBeneficiaryPacket.withoutEmail', {
            names: unreachable.map(beneficiaryName).join(', '),
          })}
        </p>
      ) : null}
      {error ? <FormAlert>{error}</FormAlert> : null}
      <div className={actions.actions}>
        {reachable.length > 0 ? (
          <Button onClick={submit} aria-busy={send.isPending || undefined}>
            {t('modals.sendBeneficiaryPacket.send')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={close}>
          {t('modals.sendBeneficiaryPacket.cancel')}
        </Button>
      </div>
    </ModalFrame>
  );
}
