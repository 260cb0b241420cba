// A policyholder's beneficiaries, in real Chromium at desktop and phone sizes. The sandbox makes the person a
// policyholder (/dev/beneficiaries/attach-to-policy: policies arrive with the purchase). Then: "Get Claims
// Instructions" e-mails the claims packet to a beneficiary with an e-mail address (a PDF in the outbox that
// downloads); an edited share is a pending change, shown against the policy's set and confirmed with
// ConfirmBeneficiaryChangesModal (the terms load first, then the checkbox; CONTINUE waits for it), after which
// the history lists it; and a second change is dropped by SaveChangesModal's "LEAVE WITHOUT SAVING". Keyboard
// where it matters, axe on every page and modal, screenshots kept in the test's output.
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { graphql, registeredUser } from './support/api.ts';
import { expectAccessible, expectAccessiblePage } from './support/axe.ts';
import { heading, newPerson, PASSWORD, textMyCode } from './support/people.ts';

const REVIEW_TITLE = 'Your beneficiaries';
const PENDING = 'Changes waiting for your confirmation';
const ACK = 'By checking this box, I acknowledge that I wish to make these changes to my policy';

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
/** A primary beneficiary's card on the review. */
const card = (page: Page, name: string) =>
  page.getByRole('region', { name: 'PRIMARY BENEFICIARIES' }).getByRole('listitem').filter({ hasText: name });
const allocation = (page: Page, name: string) => page.getByRole('textbox', { name: `${name} (%)` });

async function shot(page: Page, info: TestInfo, name: string) {
  await page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });
}

async function addPrimary(
  request: APIRequestContext,
  token: string,
  firstName: string,
  email: string | null,
) {
  const { createBeneficiary } = await graphql<{
    createBeneficiary: { beneficiary: { id: string } | null; error: unknown };
  }>(
    request,
    `
      mutation ($input: CreateBeneficiaryInput!) {
        createBeneficiary(input: $input) {
          beneficiary {
            id
          }
          error {
            code
            message
          }
        }
      }
    `,
    {
      input: {
        type: 'INDIVIDUAL',
        responsibility: 'PRIMARY',
        contact: {
          firstName,
          lastName: firstName === 'Grace' ? 'Hopper' : 'Lee',
          birthdate: '1985-05-20',
          relationship: 'friend',
          ...(email ? { email } : {}),
        },
        address: { street1: '100 Main St', city: 'Columbus', state: 'OH', postalCode: '43215' },
      },
    },
    token,
  );
  expect(createBeneficiary.error).toBeNull();
}

async function logIn(page: Page, request: APIRequestContext, email: string, e164: string) {
  await heading(page, 'Log in');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await textMyCode(page, request, e164);
}

async function setShares(page: Page, grace: string, bo: string) {
  await page.getByRole('link', { name: 'EDIT ALLOCATIONS', exact: true }).click();
  await heading(page, 'Edit allocations');
  await allocation(page, 'Grace Hopper').fill(grace);
  await allocation(page, 'Bo Lee').fill(bo);
  await button(page, 'SAVE ALLOCATIONS').click();
  await heading(page, REVIEW_TITLE);
}

