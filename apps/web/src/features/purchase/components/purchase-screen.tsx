// "Last step!" (spec 000 §2 Purchase screen and Purchase policy step; 001 §2.15, §4.5, §5): the coverage summary
// (total cover and "N YEAR TERM" or "UNTIL AGE 65"), the name on the card (prefilled, capitalised per word, at
// least 3 characters), the card field (the card provider's: the number never reaches this page's script), the
// accepted brands, "By continuing, you agree to:" with the statement of good health and the policy packet, the
// accidental-death replacement checkbox, SUBMIT & PAY, and the free-look and trusted-payments cards. SUBMIT & PAY
// tokenises the card, then accepts, pays and acknowledges; a refused or failed payment opens PaymentFailed and
// clears the card; a success runs the form's button (on to the confirmation). Someone who already holds a policy
// is sent home: there is nothing left to buy. With the app's bank-account picker (issue 25 item 5), the first
// premium may be paid from a bank account instead: the screen says, before SUBMIT & PAY, when cover starts on
// each (when the card is charged; when the debit settles, up to 5 business days), a debit still settling shows
// as processing, and one the bank sent back is told, with the card to pay by.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ItemOf } from '@wysh/forms/protocol';
import { DEBIT_AUTHORIZATION_VERSION } from '@wysh/domain/ach/debit-authorization';
import { ACCIDENTAL_DEATH_SLUG } from '@wysh/domain/home-state';
import { cents } from '@wysh/domain/money';
import { formatWholeDollars } from '@wysh/domain/coverage-slider';
import { track } from '../../../shared/analytics/track';
import { finishFulfillment } from '../../../shared/journeys/finish';
import { Button } from '../../../shared/components/button';
import type { CardFieldHandle, CardFieldState } from '../../../shared/components/card-field/card-field-types';
import { Loading } from '../../../shared/components/loading';
import { formatPremium } from '../../../shared/lib/format-premium';
import type { FlowScreenProps } from '../../../shared/lib/flow-screens';
import { chosenPurchase, forgetPurchaseChoice } from '../../../shared/lib/purchase-choice';
import { useModalStore } from '../../../shared/stores/modal';
import { usePurchase, usePurchaseContext, type PurchaseContext } from '../api/purchase';
import type { BankAccountChoice, BankAccountPicker } from '../lib/bank-account-choice';
import { chosenOffer, type OfferSummary } from '../lib/chosen-offer';
import { firstPremiumState } from '../lib/first-premium';
import { nameOnCardProblem } from '@wysh/domain/payments/name-on-card';
import { capitalisedName } from '@wysh/domain/person-name';
import { BankPaymentFields } from './bank-payment-fields';
import { CardPaymentFields } from './card-payment-fields';
import { SettlingNotice } from './settling-notice';
import styles from './purchase.module.css';

type Method = 'card' | 'bank_account';

const EMPTY_CARD: CardFieldState = { empty: true, complete: false, error: null, brand: null };

export function PurchaseScreen(
  props: FlowScreenProps & {
    bankAccountPicker?: BankAccountPicker;
    /** Instead of running the form's button once bought (the confirmation asks again after a bank's return). */
    onPurchased?: () => void;
  },
) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = usePurchaseContext();
  // Set as this screen's own purchase succeeds: the policy it bought is no reason to leave.
  const [bought, setBought] = useState(false);

  if (isPending) return <Loading />;
  if (isError)
    return (
      <div className={styles.page}>
        <h1 id="flow-form-title" className={styles.title} tabIndex={-1}>
          {t('purchase.title')}
        </h1>
        <p role="alert">{t('purchase.loadFailed')}</p>
        <Button onClick={() => void refetch()}>{t('common.retry')}</Button>
      </div>
    );
  // A policy in force ends the purchase; one that lapsed does not (userPolicy answers both).
  // Asked again on the confirmation, the confirmation shows what follows the purchase.
  if (data.userPolicy && data.userPolicy.status !== 'lapsed' && !bought && !props.onPurchased)
    return <Navigate to="/" replace />;
  const premiumState = firstPremiumState(data);
  if (premiumState.kind === 'settling' && !bought) return <SettlingNotice method={premiumState.method} />;
  const offer = chosenOffer(data, chosenPurchase());
  if (!offer)
    return (
      <div className={styles.page}>
        <h1 id="flow-form-title" className={styles.title} tabIndex={-1}>
          {t('purchase.title')}
        </h1>
        <p>{t('purchase.noOffer')}</p>
      </div>
    );
  return (
    <PurchaseForm
      {...props}
      context={data}
      offer={offer}
      onBought={() => setBought(true)}
      bankFailed={premiumState.kind === 'bank_failed' ? premiumState : null}
    />
  );
}

