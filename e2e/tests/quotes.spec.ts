// The quote pages (issue 14 item 5) in real Chromium: an applicant approved at preferred_plus opens
// /review-quote and sees their monthly premium, the cover, "Until you're N y/o", the working with its class, the
// FAQ and the accidental-death offer beside it; LEARN MORE leads to /about-ad with its cards, questions, the
// payout details and GET NOW. A BMI-42 applicant sent to /review-quote lands on /about-ad (term declined,
// AD offered). Every page and modal passes axe at desktop and phone sizes, with screenshots kept.
import { expect, test } from '@playwright/test';
import { applyThroughApi } from './support/applicant.ts';
import { registerInJourney, RESTORE_TITLE } from './support/applying.ts';
import { expectAccessible, expectAccessiblePage } from './support/axe.ts';
import { heading } from './support/people.ts';

test.describe('quotes', () => {
  test.describe.configure({ timeout: 180_000 });

  test('an approved applicant reviews the term quote, its working and the accidental-death offer', async ({
    page,
    request,
  }, testInfo) => {
    await registerInJourney(page, request, 'quote');
    expect(await applyThroughApi(page, request)).toBe('accepted');

    await page.goto('/review-quote');
    // The application journey this person started is offered back; they look at their quote instead.
    await page.getByRole('dialog', { name: RESTORE_TITLE }).getByRole('button', { name: 'NOT NOW' }).click();
    await heading(page, 'Your quote is ready for review');
    const main = page.getByRole('main');
    await expect(main).toContainText(
      'Congratulations! Your application for Term Life Insurance has been approved.',
    );
    await expect(main).toContainText('$500,000');
    await expect(main).toContainText('Preferred Plus');
    await expect(main).toContainText(/Until you're \d+ y\/o/);
    await expect(main.getByRole('button', { name: 'PURCHASE TERM LIFE' })).toBeVisible();
    await expectAccessiblePage(page);
    await page.screenshot({ path: testInfo.outputPath('review-quote.png'), fullPage: true });

    // The working: the filed rate, the fee, the class and the rate version.
    await main
      .getByRole('region', { name: 'Term life policy' })
      .getByRole('button', { name: 'Learn how we calculate monthly premiums' })
      .click();
    const working = page.getByRole('dialog', { name: 'How we calculate your premium' });
    await expect(working).toContainText('Preferred Plus');
    await expect(working).toContainText('term-life.');
    // An approved quote is the final price, at the best class here: no estimate's words (issue 23 item 8).
    await expect(working.getByRole('heading', { name: 'Why Preferred Plus' })).toBeVisible();
    await expect(working).toContainText('met every rule of Preferred Plus, our best class');
    await expect(working).toContainText('This is your final price');
    await expect(working).not.toContainText('An estimate assumes average health');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(working).toBeHidden();

    // The FAQ opens by keyboard.
    const question = main.getByText('Can I cancel anytime?');
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(main).toContainText('full refund');

    // The accidental-death offer, in its info mode, leads to /about-ad.
    const offer = main.getByRole('region', { name: 'Accidental death policy' });
    await expect(offer).toContainText(/Quote valid until \d{2}\/\d{2}\/\d{4}/);
    await expect(offer).toContainText('Up to $500,000');
    await offer.getByRole('link', { name: 'LEARN MORE' }).click();
    await heading(page, 'Accidental death insurance');
    await expect(page.getByRole('main')).toContainText('INTRODUCING');
    await expect(page.getByRole('main')).toContainText('LOCKED IN RATE UNTIL 65 Y/O');
    await expectAccessiblePage(page);

    const purchaseOffer = page.getByRole('region', { name: 'Accidental death policy' });
    await expect(purchaseOffer.getByRole('button', { name: 'GET NOW' })).toBeVisible();
    await purchaseOffer.getByRole('button', { name: 'See payout details' }).click();
    const payouts = page.getByRole('dialog', { name: 'Payout details' });
    await expect(payouts).toContainText('$250,000');
    await expect(payouts).toContainText('$125,000');
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('payout-details.png') });
    await payouts.getByRole('button', { name: 'GOT IT' }).click();
    await expect(payouts).toBeHidden();
  });

  test('a BMI-42 applicant is offered accidental death only: /review-quote leads to /about-ad', async ({
    page,
    request,
  }, testInfo) => {
    await registerInJourney(page, request, 'adonly');
    // 5 ft 10 in and 293 lb: BMI 42.
    expect(await applyThroughApi(page, request, { weight: 293 })).toBe('ad_only');
    await page.goto('/review-quote');
    await expect(page).toHaveURL(/\/about-ad$/);
    // The application journey this person started is offered back; they look at their quote instead.
    await page.getByRole('dialog', { name: RESTORE_TITLE }).getByRole('button', { name: 'NOT NOW' }).click();
    await heading(page, 'Accidental death insurance');
    await expect(page.getByRole('region', { name: 'Accidental death policy' })).toBeVisible();
    await expectAccessiblePage(page);
    await page.screenshot({ path: testInfo.outputPath('about-ad.png'), fullPage: true });
  });

  test('an approved applicant customizes the quote within the approval and saves it', async ({
    page,
    request,
  }, testInfo) => {
    await registerInJourney(page, request, 'customize');
    expect(await applyThroughApi(page, request)).toBe('accepted');
    await page.goto('/review-quote');
    await page.getByRole('dialog', { name: RESTORE_TITLE }).getByRole('button', { name: 'NOT NOW' }).click();
    const term = page.getByRole('main').getByRole('region', { name: 'Term life policy' });
    const before = await term.getByText(/^\$\d+\.\d{2}$/).innerText();
    await term.getByRole('link', { name: 'CUSTOMIZE YOUR COVERAGE AND PRICE' }).click();

    await expect(page).toHaveURL(/\/edit-coverage\/quote$/);
    const cover = page.getByRole('slider', { name: 'Coverage amount' });
    await expect(cover).toHaveAttribute('aria-valuetext', '$500,000');
    await expect(page.getByRole('slider', { name: 'Lock rate until age' })).toBeVisible();
    await expect(page.getByText('5 mins to the finish line')).toBeHidden();
    await expectAccessiblePage(page);
    await cover.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(cover).toHaveAttribute('aria-valuetext', '$400,000');
    const save = page.getByRole('button', { name: 'SAVE' });
    await expect(save).not.toHaveAttribute('aria-disabled', 'true');
    await page.screenshot({ path: testInfo.outputPath('quote-editor.png'), fullPage: true });
    await save.click();

    await heading(page, 'Your quote is ready for review');
    await expect(term).toContainText('$400,000');
    await expect(term.getByText(/^\$\d+\.\d{2}$/)).not.toHaveText(before);

    // The accidental-death offering's editor has no term to choose (cover runs to 65). A new page load offers
    // the saved application again: set aside, as before.
    await page.goto('/edit-coverage/adOffering');
    await page.getByRole('dialog', { name: RESTORE_TITLE }).getByRole('button', { name: 'NOT NOW' }).click();
    await expect(page.getByRole('slider', { name: 'Coverage amount' })).toHaveAttribute(
      'aria-valuetext',
      '$500,000',
    );
    await expect(page.getByRole('slider', { name: 'Lock rate until age' })).toHaveCount(0);
    await expectAccessiblePage(page);
  });
});
