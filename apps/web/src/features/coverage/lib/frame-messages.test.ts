import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMBED_MESSAGE_TYPE, postFrameSize } from './frame-messages';

describe('the placement telling its framing page its size', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts height and scroll position on load and on resize, and stops when asked', () => {
    const observers: (() => void)[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const postMessage = vi.fn();
    const listeners = new Map<string, () => void>();
    const target = {
      parent: { postMessage },
      scrollY: 12.4,
      document,
      addEventListener: (name: string, listener: () => void) => listeners.set(name, listener),
      removeEventListener: (name: string) => listeners.delete(name),
    } as unknown as Window;
    const content = document.createElement('main');
    content.getBoundingClientRect = () => ({ height: 312.2 }) as DOMRect;

    const stop = postFrameSize(content, 'p-1', target);
    expect(postMessage).toHaveBeenCalledWith(
      { type: EMBED_MESSAGE_TYPE, placementId: 'p-1', height: 313, scrollY: 12 },
      '*',
    );
    observers[0]!();
    listeners.get('resize')!();
    expect(postMessage).toHaveBeenCalledTimes(3);
    stop!();
    expect(listeners.size).toBe(0);
  });

  it('posts nothing when it is not framed', () => {
    expect(postFrameSize(document.createElement('main'), null, window)).toBeNull();
  });
});
