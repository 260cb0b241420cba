// The way into an application, for the tests that start past it: a new visitor opens /fulfillment/start,
// creates an account, adds and verifies a phone inside the journey, and lands on the honesty pledge.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { heading, newPerson, PASSWORD, textMyCode, type Person } from './people.ts';

export const PLEDGE = 'Two things to know before you apply';
export const CHECKLIST = 'Is term life a fit for you?';
export const EXIT_TITLE = 'Do you really wanna exit mid-application?';
export const RESTORE_TITLE = 'Pick up where you left off?';

export const progressBar = (page: Page) => page.getByRole('progressbar', { name: 'Application progress' });
export const headerExit = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Exit' });

/**
 * `arrive` opens the dashboard in a new visit (a reload, an address typed) of someone whose application is
 * finished: the insurance card named `card` in its owned state, and no offer to pick the application up again.
 */
export async function expectNoJourneyOffered(
  page: Page,
  card: string,
  arrive: () => Promise<unknown>,
): Promise<void> {
  // Saved progress is looked at by a lazily loaded check (the restore chunk), on every arrival while any exists.
  const checked = page.waitForResponse((response) => /\/assets\/restore-[^/]*\.js$/.test(response.url()));
  await arrive();
  await checked;
  await expect(page.getByRole('article', { name: card })).toContainText('Coverage Amount');
  // An offer opens right after that check, once its modal's code has loaded: give it the time to appear.
  await page.waitForTimeout(2_000);
  await expect(page.getByRole('dialog', { name: RESTORE_TITLE })).toHaveCount(0);
}

/** Registers a new person from /fulfillment/start and stops on the honesty pledge. */
export async function registerInJourney(
  page: Page,
  request: APIRequestContext,
  label: string,
): Promise<Person> {
  const person = newPerson(label);
  await page.goto('/fulfillment/start');
  await heading(page, 'Create your account');
  await page.getByRole('textbox', { name: 'Email' }).fill(person.email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('checkbox', { name: 'I am 18 years of age or older' }).check();
  await page.getByRole('button', { name: 'CONFIRM INFO AND CONTINUE' }).click();

  await heading(page, "What's your phone number?");
  await page.getByRole('textbox', { name: 'Mobile phone number' }).fill(person.national);
  await page.getByRole('button', { name: 'CONTINUE' }).click();
  await textMyCode(page, request, person.e164);
  await heading(page, PLEDGE);
  return person;
}

/** From the honesty pledge through the eligibility checklist into the onboarding-intro flow. */
export async function passPledgeAndChecklist(page: Page): Promise<void> {
  await heading(page, PLEDGE);
  await page.getByRole('button', { name: 'NEXT' }).click();
  await page.getByRole('button', { name: 'I UNDERSTAND' }).click();
  await heading(page, CHECKLIST);
  await page.getByRole('link', { name: 'CONTINUE' }).click();
  await expect(page).toHaveURL(/\/flow\/onboarding-intro$/);
}

/**
 * From the onboarding intro through the insurance profile (an Ohio address found by autocomplete, the SSN) to
 * "Verify & continue", which moves the journey on past the eligibility check.
 */
export async function throughInsuranceProfile(
  page: Page,
  person: Person,
  first: string,
  last: string,
): Promise<void> {
  const next = (name: string) => page.getByRole('button', { name, exact: true }).click();
  await heading(page, 'Applying takes about 10 minutes');
  await next('NEXT');
  await heading(page, 'Have these handy');
  await next('NEXT');
  await heading(page, 'Your answers stay private');
  await next("LET'S GO");
  await heading(page, "What's your legal name?");
  await page.getByRole('textbox', { name: 'First name' }).fill(first);
  await page.getByRole('textbox', { name: 'Last name' }).fill(last);
  await next('CONTINUE');
  await heading(page, "When's your birthday?");
  await page.getByRole('textbox', { name: 'Date of birth' }).fill('03/14/1990');
  await next('CONTINUE');
  await heading(page, "What's your gender?");
  await page.getByText('Female', { exact: true }).click();
  await next('CONTINUE');
  await heading(page, 'Where do you live?');
  await pickAddressByKeyboard(page, '100 Main St Colu', /Columbus, OH/);
  await expect(page.getByRole('group', { name: 'Verified address' })).toContainText('100 Main St');
  await next('CONTINUE');
  await heading(page, "What's your phone number?");
  const phone = page.getByRole('textbox', { name: 'Phone number' });
  if ((await phone.inputValue()) === '') await phone.fill(person.national);
  await next('CONTINUE');
  await heading(page, "What's your Social Security number?");
  await page.getByRole('textbox', { name: 'Social Security number' }).fill('078-05-1120');
  await next('CONTINUE');
  await heading(page, 'Verify & continue');
  await page.getByRole('main').getByRole('button', { name: 'Verify & continue' }).click();
}

/**
 * Types a street and picks the suggestion matching `cityState` by keyboard, as a person may (on a phone, a
 * suggestion tapped while the page scrolls it into view can slip under the next field), then waits for the
 * address to be verified.
 */
export async function pickAddressByKeyboard(page: Page, typed: string, cityState: RegExp): Promise<void> {
  await chooseAddressSuggestion(page, typed, cityState);
  await expect(page.getByRole('group', { name: 'Verified address' })).toBeVisible();
}

/**
 * Types a street and picks the suggestion naming `cityState` with the arrow keys and Enter (a tap on a phone
 * can land on the label below a suggestion that has just moved).
 */
export async function chooseAddressSuggestion(page: Page, typed: string, cityState: RegExp): Promise<void> {
  const street = page.getByRole('combobox', { name: /Street address/ });
  await street.evaluate((input) => input.scrollIntoView({ block: 'center' }));
  await street.pressSequentially(typed);
  const option = page.getByRole('option', { name: cityState }).first();
  await expect(option).toBeVisible();
  const optionId = await option.getAttribute('id');
  for (let step = 0; step < 10; step += 1) {
    await street.press('ArrowDown');
    if ((await street.getAttribute('aria-activedescendant')) === optionId) break;
  }
  await street.press('Enter');
}
