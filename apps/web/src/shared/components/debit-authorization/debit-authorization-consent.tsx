// The debit authorization a person agrees to before a bank account is debited (NACHA; the card provider's
// mandate): the versioned words of @wysh/domain naming the account, and the box that says they agree. "Last step!"
// and the billing page show the same words; the server keeps the version with the account.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { debitAuthorizationText } from '@wysh/domain/ach/debit-authorization';
import styles from './debit-authorization-consent.module.css';

export type AuthorizedAccount = { bankName: string; accountType: string | null; mask: string | null };

export function DebitAuthorizationConsent({
  account,
  agreed,
  onAgreed,
  disabled = false,
}: {
  account: AuthorizedAccount;
  agreed: boolean;
  onAgreed: (agreed: boolean) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <label className={styles.checkbox}>
      <input
        type="checkbox"
        checked={agreed}
        onChange={(event) => onAgreed(event.target.checked)}
        disabled={disabled}
        aria-describedby={`${id}-mandate`}
      />
      <span>
        {t('debitAuthorization.agree')}{' '}
        <span id={`${id}-mandate`} className={styles.mandate}>
          {debitAuthorizationText(account)}
        </span>
      </span>
    </label>
  );
}
