// One linked bank in the billing page's list: its accounts (name, mask, type), each deposit account offering to
// pay premiums from it, or saying it does (a loan, linked for a monitored wysh, pays nothing); SIGN IN AGAIN
// when the bank's login expired; UNLINK.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import type { PlaidItem } from '../api/get-plaid-items';
import styles from './bank-link.module.css';

type Account = PlaidItem['plaidAccounts'][number];

const LOAN_TYPES = ['mortgage', 'student', 'auto'] as const;

/** The words for an account's type: checking, savings, or a loan's kind. */
function typeKey(account: Account) {
  if (account.accountType === 'loan') {
    const kind = LOAN_TYPES.find((type) => type === account.subtype);
    return kind ? (`bankLink.type.${kind}` as const) : ('bankLink.type.loan' as const);
  }
  return `bankLink.type.${account.subtype === 'savings' ? 'savings' : 'checking'}` as const;
}

export function LinkedBank({
  item,
  busy,
  payingAccountId,
  onPayFrom,
  onSignInAgain,
  onUnlink,
}: {
  item: PlaidItem;
  busy: boolean;
  /** The linked account premiums are paid from, if any. */
  payingAccountId: string | null;
  onPayFrom: (account: PlaidItem['plaidAccounts'][number]) => void;
  onSignInAgain: () => void;
  onUnlink: () => void;
}) {
  const { t } = useTranslation();
  const bank = item.plaidInstitution.name;
  const loginRequired = item.status === 'login_required';
  return (
    <li className={styles.item}>
      <p className={styles.bank}>{bank}</p>
      <ul className={styles.accountsList}>
        {item.plaidAccounts.map((account) => (
          <li key={account.id} className={styles.account}>
            <span>
              {t('bankLink.account', { name: account.name, mask: account.mask ?? '' })}
              <span className={styles.muted}>{` · ${t(typeKey(account))}`}</span>
            </span>
            {account.accountType === 'loan' ? null : account.id === payingAccountId ? (
              <span className={styles.paying}>{t('bankLink.paying')}</span>
            ) : (
              <Button
                variant="secondary"
                onClick={() => onPayFrom(account)}
                disabled={busy || loginRequired}
                aria-label={t('bankLink.pay.label', { bank, name: account.name, mask: account.mask ?? '' })}
              >
                {t('bankLink.pay')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {loginRequired ? <p className={styles.warning}>{t('bankLink.loginRequired', { bank })}</p> : null}
      <div className={styles.actions}>
        {loginRequired ? (
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
