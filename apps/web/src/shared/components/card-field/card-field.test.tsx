import { createRef } from 'react';
import { act, render, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { graphql } from '../../../testing/graphql-link';
import { testSettings } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { CARD_FIELD_LOAD_TIMEOUT_MS, CARD_TOKENIZE_TIMEOUT_MS, CardField } from './card-field';
import { CARD_FIELD_MISSING, tokenizeCard, type CardFieldHandle } from './card-field-types';
import { FRAME_SOURCE, readFrameMessage } from './frame-protocol';
import { SandboxCardField } from './sandbox-card-field';

const FRAME_URL = 'http://127.0.0.1:4999/elements/card-field';
const FRAME_ORIGIN = 'http://127.0.0.1:4999';

function renderSandbox() {
  const ref = createRef<CardFieldHandle>();
  const onChange = vi.fn();
  render(<SandboxCardField ref={ref} frameUrl={FRAME_URL} onChange={onChange} />);
  const frame = screen.getByTitle<HTMLIFrameElement>('Card details');
  return { ref, onChange, frame, frameWindow: frame.contentWindow! };
}

/** A message as the frame would send it (its origin and window unless told otherwise). */
function fromFrame(
  data: Record<string, unknown>,
  source: MessageEventSource | null,
  origin: string = FRAME_ORIGIN,
) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { data: { source: FRAME_SOURCE, ...data }, origin, source }),
    );
  });
}

const visa = { id: 'pm_123', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 };

describe('SandboxCardField', () => {
  it("frames the sandbox provider's page, naming this page's origin", () => {
    const { frame } = renderSandbox();
    const src = new URL(frame.src);
    expect(src.origin + src.pathname).toBe(FRAME_URL);
    expect(src.searchParams.get('origin')).toBe(window.location.origin);
  });

  it("passes the frame's state on, and its height", () => {
    const { onChange, frame, frameWindow } = renderSandbox();
    fromFrame({ type: 'change', empty: false, complete: true, error: null, brand: 'visa' }, frameWindow);
    expect(onChange).toHaveBeenLastCalledWith({ empty: false, complete: true, error: null, brand: 'visa' });
    fromFrame(
      {
        type: 'change',
        empty: false,
        complete: false,
        error: 'Your card number is invalid.',
        brand: 'unknown',
      },
      frameWindow,
    );
    expect(onChange).toHaveBeenLastCalledWith({
      empty: false,
      complete: false,
      error: 'Your card number is invalid.',
      brand: 'unknown',
    });
    fromFrame({ type: 'resize', height: 212.4 }, frameWindow);
    expect(frame.style.height).toBe('213px');
  });

  it('ignores messages from another origin, another window or of another shape', () => {
    const { onChange, frame, frameWindow } = renderSandbox();
    const change = { type: 'change', empty: false, complete: true, error: null, brand: 'visa' };
    fromFrame(change, frameWindow, 'https://evil.example');
    fromFrame(change, window);
    fromFrame(change, null);
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data: change, origin: FRAME_ORIGIN, source: frameWindow }),
      );
    });
    fromFrame({ type: 'resize', height: 'tall' }, frameWindow);
    expect(onChange).not.toHaveBeenCalled();
    expect(frame.style.height).toBe('');
  });

  it("rejects with 'Payment Card is undefined' before the frame is ready", async () => {
    const { ref } = renderSandbox();
    await expect(ref.current!.tokenize('Ada Lovelace')).rejects.toThrow(CARD_FIELD_MISSING);
  });

  it('asks the frame to tokenise (at its origin only) and resolves with the token', async () => {
    const { ref, frameWindow } = renderSandbox();
    const post = vi.spyOn(frameWindow, 'postMessage').mockImplementation(() => undefined);
    fromFrame({ type: 'ready' }, frameWindow);
    const token = ref.current!.tokenize('Ada Lovelace');
    expect(post).toHaveBeenCalledWith({ type: 'tokenize', name: 'Ada Lovelace' }, FRAME_ORIGIN);
    // A token from elsewhere is not this field's.
    fromFrame(
      { type: 'token', paymentMethod: { ...visa, id: 'pm_evil' } },
      frameWindow,
      'https://evil.example',
    );
    fromFrame({ type: 'token', paymentMethod: visa }, frameWindow);
    await expect(token).resolves.toEqual({
      paymentMethodToken: 'pm_123',
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
    });
  });

  it("rejects with the provider's message, and clears and focuses through the frame", async () => {
    const { ref, frameWindow } = renderSandbox();
    const post = vi.spyOn(frameWindow, 'postMessage').mockImplementation(() => undefined);
    fromFrame({ type: 'ready' }, frameWindow);
    const token = ref.current!.tokenize('Ada Lovelace');
    fromFrame({ type: 'tokenError', message: 'Your card number is invalid.' }, frameWindow);
    await expect(token).rejects.toThrow('Your card number is invalid.');
    ref.current!.clear();
    ref.current!.focus();
    expect(post).toHaveBeenCalledWith({ type: 'clear' }, FRAME_ORIGIN);
    expect(post).toHaveBeenCalledWith({ type: 'focus' }, FRAME_ORIGIN);
  });

  it("rejects a pending tokenise with 'Payment Card is undefined' when the field goes away", async () => {
    const ref = createRef<CardFieldHandle>();
    const view = render(<SandboxCardField ref={ref} frameUrl={FRAME_URL} />);
    const frameWindow = screen.getByTitle<HTMLIFrameElement>('Card details').contentWindow!;
    vi.spyOn(frameWindow, 'postMessage').mockImplementation(() => undefined);
    fromFrame({ type: 'ready' }, frameWindow);
    const handle = ref.current!;
    const token = handle.tokenize('Ada Lovelace');
    view.unmount();
    await expect(token).rejects.toThrow(CARD_FIELD_MISSING);
  });
});