test.describe('a policyholder’s beneficiaries', () => {
  test('claims instructions by e-mail, a confirmed change in the history, a discarded one', async ({
    page,
    request,
  }, info) => {
    test.setTimeout(240_000);
    const { person, token } = await registeredUser(request, 'policyholder');
    const graceEmail = newPerson('grace').email;
    await addPrimary(request, token, 'Grace', graceEmail);
    await addPrimary(request, token, 'Bo', null);
    const attached = await request.post('/dev/beneficiaries/attach-to-policy', {
      headers: { authorization: `Bearer ${token}` },
      data: {},
    });
    expect(attached.status()).toBe(200);

    await page.goto('/beneficiary/wysh-insurance');
    await logIn(page, request, person.email, person.e164);
    await heading(page, REVIEW_TITLE);
    const main = page.getByRole('main');
    await expect(card(page, 'Grace Hopper')).toContainText('50%');
    await expect(main.getByRole('region', { name: 'Beneficiary history' })).toContainText(
      'Named when your policy was issued',
    );
    await expect(main.getByRole('region', { name: PENDING })).toHaveCount(0);
    await expectAccessiblePage(page);
    await shot(page, info, 'policyholder-review');

    // (a) The claims instructions, by keyboard: only Grace has an e-mail address.
    await button(page, 'Get Claims Instructions').focus();
    await page.keyboard.press('Enter');
    const packet = page.getByRole('dialog', { name: 'Get Claims Instructions' });
    await expect(packet.getByRole('radio', { name: /Grace Hopper/ })).toBeChecked();
    await expect(packet.getByRole('radio')).toHaveCount(1);
    await expect(packet.getByText('No e-mail address on file: Bo Lee')).toBeVisible();
    await expectAccessible(page);
    await shot(page, info, 'packet-modal');
    await packet.getByRole('button', { name: 'SEND' }).click();
    await expect(packet.getByRole('status')).toHaveText(
      `We e-mailed the claims instructions to ${graceEmail}.`,
    );
    await expectAccessible(page);
    await packet.getByRole('button', { name: 'DONE' }).click();
    await expect(packet).toHaveCount(0);

    // The e-mail is in the outbox with the PDF, which downloads and is a PDF.
    const outbox = await request.get(`/dev/outbox?to=${encodeURIComponent(graceEmail)}`);
    const { messages } = (await outbox.json()) as {
      messages: Array<{ attachments?: Array<{ filename: string; contentType: string; url: string }> }>;
    };
    expect(messages).toHaveLength(1);
    const [pdf] = messages[0]!.attachments ?? [];
    expect(pdf).toMatchObject({ filename: 'claims-instructions.pdf', contentType: 'application/pdf' });
    const download = await request.get(pdf!.url);
    expect(download.ok()).toBe(true);
    expect((await download.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');

    // (b) A new split is a pending change, shown against the policy's set.
    await setShares(page, '70', '30');
    const pending = main.getByRole('region', { name: PENDING });
    await expect(pending).toContainText('Grace Hopper: 50% to 70%');
    await expect(pending).toContainText('Bo Lee: 50% to 30%');
    await expect(card(page, 'Grace Hopper')).toContainText('70%');
    await expectAccessiblePage(page);
    await shot(page, info, 'pending-change');

    await pending.getByRole('button', { name: 'CONFIRM CHANGES' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm your beneficiary changes' });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'CONTINUE' })).toBeDisabled();
    // The terms load, then the acknowledgement appears; CONTINUE waits for it to be ticked.
    const terms = confirm.locator('iframe[title="Beneficiary Change Terms"]');
    await expect(terms).toBeVisible();
    await expect(terms).toHaveAttribute('sandbox', '');
    await expect(
      page.frameLocator('iframe[title="Beneficiary Change Terms"]').getByRole('heading', { level: 1 }),
    ).toHaveText('Beneficiary Change Terms');
    const checkbox = confirm.getByRole('checkbox', { name: ACK });
    await expect(checkbox).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'CONTINUE' })).toBeDisabled();
    await expectAccessible(page);
    await shot(page, info, 'confirm-modal');
    await checkbox.focus();
    await page.keyboard.press('Space');
    await expect(checkbox).toBeChecked();
    await expect(confirm.getByRole('button', { name: 'CONTINUE' })).toBeEnabled();
    await confirm.getByRole('button', { name: 'CONTINUE' }).focus();
    await page.keyboard.press('Enter');
    await expect(confirm).toHaveCount(0);

    // Applied: nothing pending, the split is the policy's, and the history lists the change first.
    await expect(main.getByRole('status')).toHaveText('Your beneficiary changes are confirmed.');
    await expect(main.getByRole('region', { name: PENDING })).toHaveCount(0);
    const history = main.getByRole('region', { name: 'Beneficiary history' });
    const entries = history.getByRole('listitem').filter({ hasText: /·/ });
    await expect(entries).toHaveCount(2);
    await expect(entries.first()).toContainText('Change confirmed (terms version 1)');
    await expect(entries.first()).toContainText('Grace Hopper: 50% to 70%');
    await expect(entries.last()).toContainText('Named when your policy was issued');
    await expectAccessiblePage(page);
    await shot(page, info, 'history');

    // (c) Another split, then leaving without saving: it is discarded, the policy keeps 70/30.
    await setShares(page, '60', '40');
    await expect(main.getByRole('region', { name: PENDING })).toContainText('Grace Hopper: 70% to 60%');
    await button(page, 'DONE').click();
    const save = page.getByRole('dialog', { name: 'Save changes before you go?' });
    await expect(save).toBeVisible();
    await expectAccessible(page);
    await save.getByRole('button', { name: 'LEAVE WITHOUT SAVING' }).click();
    await heading(page, 'Account');
    await page.goto('/beneficiary/wysh-insurance');
    await heading(page, REVIEW_TITLE);
    await expect(card(page, 'Grace Hopper')).toContainText('70%');
    await expect(main.getByRole('region', { name: PENDING })).toHaveCount(0);
    await expect(
      main
        .getByRole('region', { name: 'Beneficiary history' })
        .getByRole('listitem')
        .filter({ hasText: /·/ }),
    ).toHaveCount(2);

    // The account's beneficiaries (the beneficiary flow in the policyholder's scope) show the same.
    await page.goto('/account');
    await heading(page, 'Account');
    await page.getByRole('link', { name: /^Beneficiaries/ }).click();
    await expect(page).toHaveURL(/\/flow\/beneficiary$/);
    await heading(page, 'Who should receive your benefit?');
    await button(page, 'CONTINUE').click();
    await heading(page, REVIEW_TITLE);
    const flowHistory = main.getByRole('region', { name: 'Beneficiary history' });
    await expect(flowHistory.getByRole('listitem').filter({ hasText: /·/ })).toHaveCount(2);
    await expect(button(page, 'Get Claims Instructions')).toBeVisible();
    await expect(card(page, 'Grace Hopper')).toContainText('70%');
    await expectAccessiblePage(page);
    await shot(page, info, 'account-beneficiaries');
  });
});