function PurchaseForm({
  form,
  run,
  busy,
  context,
  offer,
  onBought,
  bankAccountPicker,
  bankFailed,
  onPurchased,
}: FlowScreenProps & {
  context: PurchaseContext;
  offer: OfferSummary;
  onBought: () => void;
  onPurchased?: () => void;
  bankAccountPicker?: BankAccountPicker;
  bankFailed: { method: string | null; returnCode: string } | null;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const openModal = useModalStore((state) => state.open);
  const purchase = usePurchase();
  const card = useRef<CardFieldHandle>(null);
  const [cardState, setCardState] = useState<CardFieldState>(EMPTY_CARD);
  const profileName = [context.profile?.firstName, context.profile?.lastName].filter(Boolean).join(' ');
  const [name, setName] = useState(() => capitalisedName(profileName));
  const [nameTouched, setNameTouched] = useState(false);
  const [replacing, setReplacing] = useState(false);
  const [method, setMethod] = useState<Method>('card');
  const [account, setAccount] = useState<BankAccountChoice | null>(null);
  const [authorized, setAuthorized] = useState(false);
  const byBank = method === 'bank_account' && bankAccountPicker !== undefined;
  const [working, setWorking] = useState(false);
  const accidentalDeath = offer.productSlug === ACCIDENTAL_DEATH_SLUG;
  const documents = new Map(context.documents.map((document) => [document.slug, document]));
  const goodHealth = accidentalDeath ? undefined : documents.get('statement-of-good-health');
  const packet = documents.get('policy-terms');
  const replacement = documents.get('replace-accidental-death');
  const submit = form.items.find(
    (item): item is ItemOf<'button'> => item.type === 'button' && item.content.primary === true,
  );

  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  const nameProblem = nameOnCardProblem(name);
  const ready = byBank
    ? account !== null && authorized
    : cardState.complete && !cardState.empty && cardState.error === null && nameProblem === null;
  const inFlight = working || busy || purchase.isPending;

  const failed = () => {
    if (byBank) {
      openModal('PaymentFailed', {});
      return;
    }
    card.current?.clear();
    setCardState(EMPTY_CARD);
    openModal('PaymentFailed', { onRetry: () => card.current?.focus() });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setNameTouched(true);
    if (!ready || inFlight || !submit) return;
    setWorking(true);
    try {
      const payment =
        byBank && account
          ? {
              kind: 'bank_account' as const,
              plaidAccountId: account.plaidAccountId,
              debitAuthorizationVersion: DEBIT_AUTHORIZATION_VERSION,
            }
          : {
              kind: 'card' as const,
              paymentMethodToken: (await card.current!.tokenize(name.trim())).paymentMethodToken,
              nameOnCard: name.trim(),
            };
      const acknowledge = [goodHealth, packet, replacing ? replacement : undefined]
        .filter((document): document is NonNullable<typeof document> => document !== undefined)
        .map((document) => ({ documentId: document.id }));
      const outcome = await purchase.mutateAsync({
        offer: { kind: offer.kind, id: offer.id },
        payment,
        acknowledge,
      });
      // A bank debit answers processing: bought, its policy issued when the debit settles.
      if (outcome.result === 'failed' || (outcome.result === 'processing' && !byBank)) {
        failed();
        return;
      }
      onBought();
      // The application is bought: its journey is over, however the confirmation is left.
      finishFulfillment();
      track('purchase', {
        price: offer.monthlyPremium,
        termMonths: offer.termDuration === null ? null : offer.termDuration * 12,
        productSlug: offer.productSlug,
      });
      forgetPurchaseChoice();
      if (onPurchased) onPurchased();
      else run(submit.content.actions, { primary: true });
    } catch {
      failed();
    } finally {
      setWorking(false);
    }
  };

  const premium = formatPremium(offer.monthlyPremium);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 id="flow-form-title" className={styles.title} tabIndex={-1}>
          {t('purchase.title')}
        </h1>
        <p className={styles.lead}>{t('purchase.subtitle')}</p>
      </header>
      <div className={styles.columns}>
        <form
          className={styles.card}
          onSubmit={(event) => void onSubmit(event)}
          noValidate
          aria-busy={inFlight}
        >
          <h2 className={styles.cardTitle}>{t('purchase.payment')}</h2>
          {bankFailed ? (
            <p role="alert" className={styles.alert}>
              {t('purchase.bankFailed', { method: bankFailed.method ?? '', code: bankFailed.returnCode })}
            </p>
          ) : null}
          {bankAccountPicker ? (
            <fieldset className={styles.methods}>
              <legend>{t('purchase.method.legend')}</legend>
              {(['card', 'bank_account'] as const).map((each) => (
                <label key={each} className={styles.method}>
                  <input
                    type="radio"
                    name={`${ids}-method`}
                    value={each}
                    checked={method === each}
                    onChange={() => setMethod(each)}
                    disabled={inFlight}
                  />
                  <span>{t(each === 'card' ? 'purchase.method.card' : 'purchase.method.bank')}</span>
                </label>
              ))}
            </fieldset>
          ) : null}
          {byBank ? (
            <BankPaymentFields
              Picker={bankAccountPicker}
              account={account}
              onAccount={(chosen) => {
                setAccount(chosen);
                setAuthorized(false);
              }}
              authorized={authorized}
              onAuthorized={setAuthorized}
              disabled={inFlight}
            />
          ) : (
            <CardPaymentFields
              card={card}
              name={name}
              onName={setName}
              nameTouched={nameTouched}
              onNameTouched={() => setNameTouched(true)}
              onCard={setCardState}
              disabled={inFlight}
            />
          )}
          <p className={styles.coverNote}>{t(byBank ? 'purchase.cover.bank' : 'purchase.cover.card')}</p>

          <section aria-labelledby={`${ids}-summary`} className={styles.field}>
            <h2 id={`${ids}-summary`} className={styles.cardTitle}>
              {t(accidentalDeath ? 'purchase.product.ad' : 'purchase.product.term')}
            </h2>
            <dl className={styles.summary}>
              <div>
                <dt>{t('purchase.totalCoverage')}</dt>
                <dd>
                  {accidentalDeath ? `${t('purchase.upTo')} ` : ''}
                  {formatWholeDollars(cents(offer.amount))}
                </dd>
              </div>
              <div>
                <dt>{t('purchase.term')}</dt>
                <dd>
                  {offer.termDuration === null
                    ? t('purchase.untilAge', { age: offer.insuredsAgeAtTerm })
                    : t('purchase.yearTerm', { years: offer.termDuration })}
                </dd>
              </div>
              <div>
                <dt>{t('purchase.monthlyPremium')}</dt>
                <dd>{premium}</dd>
              </div>
            </dl>
          </section>

          {accidentalDeath && replacement ? (
            <label className={styles.checkbox}>
              <input
                type="checkbox"
                checked={replacing}
                onChange={(event) => setReplacing(event.target.checked)}
                disabled={inFlight}
              />
              <span>{t('purchase.replacing')}</span>
            </label>
          ) : null}

          <section aria-labelledby={`${ids}-legal`} className={styles.field}>
            <h2 id={`${ids}-legal`} className={styles.label}>
              {t('purchase.agree')}
            </h2>
            <ul className={styles.legal}>
              <li>{t(byBank ? 'purchase.agree.debit' : 'purchase.agree.charge', { premium })}</li>
              {goodHealth ? (
                <li>
                  {t('purchase.agree.goodHealth')}{' '}
                  <a href={goodHealth.html.url} target="_blank" rel="noopener noreferrer">
                    {goodHealth.name}
                  </a>
                </li>
              ) : null}
              {packet ? (
                <li>
                  {t('purchase.agree.policy')}{' '}
                  <a href={packet.html.url} target="_blank" rel="noopener noreferrer">
                    {packet.name}
                  </a>
                </li>
              ) : null}
            </ul>
          </section>

          <Button type="submit" disabled={!ready || inFlight} aria-describedby={`${ids}-submit-hint`}>
            {inFlight
              ? t('purchase.paying')
              : ((onPurchased ? null : submit?.content.text) ?? 'SUBMIT & PAY')}
          </Button>
          <p id={`${ids}-submit-hint`} className={styles.lead}>
            {byBank
              ? t(ready ? 'purchase.bank.readyHint' : 'purchase.bank.notReadyHint', { premium })
              : ready
                ? t('purchase.readyHint', { premium })
                : t('purchase.notReadyHint')}
          </p>
        </form>

        <aside className={styles.aside} aria-label={t('purchase.reassurance')}>
          <div className={styles.note}>
            <h2>{t('purchase.freeLook.title')}</h2>
            <p>{t('purchase.freeLook.body')}</p>
          </div>
          <div className={styles.note}>
            <h2>{t('purchase.trusted.title')}</h2>
            <p>{t('purchase.trusted.body')}</p>
          </div>
        </aside>
      </div>
    </div>
  );
}
