// The billing page's linked banks (issue 25; spec 001 §2.17, §3.5): each bank with the accounts picked there
// (name, mask, type), LINK A BANK ACCOUNT (the sandbox's Link), SIGN IN AGAIN for a bank whose login expired
// (update mode), UNLINK after a confirmation, and paying premiums from an account once the person agreed to the
// debit authorization: it becomes the policy's payment method (createPaymentMethod with the bank source),
// debited by ACH from the next charge on.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSettings } from '../../../shared/api/app-settings';
import { Button } from '../../../shared/components/button';
import { errorText } from '../../../shared/lib/error-text';
import { failureOf } from '../../../shared/lib/user-error';
import { usePlaidItems, type PlaidItem } from '../api/get-plaid-items';
import { usePayFromAccount } from '../api/pay-from-account';
import { useUnlinkPlaidItem } from '../api/update-plaid-item';
import { useBankLink } from '../hooks/use-bank-link';
import { LinkedBank } from './linked-bank';
import { PayFromAccountModal } from './pay-from-account-modal';
import { BankLinkLauncher } from './bank-link-launcher';
import { UnlinkBankModal } from './unlink-bank-modal';
import styles from './bank-link.module.css';

type PlaidAccount = PlaidItem['plaidAccounts'][number];

/** `payingAccountId`: the linked account premiums are paid from (the billing page knows the method on file). */
export function BankAccountsPanel({ payingAccountId = null }: { payingAccountId?: string | null } = {}) {
  const { t } = useTranslation();
  const payFrom = usePayFromAccount();
  const settings = useAppSettings();
  const items = usePlaidItems();
  const link = useBankLink();
  const unlink = useUnlinkPlaidItem();
  const [unlinking, setUnlinking] = useState<PlaidItem | null>(null);
  const [choosing, setChoosing] = useState<{ item: PlaidItem; account: PlaidAccount } | null>(null);

  const confirmUnlink = async (item: PlaidItem) => {
    try {
      await unlink.mutateAsync(item.id);
      link.setNotice(t('bankLink.unlinked', { bank: item.plaidInstitution.name }));
    } catch (error) {
      const failure = failureOf(error);
      link.setProblem(errorText(failure, t, { preferServer: true }));
    } finally {
      setUnlinking(null);
    }
  };

  const confirmPayFrom = async ({ item, account }: { item: PlaidItem; account: PlaidAccount }) => {
    link.setProblem(null);
    link.setNotice(null);
    try {
      await payFrom.mutateAsync(account.id);
      link.setNotice(
        t('bankLink.paid', {
          bank: item.plaidInstitution.name,
          name: account.name,
          mask: account.mask ?? '',
        }),
      );
    } catch (error) {
      link.setProblem(errorText(failureOf(error), t, { preferServer: true }));
    } finally {
      setChoosing(null);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="bank-accounts-title" aria-busy={items.isPending}>
      <h2 id="bank-accounts-title" className={styles.panelTitle}>
        {t('bankLink.title')}
      </h2>
      {items.isError ? <p className={styles.error}>{t('bankLink.failed')}</p> : null}
      {items.data && items.data.length === 0 ? <p className={styles.muted}>{t('bankLink.none')}</p> : null}
      {items.data && items.data.length > 0 ? (
        <ul className={styles.items}>
          {items.data.map((item) => (
            <LinkedBank
              key={item.id}
              item={item}
              busy={link.opening || link.working || unlink.isPending || payFrom.isPending}
              payingAccountId={payingAccountId}
              onPayFrom={(account) => setChoosing({ item, account })}
              onSignInAgain={() => link.open(item)}
              onUnlink={() => setUnlinking(item)}
            />
          ))}
        </ul>
      ) : null}
      <div role="status">{link.notice ? <p className={styles.notice}>{link.notice}</p> : null}</div>
      <div role="alert">{link.problem ? <p className={styles.error}>{link.problem}</p> : null}</div>
      {settings.data ? (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => link.open()} disabled={link.opening || link.working}>
            {link.opening ? t('bankLink.opening') : t('bankLink.link')}
          </Button>
        </div>
      ) : null}
      {link.session ? (
        <BankLinkLauncher token={link.session.token} onSuccess={link.onSuccess} onExit={link.onExit} />
      ) : null}
      {choosing ? (
        <PayFromAccountModal
          item={choosing.item}
          account={choosing.account}
          busy={payFrom.isPending}
          onConfirm={() => void confirmPayFrom(choosing)}
          onCancel={() => setChoosing(null)}
        />
      ) : null}
      {unlinking ? (
        <UnlinkBankModal
          item={unlinking}
          busy={unlink.isPending}
          onConfirm={() => void confirmUnlink(unlinking)}
          onCancel={() => setUnlinking(null)}
        />
      ) : null}
    </section>
  );
}
