// The live adapter of the card field: the card provider's own Elements (its script draws the field in frames
// of its origin), loaded only when the server names live mode. Tokenising is the provider's createPaymentMethod.
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { CARD_FIELD_MISSING, type CardFieldHandle, type CardFieldState } from './card-field-types';
import styles from './card-field.module.css';

export type StripeCardFieldProps = {
  publishableKey: string;
  onChange?: (state: CardFieldState) => void;
  /** Called when the provider's script does not load, or not within `loadTimeoutMs`. */
  onUnavailable?: () => void;
  loadTimeoutMs?: number;
  ref?: Ref<CardFieldHandle>;
};

export function StripeCardField({
  publishableKey,
  onChange,
  onUnavailable,
  loadTimeoutMs,
  ref,
}: StripeCardFieldProps) {
  const container = useRef<HTMLDivElement>(null);
  const mounted = useRef<{ stripe: Stripe; card: StripeCardElement } | null>(null);
  const onChangeRef = useRef(onChange);
  const onUnavailableRef = useRef(onUnavailable);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    onChangeRef.current = onChange;
    onUnavailableRef.current = onUnavailable;
  }, [onChange, onUnavailable]);

  useEffect(() => {
    let cancelled = false;
    let card: StripeCardElement | undefined;
    const unavailable = () => {
      if (!cancelled && !mounted.current) onUnavailableRef.current?.();
    };
    const timer = loadTimeoutMs === undefined ? undefined : setTimeout(unavailable, loadTimeoutMs);
    // The pure entry point: the provider's script is fetched here, in live mode only, not on import.
    void import('@stripe/stripe-js/pure')
      .then(({ loadStripe }) => loadStripe(publishableKey))
      .then((stripe) => {
        if (cancelled || !container.current) return;
        if (!stripe) return unavailable();
        card = stripe.elements().create('card', {
          hidePostalCode: true,
          style: { base: { fontSize: '16px', color: '#121829' }, invalid: { color: '#b42318' } },
        });
        card.on('change', (event) => {
          const message = event.error?.message ?? null;
          setError(message);
          onChangeRef.current?.({
            empty: event.empty,
            complete: event.complete,
            error: message,
            brand: event.empty ? null : event.brand,
          });
        });
        card.mount(container.current);
        mounted.current = { stripe, card };
        clearTimeout(timer);
      }, unavailable);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      card?.destroy();
      mounted.current = null;
    };
  }, [publishableKey, loadTimeoutMs]);

  useImperativeHandle(
    ref,
    () => ({
      async tokenize(name) {
        const current = mounted.current;
        if (!current) throw new Error(CARD_FIELD_MISSING);
        const answer = await current.stripe.createPaymentMethod({
          type: 'card',
          card: current.card,
          billing_details: { name },
        });
        const method = answer.paymentMethod;
        if (answer.error || !method?.card) throw new Error(answer.error?.message ?? CARD_FIELD_MISSING);
        return {
          paymentMethodToken: method.id,
          brand: method.card.brand,
          last4: method.card.last4,
          expMonth: method.card.exp_month,
          expYear: method.card.exp_year,
        };
      },
      clear: () => mounted.current?.card.clear(),
      focus: () => mounted.current?.card.focus(),
    }),
    [],
  );

  return (
    <div>
      <div ref={container} className={styles.elements} role="group" aria-label="Card details" />
      {error ? (
        <p className={styles.elementsError} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
