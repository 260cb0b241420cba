// Accessibility check for every page a journey visits: axe-core with the WCAG 2.0/2.1 A and AA rules,
// plus the house rule of one h1 per page and no sideways scrolling (./layout). Fails the test with a readable
// list of what is wrong.
//
// Each page is checked at both sizes the product is built for, whichever size the journey runs at: a journey
// runs once (at phone size unless it is about what differs between sizes, playwright.config.ts), and the page
// it reaches is resized to the other size, checked there, and given back its own size.
//
// Sandboxed frames (disclosure bodies: sandbox="" runs no script, so axe cannot be injected into them) are
// checked on their own: their srcdoc is loaded into a scratch page and analysed there.
//
// axe-core is driven directly rather than through @axe-core/playwright: that wrapper evaluates axe's 580 kB source
// in every frame two or three times per check, which was most of a check's cost (a journey checks a page at every
// step, at two sizes). Here a document gets axe once, the first time it is checked, and later checks of the same
// document only run it; a frame axe cannot enter is skipped, as the wrapper's legacy mode did.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Frame, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { expectNoSidewaysScroll } from './layout.ts';

const RUN_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  // Only the violations are read: details of every passing node are not gathered and sent back.
  resultTypes: ['violations'],
};
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const axeInstaller = `${axeSource};axe.configure({ allowedOrigins: ['<same_origin>'] });`;

type WithAxe = Window & { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } };

async function installAxe(frame: Frame): Promise<void> {
  const installed = await frame.evaluate(() => 'axe' in window).catch(() => true);
  if (!installed) await frame.evaluate(axeInstaller).catch(() => undefined);
}

async function violationsOf(page: Page) {
  for (const frame of page.frames()) await installAxe(frame);
  const results = await page.evaluate(
    (options) => (window as unknown as WithAxe).axe.run(document, options),
    RUN_OPTIONS,
  );
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/**
 * Waits for the busy parts to be done, then for finite animations and transitions (a modal's 0.25 s fade) to end: mid-fade text has partial opacity,
 * and axe would measure a contrast nobody reads. Endless ones (a loading spinner) are not waited for.
 */
async function settled(page: Page): Promise<void> {
  // A part that says it is busy (aria-busy: its data on the way) changes soon, with a transition (a button
  // enabled when the figures arrive): what axe should see is the page once it has stopped saying so.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // A modal mounted a moment ago (its code loads lazily) starts its fade a frame or two later: the page counts as
  // settled when no finite animation is pending or running, twice, a couple of frames apart. Frames are waited for
  // at most 250 ms and the whole at most 10 s: a page just resized can stop producing animation frames for minutes
  // on a busy machine (seen once in CI). A fade still running then is what violationsOfSettled measures again.
  // One evaluation in the page, not a round trip per frame and poll: each costs most on the busiest machine.
  await page.evaluate(async () => {
    const twoFrames = () =>
      new Promise<void>((done) => {
        requestAnimationFrame(() => requestAnimationFrame(() => done()));
        setTimeout(done, 250);
      });
    const animating = () =>
      document
        .getAnimations()
        .some(
          (animation) =>
            animation.playState !== 'finished' &&
            animation.playState !== 'idle' &&
            animation.effect?.getComputedTiming().iterations !== Infinity,
        );
    const deadline = Date.now() + 10_000;
    let quietChecks = 0;
    while (quietChecks < 2 && Date.now() < deadline) {
      await twoFrames();
      if (animating()) {
        quietChecks = 0;
        await new Promise((wait) => setTimeout(wait, 50));
      } else quietChecks += 1;
    }
  });
}

/**
 * axe once more when every element it faulted is gone from the page: a modal that closes itself (Payment
 * received, after 2 s) may start fading out while a busy machine's analysis runs, and axe then measures the
 * contrast of text on its way out. A fault on anything still on the page stands.
 */
async function violationsOfSettled(page: Page) {
  const violations = await violationsOf(page);
  const selectors = violations.flatMap((violation) => violation.nodes);
  if (selectors.length === 0) return violations;
  for (const selector of selectors) if ((await page.locator(selector).count()) > 0) return violations;
  await settled(page);
  return violationsOf(page);
}

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

async function expectAccessibleAtThisSize(page: Page): Promise<void> {
  await settled(page);
  const width = page.viewportSize()?.width;
  expect(await violationsOfSettled(page), `axe found violations on ${page.url()} at ${width} px`).toEqual([]);
  await expectNoSidewaysScroll(page);
}

type Resizing = Window & { resizeSeen?: Promise<void> };

/**
 * The viewport set to `size`, returning once the page has had its resize event. The event comes at the page's
 * next rendering step, which a busy machine delays: arriving after this check, it would land in whatever the test
 * does next (a keyboard drag cancels itself on a window resize, and did, in CI).
 */
async function resizeTo(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.evaluate(() => {
    (window as Resizing).resizeSeen = new Promise<void>((seen) => {
      window.addEventListener('resize', () => seen(), { once: true });
      setTimeout(seen, 5_000);
    });
  });
  await page.setViewportSize(size);
  await page.evaluate(() => (window as Resizing).resizeSeen);
}

export async function expectAccessible(page: Page): Promise<void> {
  const own = page.viewportSize() ?? DESKTOP;
  await expectAccessibleAtThisSize(page);
  await resizeTo(page, own.width < 960 ? DESKTOP : PHONE);
  try {
    await expectAccessibleAtThisSize(page);
  } finally {
    await resizeTo(page, own);
  }

  const documents = await page
    .locator('iframe[sandbox][srcdoc]')
    .evaluateAll((frames) => frames.map((frame) => frame.getAttribute('srcdoc') ?? ''));
  for (const html of documents) {
    const scratch = await page.context().newPage();
    try {
      await scratch.setContent(html);
      expect(
        await violationsOf(scratch),
        `axe found violations in a framed document on ${page.url()}`,
      ).toEqual([]);
    } finally {
      await scratch.close();
    }
  }
}

/** axe, and exactly one h1 on the page (a modal's title is an h2). */
export async function expectAccessiblePage(page: Page): Promise<void> {
  await expect(page.locator('h1')).toHaveCount(1);
  await expectAccessible(page);
}
