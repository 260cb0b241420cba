// The card field: card entry for the purchase (and later billing), drawn by the card provider the server names
// (appSettings.cardProvider): the sandbox provider's frame, or the live provider's Elements. Its handle
// tokenises the card; before the field is ready it rejects with the spec's 'Payment Card is undefined'. A
// provider that does not draw the field in time says so, with Try again; one that does not answer a tokenise in
// time rejects it, so the screen can say the payment failed instead of waiting for ever.
import { useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSettings } from '../../api/app-settings';
import { Button } from '../button';
import { CARD_FIELD_MISSING, type CardFieldHandle, type CardFieldState } from './card-field-types';
import { SandboxCardField } from './sandbox-card-field';
import { StripeCardField } from './stripe-card-field';
import styles from './card-field.module.css';

/** How long the provider has to draw the field, and to answer a tokenise. */
export const CARD_FIELD_LOAD_TIMEOUT_MS = 15_000;
export const CARD_TOKENIZE_TIMEOUT_MS = 30_000;

export type CardFieldProps = {
  onChange?: (state: CardFieldState) => void;
  ref?: Ref<CardFieldHandle>;
};

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function CardField({ onChange, ref }: CardFieldProps) {
  const { t } = useTranslation();
  const settings = useAppSettings().data?.cardProvider;
  const adapter = useRef<CardFieldHandle>(null);
  const [attempt, setAttempt] = useState(0);
  const [unavailable, setUnavailable] = useState(false);

  useImperativeHandle(
    ref,
    () => ({
      tokenize: (name) =>
        adapter.current
          ? withTimeout(adapter.current.tokenize(name), CARD_TOKENIZE_TIMEOUT_MS, () => {
              // A field that stopped answering is drawn anew: its late answer can't be taken for the next one.
              setAttempt((count) => count + 1);
              return new Error(t('cardField.noAnswer'));
            })
          : Promise.reject(new Error(CARD_FIELD_MISSING)),
      clear: () => adapter.current?.clear(),
      focus: () => adapter.current?.focus(),
    }),
    [t],
  );

  if (!settings) return null;
  const adapterProps = {
    ref: adapter,
    onChange,
    loadTimeoutMs: CARD_FIELD_LOAD_TIMEOUT_MS,
    onUnavailable: () => setUnavailable(true),
  };
  return (
    <div>
      {settings.mode === 'SANDBOX' && settings.frameUrl ? (
        <SandboxCardField key={attempt} frameUrl={settings.frameUrl} {...adapterProps} />
      ) : (
        <StripeCardField key={attempt} publishableKey={settings.publishableKey} {...adapterProps} />
      )}
      {unavailable ? (
        <div className={styles.unavailable} role="alert">
          <p>{t('cardField.unavailable')}</p>
          <Button
            variant="secondary"
            onClick={() => {
              setUnavailable(false);
              setAttempt((count) => count + 1);
            }}
          >
            {t('common.retry')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
