// The reinstatement purchase screen (spec 000 §2, 001 §2.16, §4.7): what is due today and the monthly premium
// after it, the legal bullets with the policy packet and the statement of good health, and the card: the one on
// file, or a new one through the card provider's own field (the number never reaches this page's script).
// Paying makes the offer's invoice and pays it; the server reinstates the policy as the payment settles. A decline
// opens PaymentFailed, and the same invoice is paid on the next try.
import { useId, useRef, useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { nameOnCardProblem } from '@wysh/domain/payments/name-on-card';
import { cardBrandName } from '@wysh/domain/payments/cards';
import { capitalisedName } from '@wysh/domain/person-name';
import { Button } from '../../../shared/components/button';
import { CardField } from '../../../shared/components/card-field/card-field';
import type { CardFieldHandle, CardFieldState } from '../../../shared/components/card-field/card-field-types';
import { Loading } from '../../../shared/components/loading';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { errorText } from '../../../shared/lib/error-text';
import { formatPremium } from '../../../shared/lib/format-premium';
import { failureOf } from '../../../shared/lib/user-error';
import { reinstatementJourneyKey } from '../../../shared/journeys/reinstatement';
import { activeJourney, useJourneyStore } from '../../../shared/stores/journey';
import { openModal } from '../../../shared/stores/modal';
import { useReinstateablePolicy } from '../api/get-reinstateable';
import { usePayReinstatement } from '../api/pay-reinstatement';
import styles from './reinstatement.module.css';

const EMPTY_CARD: CardFieldState = { empty: true, complete: false, error: null, brand: null };

export function ReinstatementPurchasePage() {
  const { t } = useTranslation();
  usePageTitle(t('reinstatement.purchase.title'));
  const ids = useId();
  const navigate = useNavigate();
  const { policyId = '' } = useParams();
  const { data, isPending } = useReinstateablePolicy(policyId);
  const pay = usePayReinstatement();
  const card = useRef<CardFieldHandle>(null);
  const [cardState, setCardState] = useState<CardFieldState>(EMPTY_CARD);
  const [useNewCard, setUseNewCard] = useState<boolean | null>(null);
  const [name, setName] = useState('');
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // Once paid the policy is no longer reinstateable: its refetch must not send the page back to the offer.
  const [paid, setPaid] = useState(false);

  if (isPending) return <Loading />;
  const policy = data?.reinstateablePolicy;
  if (!policy) return paid ? <Loading /> : <Navigate to={`/fulfillment/reinstatement/${policyId}`} replace />;
  const onFile = data.activePaymentMethod?.card ?? null;
  const newCard = useNewCard ?? onFile === null;
  const documents = new Map(data.documents.map((document) => [document.slug, document]));
  const goodHealth = documents.get('statement-of-good-health');
  const packet = documents.get('policy-terms');
  const nameProblem = nameOnCardProblem(name);
  const ready = !newCard || (cardState.complete && cardState.error === null && nameProblem === null);
  const busy = working || pay.isPending;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || busy) return;
    setWorking(true);
    setProblem(null);
    try {
      const token = newCard ? await card.current!.tokenize(name.trim()) : null;
      const outcome = await pay.mutateAsync({
        policyId,
        ...(token ? { paymentMethodToken: token.paymentMethodToken, nameOnCard: name.trim() } : {}),
      });
      if (outcome.result === 'paid') {
        setPaid(true);
        // The reinstatement journey's goal is reached: it completes (quietly) before the confirmation shows.
        if (useJourneyStore.getState().status?.journey === reinstatementJourneyKey(policyId))
          activeJourney()?.next();
        void navigate(`/fulfillment/reinstatement/${policyId}/confirmation`, { replace: true });
        return;
      }
      if (outcome.result === 'unbilled') return;
      card.current?.clear();
      setCardState(EMPTY_CARD);
      if (outcome.result === 'declined') openModal('PaymentFailed', { onRetry: () => setUseNewCard(true) });
      else setProblem(t('reinstatement.purchase.processing'));
    } catch (error) {
      setProblem(errorText(failureOf(error), t, { preferServer: true }));
    } finally {
      setWorking(false);
    }
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('reinstatement.purchase.title')}</h1>
      <dl className={styles.rows}>
        <dt>{t('reinstatement.offer.dueToday')}</dt>
        <dd>{formatPremium(policy.dueToday)}</dd>
        <dt>{t('reinstatement.purchase.monthlyPremium')}</dt>
        <dd>{formatPremium(policy.monthlyPremium)}</dd>
      </dl>
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={busy}>
        <fieldset className={styles.field}>
          <legend className={styles.label}>{t('purchase.payment')}</legend>
          {onFile ? (
            <label>
              <input
                type="radio"
                name={`${ids}-card`}
                checked={!newCard}
                onChange={() => setUseNewCard(false)}
                disabled={busy}
              />{' '}
              {t('reinstatement.purchase.cardOnFile', {
                brand: cardBrandName(onFile.brand),
                last4: onFile.last4,
              })}
            </label>
          ) : null}
          {onFile ? (
            <label>
              <input
                type="radio"
                name={`${ids}-card`}
                checked={newCard}
                onChange={() => setUseNewCard(true)}
                disabled={busy}
              />{' '}
              {t('reinstatement.purchase.newCard')}
            </label>
          ) : null}
        </fieldset>
        {newCard ? (
          <>
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
                disabled={busy}
              />
            </div>
            <div className={styles.field}>
              <span className={styles.label}>{t('purchase.card')}</span>
              <CardField ref={card} onChange={setCardState} />
            </div>
          </>
        ) : null}
        <div>
          <p>{t('purchase.agree')}</p>
          <ul className={styles.bullets}>
            <li>
              {t('reinstatement.purchase.agreeCharge', {
                due: formatPremium(policy.dueToday),
                premium: formatPremium(policy.monthlyPremium),
              })}
            </li>
            {goodHealth ? (
              <li>
                {t('reinstatement.purchase.agreeGoodHealth')}{' '}
                <a href={goodHealth.html.url} target="_blank" rel="noopener noreferrer">
                  {goodHealth.name}
                </a>
              </li>
            ) : null}
            {packet ? (
              <li>
                {t('reinstatement.purchase.agreePolicy')}{' '}
                <a href={packet.html.url} target="_blank" rel="noopener noreferrer">
                  {packet.name}
                </a>
              </li>
            ) : null}
          </ul>
        </div>
        <div role="alert">{problem ? <p className={styles.error}>{problem}</p> : null}</div>
        <Button type="submit" disabled={!ready || busy}>
          {busy
            ? t('purchase.paying')
            : t('reinstatement.purchase.pay', { amount: formatPremium(policy.dueToday) })}
        </Button>
      </form>
    </div>
  );
}
