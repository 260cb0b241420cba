import { useEffect, useState, type RefObject } from 'react';

/** True once the page has scrolled beyond half the element's bottom edge (the header turns opaque). */
export function useScrolledPastHalf(ref: RefObject<HTMLElement | null>): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      // The header sits at the top of the page, so its bottom edge is its height.
      const bottom = ref.current?.offsetHeight ?? 0;
      setPast(window.scrollY > bottom / 2);
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [ref]);
  return past;
}
