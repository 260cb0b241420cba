// The method on file: a card (brand, last 4, expiry) or a linked bank account (bank, account and mask, its type;
// one whose bank stopped debits says so). REPLACE CARD, or ADD A CARD when premiums come from a bank, opens the
// card field: the new card is the one every charge uses from then on. Choosing a bank account is the linked
// banks' panel's.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import type { BillingPageData, CardOnFile } from '../api/get-billing';
import { cardName } from '../lib/card-name';
import { accountTypeWord, methodName } from '../../../shared/lib/method-name';
import { ReplaceCardForm } from './replace-card-form';
import styles from './billing.module.css';

export function PaymentMethodPanel({
  card,
  profile,
  replacing,
  onReplacing,
}: {
  card: CardOnFile | null | undefined;
  profile: BillingPageData['profile'];
  replacing: boolean;
  onReplacing: (replacing: boolean) => void;
}) {
  const { t } = useTranslation();
  const [replaced, setReplaced] = useState<string | null>(null);
  return (
    <section className={styles.panel} aria-labelledby="billing-method-title">
      <h2 id="billing-method-title" className={styles.panelTitle}>
        {t('billing.method.title')}
      </h2>
      {card?.bankAccount ? (
        <>
          <dl className={styles.rows}>
            <div className={styles.row}>
              <dt>{t('billing.method.bank')}</dt>
              <dd>{methodName(t, card)}</dd>
            </div>
            {accountTypeWord(t, card.bankAccount.accountType) ? (
              <div className={styles.row}>
                <dt>{t('billing.method.accountType')}</dt>
                <dd>{accountTypeWord(t, card.bankAccount.accountType)}</dd>
              </div>
            ) : null}
          </dl>
          {card.bankAccount.debitsStoppedCode ? (
            <p className={styles.notice} role="alert">
              {t('billing.method.stopped', { code: card.bankAccount.debitsStoppedCode })}
            </p>
          ) : null}
        </>
      ) : card?.card ? (
        <dl className={styles.rows}>
          <div className={styles.row}>
            <dt>{t('billing.method.card')}</dt>
            <dd>{cardName(t, card.card)}</dd>
          </div>
          <div className={styles.row}>
            <dt>{t('billing.method.expires')}</dt>
            <dd>{`${String(card.card.expMonth).padStart(2, '0')}/${card.card.expYear}`}</dd>
          </div>
        </dl>
      ) : (
        <p className={styles.muted}>{t('billing.method.none')}</p>
      )}
      <div role="status">{replaced ? <p className={styles.notice}>{replaced}</p> : null}</div>
      {replacing ? (
        <ReplaceCardForm
          defaultName={[profile?.firstName, profile?.lastName].filter(Boolean).join(' ')}
          onCancel={() => onReplacing(false)}
          onSaved={(saved) => {
            setReplaced(t('billing.method.replaced', { card: cardName(t, saved) }));
            onReplacing(false);
          }}
        />
      ) : (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            onClick={() => {
              setReplaced(null);
              onReplacing(true);
            }}
          >
            {card?.card ? t('billing.method.replace') : t('billing.method.add')}
          </Button>
        </div>
      )}
    </section>
  );
}
