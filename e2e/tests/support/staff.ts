// The sandbox's seeded staff (README), signed in as staff act: in a verified session. The password alone does not
// open a console; the code texted to the staff member's phone does.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { heading, textMyCode } from './people.ts';

export const UNDERWRITER = {
  email: 'underwriter@sandbox.wysh.test',
  password: 'careful-underwriter-48',
  e164: '+13125550148',
};

/** Signs the underwriter in on `staff` and opens the queue ("Cases to decide") through the phone code. */
export async function signInAsUnderwriter(staff: Page, request: APIRequestContext) {
  await staff.goto('/login');
  await heading(staff, 'Log in');
  await staff.getByRole('textbox', { name: 'Email' }).fill(UNDERWRITER.email);
  await staff.getByLabel('Password', { exact: true }).fill(UNDERWRITER.password);
  await staff.getByRole('button', { name: 'LOG IN' }).click();
  await expect(staff).not.toHaveURL(/\/login/);
  await staff.goto('/underwriting');
  await textMyCode(staff, request, UNDERWRITER.e164);
  await heading(staff, 'Cases to decide');
}

export const SUPPORT_AGENT = {
  email: 'support@sandbox.wysh.test',
  password: 'helpful-support-agent-62',
  e164: '+13125550162',
};

/** Signs customer service in on `staff` and opens the servicing console ("Customer service") through the code. */
export async function signInAsSupportAgent(staff: Page, request: APIRequestContext) {
  await staff.goto('/login');
  await heading(staff, 'Log in');
  await staff.getByRole('textbox', { name: 'Email' }).fill(SUPPORT_AGENT.email);
  await staff.getByLabel('Password', { exact: true }).fill(SUPPORT_AGENT.password);
  await staff.getByRole('button', { name: 'LOG IN' }).click();
  await expect(staff).not.toHaveURL(/\/login/);
  await staff.goto('/servicing');
  await textMyCode(staff, request, SUPPORT_AGENT.e164);
  await heading(staff, 'Customer service');
}
