// The sandbox card field's messages (the frame is served by the sandbox card provider, another origin): what
// the frame may say to the page, read only from that frame's window and origin, and checked for shape.
import type { CardFieldState } from './card-field-types';

export const FRAME_SOURCE = 'wysh-card-field';

type FramePaymentMethod = { id: string; brand: string; last4: string; expMonth: number; expYear: number };

export type FrameMessage =
  | { type: 'ready' }
  | ({ type: 'change' } & CardFieldState)
  | { type: 'resize'; height: number }
  | { type: 'token'; paymentMethod: FramePaymentMethod }
  | { type: 'tokenError'; message: string };

export type ParentMessage = { type: 'tokenize'; name: string } | { type: 'clear' } | { type: 'focus' };

/** The frame's address for this page: the page's origin goes with it, and the frame talks to that origin only. */
export function frameSource(frameUrl: string, parentOrigin: string): string {
  const url = new URL(frameUrl);
  url.searchParams.set('origin', parentOrigin);
  return url.toString();
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function paymentMethodOf(value: unknown): FramePaymentMethod | null {
  if (!isRecord(value)) return null;
  const { id, brand, last4, expMonth, expYear } = value;
  return typeof id === 'string' &&
    typeof brand === 'string' &&
    typeof last4 === 'string' &&
    typeof expMonth === 'number' &&
    typeof expYear === 'number'
    ? { id, brand, last4, expMonth, expYear }
    : null;
}

/** The frame's message, or null for anything else: another window, another origin, or another shape. */
export function readFrameMessage(
  event: MessageEvent,
  frame: { origin: string; window: Window | null },
): FrameMessage | null {
  if (event.origin !== frame.origin || frame.window === null || event.source !== frame.window) return null;
  const data: unknown = event.data;
  if (!isRecord(data) || data.source !== FRAME_SOURCE) return null;
  switch (data.type) {
    case 'ready':
      return { type: 'ready' };
    case 'change':
      return {
        type: 'change',
        empty: data.empty === true,
        complete: data.complete === true,
        error: typeof data.error === 'string' ? data.error : null,
        brand: typeof data.brand === 'string' ? data.brand : null,
      };
    case 'resize':
      return typeof data.height === 'number' && Number.isFinite(data.height) && data.height > 0
        ? { type: 'resize', height: Math.min(Math.ceil(data.height), 1000) }
        : null;
    case 'token': {
      const paymentMethod = paymentMethodOf(data.paymentMethod);
      return paymentMethod ? { type: 'token', paymentMethod } : null;
    }
    case 'tokenError':
      return typeof data.message === 'string' ? { type: 'tokenError', message: data.message } : null;
    default:
      return null;
  }
}
