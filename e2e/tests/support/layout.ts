// Layout checks for every page a journey visits, run with the axe check (./axe.ts): nothing may make the page
// scroll sideways (issue 23 item 12: a long e-mail address pushed "Congrats on your new policy!" past a 360 px
// screen). The message names the widest elements, so a failure says what to fix.
import { expect, type Page } from '@playwright/test';

interface Overflow {
  scrollWidth: number;
  clientWidth: number;
  /** The elements reaching furthest past the right edge (tag, id or class, and their right edge). */
  culprits: string[];
}

async function overflowOf(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const clientWidth = root.clientWidth;
    const culprits = [...document.body.querySelectorAll('*')]
      .map((element) => ({ element, right: element.getBoundingClientRect().right + window.scrollX }))
      .filter(({ right }) => right > clientWidth + 0.5)
      .sort((a, b) => b.right - a.right)
      .slice(0, 5)
      .map(({ element, right }) => {
        const name = element.tagName.toLowerCase();
        const id = element.id ? `#${element.id}` : '';
        const classes =
          typeof element.className === 'string' && element.className ? `.${element.className}` : '';
        const text = (element.textContent ?? '').trim().slice(0, 40);
        return `${name}${id}${classes} right=${Math.round(right)} "${text}"`;
      });
    return { scrollWidth: root.scrollWidth, clientWidth, culprits };
  });
}

/** The page is no wider than its viewport: it never scrolls sideways (./axe.ts checks it at 1280 px and at 360 px). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await overflowOf(page);
  expect(
    overflow.scrollWidth,
    `${page.url()} scrolls sideways (${overflow.scrollWidth} px of content in ${overflow.clientWidth} px):\n` +
      overflow.culprits.join('\n'),
  ).toBeLessThanOrEqual(overflow.clientWidth);
}
