// Choosing a linked bank account to pay from (issue 25 item 5: the first premium on "Last step!"): the person's
// linked accounts as radio buttons (bank, name, type, mask), and LINK A BANK ACCOUNT, which opens the sandbox's
// Link; an account linked there is chosen at once. A bank whose login expired is not offered until the person
// signs in to it again on the billing page. The app composes this into the purchase screen (features never import
// each other), which says what paying from it means.
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSettings } from '../../../shared/api/app-settings';
import { Button } from '../../../shared/components/button';
import { usePlaidItems } from '../api/get-plaid-items';
import { useBankLink } from '../hooks/use-bank-link';
import { BankLinkLauncher } from './bank-link-launcher';
import styles from './bank-link.module.css';

export type ChosenBankAccount = {
  plaidAccountId: string;
  bankName: string;
  accountType: string | null;
  mask: string | null;
};

export function BankAccountPicker({
  value,
  onChange,
  disabled = false,
}: {
  value: ChosenBankAccount | null;
  onChange: (account: ChosenBankAccount) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const settings = useAppSettings();
  const items = usePlaidItems();
  const link = useBankLink();
  const accounts = (items.data ?? [])
    .filter((item) => item.status !== 'login_required')
    .flatMap((item) =>
      item.plaidAccounts.map((account) => ({
        plaidAccountId: account.id,
        bankName: item.plaidInstitution.name,
        accountType: account.subtype,
        mask: account.mask ?? null,
        name: account.name,
      })),
    );

  // An account that appears after the person linked it here is the one they meant to pay from.
  const known = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!items.data) return;
    const ids = accounts.map((account) => account.plaidAccountId);
    const before = known.current;
    known.current = new Set(ids);
    if (!before) return;
    const added = accounts.find((account) => !before.has(account.plaidAccountId));
    if (added) onChange(added);
  }, [items.data]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <div className={styles.picker} aria-busy={items.isPending}>
      {items.isError ? <p className={styles.error}>{t('bankLink.failed')}</p> : null}
      {accounts.length > 0 ? (
        <fieldset className={styles.accounts}>
          <legend className={styles.legend}>{t('bankLink.pick.legend')}</legend>
          {accounts.map((account) => (
            <label key={account.plaidAccountId} className={styles.account}>
              <input
                type="radio"
                name={`${ids}-account`}
                value={account.plaidAccountId}
                checked={value?.plaidAccountId === account.plaidAccountId}
                onChange={() => onChange(account)}
                disabled={disabled}
              />
              <span>
                <strong>{account.bankName}</strong>{' '}
                {t('bankLink.account', { name: account.name, mask: account.mask ?? '' })}
                <span className={styles.muted}>
                  {` · ${t(`bankLink.type.${account.accountType === 'savings' ? 'savings' : 'checking'}`)}`}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : items.data ? (
        <p className={styles.muted}>{t('bankLink.none')}</p>
      ) : null}
      <div role="status">{link.notice ? <p className={styles.notice}>{link.notice}</p> : null}</div>
      <div role="alert">{link.problem ? <p className={styles.error}>{link.problem}</p> : null}</div>
      {settings.data ? (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            onClick={() => link.open()}
            disabled={disabled || link.opening || link.working}
          >
            {link.opening ? t('bankLink.opening') : t('bankLink.link')}
          </Button>
        </div>
      ) : null}
      {link.session ? (
        <BankLinkLauncher token={link.session.token} onSuccess={link.onSuccess} onExit={link.onExit} />
      ) : null}
    </div>
  );
}
