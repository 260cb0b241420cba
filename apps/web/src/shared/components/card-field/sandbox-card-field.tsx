// The sandbox adapter of the card field: the sandbox card provider's own page in a frame (another origin), so
// the card's number, expiry and CVC are typed into a document this page's script cannot read. The page hears
// only the frame's state and, asked to tokenise, the provider's token (frame-protocol.ts).
import { useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import {
  CARD_FIELD_MISSING,
  type CardFieldHandle,
  type CardFieldState,
  type TokenizedCard,
} from './card-field-types';
import { frameSource, readFrameMessage, type ParentMessage } from './frame-protocol';
import styles from './card-field.module.css';

type Pending = { resolve: (card: TokenizedCard) => void; reject: (error: Error) => void };

export type SandboxCardFieldProps = {
  frameUrl: string;
  onChange?: (state: CardFieldState) => void;
  /** Called when the frame has not said it is ready within `loadTimeoutMs` (the provider unreachable). */
  onUnavailable?: () => void;
  loadTimeoutMs?: number;
  ref?: Ref<CardFieldHandle>;
};

export function SandboxCardField({
  frameUrl,
  onChange,
  onUnavailable,
  loadTimeoutMs,
  ref,
}: SandboxCardFieldProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const ready = useRef(false);
  const pending = useRef<Pending[]>([]);
  const onChangeRef = useRef(onChange);
  const onUnavailableRef = useRef(onUnavailable);
  const [height, setHeight] = useState<number | null>(null);
  const frameOrigin = useMemo(() => new URL(frameUrl).origin, [frameUrl]);
  const src = useMemo(() => frameSource(frameUrl, window.location.origin), [frameUrl]);

  useEffect(() => {
    onChangeRef.current = onChange;
    onUnavailableRef.current = onUnavailable;
  }, [onChange, onUnavailable]);

  useEffect(() => {
    if (loadTimeoutMs === undefined) return;
    const timer = setTimeout(() => {
      if (!ready.current) onUnavailableRef.current?.();
    }, loadTimeoutMs);
    return () => clearTimeout(timer);
  }, [loadTimeoutMs, src]);

  useEffect(() => {
    const waiting = pending.current;
    function onMessage(event: MessageEvent) {
      const message = readFrameMessage(event, {
        origin: frameOrigin,
        window: frameRef.current?.contentWindow ?? null,
      });
      if (!message) return;
      if (message.type === 'ready') ready.current = true;
      else if (message.type === 'change') {
        const { empty, complete, error, brand } = message;
        onChangeRef.current?.({ empty, complete, error, brand });
      } else if (message.type === 'resize') setHeight(message.height);
      else if (message.type === 'token') {
        const { id, brand, last4, expMonth, expYear } = message.paymentMethod;
        waiting.shift()?.resolve({ paymentMethodToken: id, brand, last4, expMonth, expYear });
      } else waiting.shift()?.reject(new Error(message.message));
    }
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      ready.current = false;
      for (const { reject } of waiting.splice(0)) reject(new Error(CARD_FIELD_MISSING));
    };
  }, [frameOrigin]);

  useImperativeHandle(ref, () => {
    /** The frame's window once it said it is ready; null before (or once it is gone). */
    const target = () => (ready.current ? (frameRef.current?.contentWindow ?? null) : null);
    const post = (message: ParentMessage) => target()?.postMessage(message, frameOrigin);
    return {
      tokenize(name) {
        const frame = target();
        if (!frame) return Promise.reject(new Error(CARD_FIELD_MISSING));
        return new Promise<TokenizedCard>((resolve, reject) => {
          pending.current.push({ resolve, reject });
          frame.postMessage({ type: 'tokenize', name } satisfies ParentMessage, frameOrigin);
        });
      },
      clear: () => post({ type: 'clear' }),
      focus() {
        frameRef.current?.focus();
        post({ type: 'focus' });
      },
    };
  }, [frameOrigin]);

  return (
    <iframe
      ref={frameRef}
      className={styles.frame}
      title="Card details"
      src={src}
      style={height === null ? undefined : { height }}
    />
  );
}
