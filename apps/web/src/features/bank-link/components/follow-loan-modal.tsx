// FollowLoanModal: a wysh paid to an institution follows a loan's balance. The person picks one of the loans
// they linked, or links one (the sandbox's Link, offering mortgages, student and auto loans only), and the
// wysh's amount becomes what the loan owes (monitorWyshAllocation), kept so daily; CantEditMonitoredModal and
// UnmonitorWyshModal then apply. Link opens through BankLinkLauncher (the sandbox's or the provider's own);
// while it is open this modal steps aside, and comes back saying how Link ended when no loan was linked.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSettings } from '../../../shared/api/app-settings';
import { Button } from '../../../shared/components/button';
import { FormAlert } from '../../../shared/components/form/fields';
import { useModalContext } from '../../../shared/components/modal/modal-context';
import { ModalFrame } from '../../../shared/components/modal/modal-frame';
import { errorText } from '../../../shared/lib/error-text';
import { failureOf } from '../../../shared/lib/user-error';
import { useExchangePublicToken } from '../api/exchange-public-token';
import { useFollowLoan, useMonitoringLinkToken } from '../api/follow-loan';
import { usePlaidItems } from '../api/get-plaid-items';
import { exitMessage } from '../lib/link-outcome';
import type { LinkRefusal, LinkSuccessMetadata } from '../lib/sandbox-link-api';
import { BankLinkLauncher } from './bank-link-launcher';
import actions from '../../../shared/components/modal/modal-actions.module.css';
import styles from './bank-link.module.css';

export function FollowLoanModal({ id, name }: { id?: string; name?: string }) {
  const { t } = useTranslation();
  const { close } = useModalContext();
  const settings = useAppSettings();
  const items = usePlaidItems();
  const linkToken = useMonitoringLinkToken();
  const exchange = useExchangePublicToken();
  const follow = useFollowLoan();
  const [session, setSession] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const busy = linkToken.isPending || exchange.isPending || follow.isPending;

  const failed = (error: unknown) => setProblem(errorText(failureOf(error), t, { preferServer: true }));

  const followAccount = async (plaidAccountId: string) => {
    if (!id) return;
    setProblem(null);
    try {
      await follow.mutateAsync({ wyshAllocationId: id, plaidAccountId });
      close();
    } catch (error) {
      failed(error);
    }
  };

  const openLink = async () => {
    setProblem(null);
    setNotice(null);
    try {
      setSession(await linkToken.mutateAsync());
    } catch (error) {
      failed(error);
    }
  };

  const linked = async (publicToken: string, metadata: LinkSuccessMetadata) => {
    setSession(null);
    const account = metadata.accounts[0];
    if (!account) return;
    try {
      const plaidAccount = await exchange.mutateAsync({ publicToken, bankAccountId: account.id });
      await followAccount(plaidAccount.id);
    } catch (error) {
      failed(error);
    }
  };

  const exited = (error: LinkRefusal | null) => {
    setSession(null);
    const said = exitMessage(error, t);
    if (said.kind === 'problem') setProblem(said.text);
    else setNotice(t('followLoan.exit.closed'));
  };

  if (session) {
    return (
      <BankLinkLauncher
        token={session}
        title={t('followLoan.linkTitle')}
        onSuccess={(publicToken, metadata) => void linked(publicToken, metadata)}
        onExit={exited}
      />
    );
  }

  const loans = (items.data ?? []).flatMap((item) =>
    item.status === 'good'
      ? item.plaidAccounts
          .filter((account) => account.accountType === 'loan')
          .map((account) => ({ ...account, bank: item.plaidInstitution.name }))
      : [],
  );

  return (
    <ModalFrame title={t('followLoan.title', { name: name ?? '' })}>
      <p>{t('followLoan.body')}</p>
      {loans.length > 0 ? (
        <ul className={styles.accountsList} aria-label={t('followLoan.linked')}>
          {loans.map((loan) => (
            <li key={loan.id} className={styles.account}>
              <span>
                {loan.bank} {t('bankLink.account', { name: loan.name, mask: loan.mask ?? '' })}
              </span>
              <Button
                variant="secondary"
                onClick={() => void followAccount(loan.id)}
                disabled={busy}
                aria-label={t('followLoan.follow.label', {
                  bank: loan.bank,
                  name: loan.name,
                  mask: loan.mask ?? '',
                })}
              >
                {t('followLoan.follow')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div role="status">{notice ? <p className={styles.notice}>{notice}</p> : null}</div>
      <div role="alert">{problem ? <FormAlert>{problem}</FormAlert> : null}</div>
      <div className={actions.actions}>
        {settings.data ? (
          <Button onClick={() => void openLink()} disabled={busy}>
            {busy ? t('bankLink.opening') : t('followLoan.link')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={close}>
          {t('followLoan.cancel')}
        </Button>
      </div>
    </ModalFrame>
  );
}
