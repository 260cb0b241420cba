// "Last step!" (spec 000 §2 Purchase screen and Purchase policy step; 001 §2.15, §4.5, §5): the coverage summary
// (total cover and "N YEAR TERM" or "UNTIL AGE 65"), the name on the card (prefilled, capitalised per word, at
// least 3 characters), the card field (the card provider's: the number never reaches this page's script), the
// accepted brands, "By continuing, you agree to:" with the statement of good health and the policy packet, the
// accidental-death replacement checkbox, SUBMIT & PAY, and the free-look and trusted-payments cards. SUBMIT & PAY
// tokenises the card, then accepts, pays and acknowledges; a refused or failed payment opens PaymentFailed and
// clears the card; a success runs the form's button (on to the confirmation). Someone who already holds a policy
// is sent home: there is nothing left to buy.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ItemOf } from '@wysh/forms/protocol';
import { ACCIDENTAL_DEATH_SLUG } from '@wysh/domain/home-state';
import { cents } from '@wysh/domain/money';
import { formatWholeDollars } from '@wysh/domain/coverage-slider';
import { track } from '../../../shared/analytics/track';
import { finishFulfillment } from '../../../shared/journeys/finish';
import { Button } from '../../../shared/components/button';
import { CardField } from '../../../shared/components/card-field/card-field';
import type { CardFieldHandle, CardFieldState } from '../../../shared/components/card-field/card-field-types';
import { Loading } from '../../../shared/components/loading';
import { formatPremium } from '../../../shared/lib/format-premium';
import type { FlowScreenProps } from '../../../shared/lib/flow-screens';
import { chosenPurchase, forgetPurchaseChoice } from '../../../shared/lib/purchase-choice';
import { useModalStore } from '../../../shared/stores/modal';
import { usePurchase, usePurchaseContext, type PurchaseContext } from '../api/purchase';
import { chosenOffer, type OfferSummary } from '../lib/chosen-offer';
import { nameOnCardProblem } from '@wysh/domain/payments/name-on-card';
import { capitalisedName } from '@wysh/domain/person-name';
import styles from './purchase.module.css';

const BRANDS = ['American Express', 'Mastercard', 'Visa', 'Discover'] as const;
const EMPTY_CARD: CardFieldState = { empty: true, complete: false, error: null, brand: null };

export function PurchaseScreen(props: FlowScreenProps) {
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
  if (data.userPolicy && data.userPolicy.status !== 'lapsed' && !bought) return <Navigate to="/" replace />;
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
  return <PurchaseForm {...props} context={data} offer={offer} onBought={() => setBought(true)} />;
}

function PurchaseForm({
  form,
  run,
  busy,
  context,
  offer,
  onBought,
}: FlowScreenProps & { context: PurchaseContext; offer: OfferSummary; onBought: () => void }) {
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
  const ready = cardState.complete && !cardState.empty && cardState.error === null && nameProblem === null;
  const inFlight = working || busy || purchase.isPending;

  const failed = () => {
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
      const token = await card.current!.tokenize(name.trim());
      const acknowledge = [goodHealth, packet, replacing ? replacement : undefined]
        .filter((document): document is NonNullable<typeof document> => document !== undefined)
        .map((document) => ({ documentId: document.id }));
      const outcome = await purchase.mutateAsync({
        offer: { kind: offer.kind, id: offer.id },
        paymentMethodToken: token.paymentMethodToken,
        nameOnCard: name.trim(),
        acknowledge,
      });
      if (outcome.result !== 'paid') {
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
      run(submit.content.actions, { primary: true });
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
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${ids}-name`}>
              {t('purchase.nameOnCard')}
            </label>
            <input
              id={`${ids}-name`}
              className={styles.input}
              value={name}
              autoComplete="cc-name"
              onChange={(event) => setName(capitalisedName(event.target.value))}
              onBlur={() => setNameTouched(true)}
              aria-invalid={nameTouched && nameProblem !== null}
              aria-describedby={nameTouched && nameProblem ? `${ids}-name-error` : undefined}
              disabled={inFlight}
            />
            {nameTouched && nameProblem ? (
              <p id={`${ids}-name-error`} className={styles.error}>
                {t(`purchase.nameOnCard.${nameProblem}`)}
              </p>
            ) : null}
          </div>
          <div className={styles.field}>
            <span className={styles.label} id={`${ids}-card`}>
              {t('purchase.card')}
            </span>
            <CardField ref={card} onChange={setCardState} />
            <ul className={styles.brands} aria-label={t('purchase.acceptedCards')}>
              {BRANDS.map((brand) => (
                <li key={brand} className={styles.brand}>
                  {brand}
                </li>
              ))}
            </ul>
          </div>

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
              <li>{t('purchase.agree.charge', { premium })}</li>
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
            {inFlight ? t('purchase.paying') : (submit?.content.text ?? 'SUBMIT & PAY')}
          </Button>
          <p id={`${ids}-submit-hint`} className={styles.lead}>
            {ready ? t('purchase.readyHint', { premium }) : t('purchase.notReadyHint')}
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
