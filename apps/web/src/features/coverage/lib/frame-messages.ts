// What the embedded placement tells the partner's page that frames it (spec 001 §7.7): its height, so the frame
// can fit it, and its scroll position. Posted on load, on every resize and on scroll.
export const EMBED_MESSAGE_TYPE = 'wysh:estimate-embed';

export type EmbedMessage = {
  type: typeof EMBED_MESSAGE_TYPE;
  placementId: string | null;
  height: number;
  scrollY: number;
};

/** Posts the placement's size to the framing page; the height is the content's own (not the frame's). */
export function postFrameSize(
  content: HTMLElement,
  placementId: string | null,
  target: Window = window,
): (() => void) | null {
  if (target.parent === target) return null;
  const post = () => {
    const message: EmbedMessage = {
      type: EMBED_MESSAGE_TYPE,
      placementId,
      height: Math.ceil(content.getBoundingClientRect().height),
      scrollY: Math.round(target.scrollY),
    };
    // The partner's origin is not known in advance; the message carries nothing personal.
    target.parent.postMessage(message, '*');
  };
  post();
  const observer = new ResizeObserver(post);
  observer.observe(content);
  target.addEventListener('resize', post);
  target.addEventListener('scroll', post, { passive: true });
  return () => {
    observer.disconnect();
    target.removeEventListener('resize', post);
    target.removeEventListener('scroll', post);
  };
}
