// The card field: card entry for the purchase (and later billing), drawn by the card provider the server names
// (appSettings.cardProvider): the sandbox provider's frame, or the live provider's Elements. Its handle
// tokenises the card; before the field is ready it rejects with the spec's 'Payment Card is undefined'.
import { useImperativeHandle, useRef, type Ref } from 'react';
import { useAppSettings } from '../../api/app-settings';
import { CARD_FIELD_MISSING, type CardFieldHandle, type CardFieldState } from './card-field-types';
import { SandboxCardField } from './sandbox-card-field';
import { StripeCardField } from './stripe-card-field';

export type CardFieldProps = {
  onChange?: (state: CardFieldState) => void;
  ref?: Ref<CardFieldHandle>;
};

export function CardField({ onChange, ref }: CardFieldProps) {
  const settings = useAppSettings().data?.cardProvider;
  const adapter = useRef<CardFieldHandle>(null);

  useImperativeHandle(
    ref,
    () => ({
      tokenize: (name) =>
        adapter.current ? adapter.current.tokenize(name) : Promise.reject(new Error(CARD_FIELD_MISSING)),
      clear: () => adapter.current?.clear(),
      focus: () => adapter.current?.focus(),
    }),
    [],
  );

  if (!settings) return null;
  if (settings.mode === 'SANDBOX' && settings.frameUrl) {
    return <SandboxCardField ref={adapter} frameUrl={settings.frameUrl} onChange={onChange} />;
  }
  return <StripeCardField ref={adapter} publishableKey={settings.publishableKey} onChange={onChange} />;
}