describe('CardField', () => {
  it('shows the sandbox frame the server names', async () => {
    const ref = createRef<CardFieldHandle>();
    renderWithProviders(<CardField ref={ref} />);
    const frame = await screen.findByTitle<HTMLIFrameElement>('Card details');
    expect(frame.src).toContain(testSettings.cardProvider.frameUrl);
    await expect(ref.current!.tokenize('Ada Lovelace')).rejects.toThrow(CARD_FIELD_MISSING);
  });

  it('says the card form could not load when the frame is not ready in time, and draws it anew on TRY AGAIN', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderWithProviders(<CardField />);
      const first = await screen.findByTitle<HTMLIFrameElement>('Card details');
      act(() => void vi.advanceTimersByTime(CARD_FIELD_LOAD_TIMEOUT_MS));
      expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load the secure card form.");
      act(() => screen.getByRole('button', { name: 'TRY AGAIN' }).click());
      expect(screen.queryByRole('alert')).toBeNull();
      const second = screen.getByTitle<HTMLIFrameElement>('Card details');
      expect(second).not.toBe(first);
      // Ready in time this once: nothing to say.
      fromFrame({ type: 'ready' }, second.contentWindow);
      act(() => void vi.advanceTimersByTime(CARD_FIELD_LOAD_TIMEOUT_MS));
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('rejects a tokenise the frame does not answer in time, and draws the field anew', async () => {
    const ref = createRef<CardFieldHandle>();
    renderWithProviders(<CardField ref={ref} />);
    const first = await screen.findByTitle<HTMLIFrameElement>('Card details');
    fromFrame({ type: 'ready' }, first.contentWindow);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const tokenised = ref.current!.tokenize('Ada Lovelace');
      act(() => void vi.advanceTimersByTime(CARD_TOKENIZE_TIMEOUT_MS));
      await expect(tokenised).rejects.toThrow("The card provider didn't answer in time.");
      expect(screen.getByTitle('Card details')).not.toBe(first);
    } finally {
      vi.useRealTimers();
    }
  });

  it("rejects with 'Payment Card is undefined' while the settings are not there, or without a field", async () => {
    server.use(
      graphql.query('AppSettings', () => HttpResponse.json({ errors: [{ message: 'Unexpected error.' }] })),
    );
    const ref = createRef<CardFieldHandle>();
    renderWithProviders(<CardField ref={ref} />);
    expect(screen.queryByTitle('Card details')).toBeNull();
    await expect(ref.current!.tokenize('Ada Lovelace')).rejects.toThrow(CARD_FIELD_MISSING);
    await expect(tokenizeCard(null, 'Ada Lovelace')).rejects.toThrow(CARD_FIELD_MISSING);
  });
});

describe('readFrameMessage', () => {
  const frameWindow = {} as Window;
  const read = (data: unknown, origin = FRAME_ORIGIN, source: unknown = frameWindow) =>
    readFrameMessage(new MessageEvent('message', { data, origin, source: source as Window }), {
      origin: FRAME_ORIGIN,
      window: frameWindow,
    });

  it("reads the frame's messages, only with its source tag and shapes", () => {
    expect(read({ source: FRAME_SOURCE, type: 'ready' })).toEqual({ type: 'ready' });
    expect(read({ type: 'ready' })).toBeNull();
    expect(read({ source: FRAME_SOURCE, type: 'token', paymentMethod: { id: 'pm_1' } })).toBeNull();
    expect(read({ source: FRAME_SOURCE, type: 'tokenError' })).toBeNull();
    expect(read({ source: FRAME_SOURCE, type: 'resize', height: -1 })).toBeNull();
    expect(read({ source: FRAME_SOURCE, type: 'other' })).toBeNull();
    expect(read('ready')).toBeNull();
    expect(read({ source: FRAME_SOURCE, type: 'ready' }, 'http://localhost:3000')).toBeNull();
    expect(read({ source: FRAME_SOURCE, type: 'ready' }, FRAME_ORIGIN, window)).toBeNull();
  });
});
