// Buying through the screens, as an applicant does: signed up in the journey, approved (the interview through
// the API), on the quote, then "Last step!" with a card typed into the card provider's frame.
import type { APIRequestContext, Page } from '@playwright/test';
import { applyThroughApi } from './applicant.ts';
import { registerInJourney, RESTORE_TITLE } from './applying.ts';
import { heading, type Person } from './people.ts';

/** Types a card into the card provider's frame on "Last step!". */
export async function enterCard(page: Page, number: string, cvc = '123') {
  const frame = page.frameLocator('iframe[title="Card details"]');
  await frame.getByLabel('Card number').pressSequentially(number.replace(/\s/g, ''));
  await frame.getByLabel('Expiration date').pressSequentially('1230');
  await frame.getByLabel('Security code').pressSequentially(cvc);
}

/** A new applicant, approved, on "Last step!" for the term quote. */
export async function onLastStep(page: Page, request: APIRequestContext, label: string): Promise<Person> {
  const person = await registerInJourney(page, request, label);
  await applyThroughApi(page, request);
  await page.goto('/review-quote');
  await page.getByRole('dialog', { name: RESTORE_TITLE }).getByRole('button', { name: 'NOT NOW' }).click();
  await heading(page, 'Your quote is ready for review');
  await page.getByRole('button', { name: 'PURCHASE TERM LIFE' }).click();
  await heading(page, 'Last step!');
  return person;
}
