// The billing page's linked banks (issue 25; spec 001 §2.17, §3.5): each bank with the accounts picked there
// (name, mask, type), LINK A BANK ACCOUNT (the sandbox's Link), SIGN IN AGAIN for a bank whose login expired
// (update mode), and UNLINK after a confirmation. Not yet a way to pay: a later slice makes an account the
// policy's payment method.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSettings } from '../../../shared/api/app-settings';
import { Button } from '../../../shared/components/button';
import { errorText } from '../../../shared/lib/error-text';
import { failureOf } from '../../../shared/lib/user-error';
import { usePlaidItems, type PlaidItem } from '../api/get-plaid-items';
import { useUnlinkPlaidItem } from '../api/update-plaid-item';
import { useBankLink } from '../hooks/use-bank-link';
import { SandboxLinkModal } from './sandbox-link-modal';
import { UnlinkBankModal } from './unlink-bank-modal';
import styles from './bank-link.module.css';

export function BankAccountsPanel() {
  const { t } = useTranslation();
  const settings = useAppSettings();
  const items = usePlaidItems();
  const link = useBankLink();
  const unlink = useUnlinkPlaidItem();
  const [unlinking, setUnlinking] = useState<PlaidItem | null>(null);
  const linkApiUrl = settings.data?.bankLink.linkApiUrl ?? null;

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
              busy={link.opening || link.working || unlink.isPending}
              onSignInAgain={() => link.open(item)}
              onUnlink={() => setUnlinking(item)}
            />
          ))}
        </ul>
      ) : null}
      <div role="status">{link.notice ? <p className={styles.notice}>{link.notice}</p> : null}</div>
      <div role="alert">{link.problem ? <p className={styles.error}>{link.problem}</p> : null}</div>
      {settings.data?.bankLink.mode === 'SANDBOX' ? (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => link.open()} disabled={link.opening || link.working}>
            {link.opening ? t('bankLink.opening') : t('bankLink.link')}
          </Button>
        </div>
      ) : null}
      {link.session && linkApiUrl ? (
        <SandboxLinkModal
          linkApiUrl={linkApiUrl}
          token={link.session.token}
          onSuccess={link.onSuccess}
          onExit={link.onExit}
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

function LinkedBank({
  item,
  busy,
  onSignInAgain,
  onUnlink,
}: {
  item: PlaidItem;
  busy: boolean;
  onSignInAgain: () => void;
  onUnlink: () => void;
}) {
  const { t } = useTranslation();
  const bank = item.plaidInstitution.name;
  return (
    <li className={styles.item}>
      <p className={styles.bank}>{bank}</p>
      <ul className={styles.accountsList}>
        {item.plaidAccounts.map((account) => (
          <li key={account.id}>
            {t('bankLink.account', { name: account.name, mask: account.mask ?? '' })}
            <span
              className={styles.muted}
            >{` · ${t(`bankLink.type.${account.subtype === 'savings' ? 'savings' : 'checking'}`)}`}</span>
          </li>
        ))}
      </ul>
      {item.status === 'login_required' ? (
        <p className={styles.warning}>{t('bankLink.loginRequired', { bank })}</p>
      ) : null}
      <div className={styles.actions}>
        {item.status === 'login_required' ? (
          <Button
            onClick={onSignInAgain}
            disabled={busy}
            aria-label={t('bankLink.signInAgain.label', { bank })}
          >
            {t('bankLink.signInAgain')}
          </Button>
        ) : null}
        <Button
          variant="quiet"
          onClick={onUnlink}
          disabled={busy}
          aria-label={t('bankLink.unlink.label', { bank })}
        >
          {t('bankLink.unlink')}
        </Button>
      </div>
    </li>
  );
}
