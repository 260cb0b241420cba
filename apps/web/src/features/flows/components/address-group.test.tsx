import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Form } from '@wysh/forms/protocol';
import { signInAs } from '../../../testing/auth';
import { api, buildForm, button, input, validation } from '../../../testing/flow-builders';
import { serveFlow, type CreateResponseVariables } from '../../../testing/flows';
import { answer } from '../../../testing/graphql';
import { testVerifiedData } from '../../../testing/handlers';
import { renderApp } from '../../../testing/render-app';
import { useModalStore } from '../../../shared/stores/modal';

// Each test types, waits out the 500 ms debounce of the suggestions and loads the flow's lazy code.
const SLOW = { timeout: 20_000 };

beforeAll(() => {
  configure({ asyncUtilTimeout: 8000 });
});
afterAll(() => {
  configure({ asyncUtilTimeout: 4000 });
});
beforeEach(() => {
  useModalStore.getState().reset();
});

/** The insurance profile's address form as the server sends it (field ids bound to the profile). */
function addressForm(
  values: Partial<Record<'street1' | 'city' | 'state' | 'zip', string>> = {},
  { verified = false } = {},
): Form {
  const part = (key: string, fieldId: string, element: string, label: string, required = true) =>
    input('inputText', fieldId, { element, label, required, value: values[key as keyof typeof values] });
  // The builders key items by field id: the group names them in the order of its parts.
  return buildForm(
    [
      { key: 'title', type: 'text', content: { text: 'Where do you live?', typography: 'title' } },
      part('street1', 'profile.address.street1', 'street', 'Street address'),
      part('street2', 'profile.address.street2', 'street', 'Apt, suite or unit', false),
      part('city', 'profile.address.city', 'city', 'City'),
      part('state', 'profile.address.state', 'state', 'State'),
      part('zip', 'profile.address.postalCode', 'postalCode', 'ZIP code'),
      button('continue', [validation('validateForm'), api('createResponse'), api('nextForm')], {
        text: 'CONTINUE',
        primary: true,
      }),
    ],
    {
      slug: 'address',
      groups: [
        {
          key: 'home',
          type: 'address',
          ...(verified ? { verified } : {}),
          itemKeys: [
            'profile.address.street1',
            'profile.address.street2',
            'profile.address.city',
            'profile.address.state',
            'profile.address.postalCode',
          ],
        },
      ],
    },
  );
}

const done = buildForm([{ key: 't', type: 'text', content: { text: 'Next step', typography: 'title' } }], {
  slug: 'two',
});

function open(
  form: Form,
  options: Partial<Parameters<typeof serveFlow>[0]> = {},
  level: 'identified' | 'verified' = 'identified',
) {
  signInAs(level);
  const flow = serveFlow({ slug: 'test-flow', forms: [form, done], ...options });
  return { ...renderApp('/flow/test-flow'), flow };
}

const suggestion = (place: Partial<Record<string, string>> = {}) => ({
  streetLine: '100 E Broad St',
  secondary: '',
  city: 'Columbus',
  state: 'OH',
  zipcode: '43215',
  entries: 1,
  ...place,
});

const verified = (place: Partial<Record<string, string>> = {}) => ({
  verifyAddress: {
    address: {
      street1: '100 E Broad St',
      street2: null,
      city: 'Columbus',
      state: 'OH',
      postalCode: '43215',
      ...place,
    },
    error: null,
  },
});

const street = () => screen.getByRole('combobox', { name: /Street address/ });
const saved = (answers: CreateResponseVariables[]) =>
  Object.fromEntries(answers.at(-1)!.fieldResponses.map((response) => [response.fieldId, response.value]));

describe('address groups in server-driven forms', () => {
  it('draws the shared address field and validates each part on blur', SLOW, async () => {
    const { user } = open(addressForm());
    await screen.findByRole('heading', { level: 1, name: 'Where do you live?' });
    expect(street()).toHaveAttribute('id', 'flow-field-profile_address_street1');
    const city = screen.getByRole('textbox', { name: 'City' });
    expect(city).toHaveAttribute('id', 'flow-field-profile_address_city');
    expect(screen.getByRole('textbox', { name: 'Apartment, suite or unit' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveDisplayValue('Choose a state');
    expect(screen.getByRole('textbox', { name: 'ZIP code' })).toBeInTheDocument();

    await user.click(city);
    await user.tab();
    expect(city).toHaveAccessibleDescription('Required');
    await user.type(city, 'Columbus');
    expect(city).not.toHaveAccessibleDescription('Required');

    const zip = screen.getByRole('textbox', { name: 'ZIP code' });
    await user.type(zip, '432');
    await user.tab();
    expect(zip).toHaveAccessibleDescription('This should be a 5-digit ZIP code');
  });

  it('saves a picked, verified address under its parts’ field ids', SLOW, async () => {
    const suggestions = answer('AddressSuggestions', () => ({ addressSuggestions: [suggestion()] }));
    answer('VerifyAddress', () => verified());
    const { user, flow } = open(addressForm());
    await screen.findByRole('heading', { level: 1, name: 'Where do you live?' });
    await user.type(street(), '100 E Broad');
    await user.click(await screen.findByRole('option', { name: /100 E Broad St/ }));
    expect(await screen.findByRole('group', { name: 'Verified address' })).toHaveTextContent(
      'Columbus, OH 43215',
    );
    // Nothing on file and nothing chosen yet: no state is preferred.
    expect(suggestions[0]).toEqual({ input: { search: '100 E Broad', preferState: null, selected: null } });

    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
    await screen.findByRole('heading', { level: 1, name: 'Next step' });
    expect(saved(flow.saved())).toEqual({
      'profile.address.street1': '100 E Broad St',
      'profile.address.street2': null,
      'profile.address.city': 'Columbus',
      'profile.address.state': 'OH',
      'profile.address.postalCode': '43215',
    });
  });

  it('keeps the server’s errors on the parts they name', SLOW, async () => {
    const { user, flow } = open(
      addressForm({ street1: '100 E Broad St', city: 'Columbus', state: 'OH', zip: '43215' }),
      {
        validate: () => [
          {
            fieldId: 'profile.address.postalCode',
            code: 'postalCode',
            message: 'This should be a 5-digit ZIP code',
            fullMessage: 'ZIP code: This should be a 5-digit ZIP code',
          },
        ],
      },
    );
    await screen.findByRole('heading', { level: 1, name: 'Where do you live?' });
    // The address on file fills the parts.
    expect(street()).toHaveValue('100 E Broad St');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveDisplayValue('Ohio');
    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
    const zip = screen.getByRole('textbox', { name: 'ZIP code' });
    await waitFor(() => expect(zip).toHaveAccessibleDescription('This should be a 5-digit ZIP code'));
    expect(screen.getByRole('textbox', { name: 'City' })).not.toHaveAccessibleDescription();
    expect(flow.saved()).toHaveLength(1);
    // What was typed stays.
    expect(zip).toHaveValue('43215');
  });

  it('shows the verified address on file as verified, and saves it as it is', SLOW, async () => {
    const { user, flow } = open(
      addressForm(
        { street1: '100 Main St', city: 'Columbus', state: 'OH', zip: '43215' },
        { verified: true },
      ),
    );
    const card = await screen.findByRole('group', { name: 'Verified address' });
    expect(card).toHaveTextContent('100 Main St');
    expect(card).toHaveTextContent('Columbus, OH 43215');
    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
    await screen.findByRole('heading', { level: 1, name: 'Next step' });
    expect(saved(flow.saved())).toMatchObject({ 'profile.address.street1': '100 Main St' });
  });

  it('shows an address on file the server does not call verified as its parts', SLOW, async () => {
    open(addressForm({ street1: '100 Main St', city: 'Columbus', state: 'OH', zip: '43215' }));
    await screen.findByRole('heading', { level: 1, name: 'Where do you live?' });
    expect(street()).toHaveValue('100 Main St');
    expect(screen.queryByRole('group', { name: 'Verified address' })).not.toBeInTheDocument();
  });

  it('prefers the state of the address on file in a verified session', SLOW, async () => {
    answer('VerifiedInitialData', () => ({
      fetchVerifiedInitialData: {
        ...testVerifiedData,
        profile: { ...testVerifiedData.profile, activeAddress: { state: 'PA' } },
      },
    }));
    const suggestions = answer('AddressSuggestions', () => ({ addressSuggestions: [] }));
    const { user } = open(addressForm(), {}, 'verified');
    await screen.findByRole('heading', { level: 1, name: 'Where do you live?' });
    await user.type(street(), '100 Main');
    await waitFor(() => expect(suggestions.at(-1)).toMatchObject({ input: { preferState: 'PA' } }));

    // A state chosen here comes first from then on.
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Ohio');
    await user.type(street(), ' St');
    await waitFor(() => expect(suggestions.at(-1)).toMatchObject({ input: { preferState: 'OH' } }));
  });

  it(
    'refuses an address in a state we do not sell in, and offers the coverage-denied page',
    SLOW,
    async () => {
      answer('AddressSuggestions', () => ({
        addressSuggestions: [suggestion({ streetLine: '901 Bagby St', city: 'Houston', state: 'TX' })],
      }));
      answer('VerifyAddress', () =>
        verified({ street1: '901 Bagby St', city: 'Houston', state: 'TX', postalCode: '77002' }),
      );
      const { user, flow, router } = open(addressForm());
      await screen.findByRole('heading', { level: 1, name: 'Where do you live?' });
      await user.type(street(), '901 Bagby');
      await user.click(await screen.findByRole('option', { name: /901 Bagby St/ }));

      const dialog = await screen.findByRole('dialog', { name: "Sorry, we aren't in your state yet" });
      await user.click(within(dialog).getByRole('button', { name: 'CHANGE ADDRESS' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(street()).toHaveFocus());
      expect(street()).toHaveValue('');

      await user.type(street(), '901 Bagby');
      await user.click(await screen.findByRole('option', { name: /901 Bagby St/ }));
      const again = await screen.findByRole('dialog', { name: "Sorry, we aren't in your state yet" });
      // The card says why the address cannot be used, and the form will not go on with it.
      const card = screen.getByRole('group', { name: 'Verified address', hidden: true });
      expect(card).toHaveAccessibleDescription("Looks like that state isn't currently supported");

      await user.click(within(again).getByRole('link', { name: 'GOT IT' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/coverage-denied/state_ineligible'));
      expect(flow.saved()).toEqual([]);
    },
  );

  it('will not continue with the unsupported state once the modal is closed', SLOW, async () => {
    answer('AddressSuggestions', () => ({
      addressSuggestions: [suggestion({ streetLine: '901 Bagby St', city: 'Houston', state: 'TX' })],
    }));
    answer('VerifyAddress', () =>
      verified({ street1: '901 Bagby St', city: 'Houston', state: 'TX', postalCode: '77002' }),
    );
    const { user, flow } = open(addressForm());
    await screen.findByRole('heading', { level: 1, name: 'Where do you live?' });
    await user.type(street(), '901 Bagby');
    await user.click(await screen.findByRole('option', { name: /901 Bagby St/ }));
    await screen.findByRole('dialog', { name: "Sorry, we aren't in your state yet" });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
    const card = screen.getByRole('group', { name: 'Verified address' });
    await waitFor(() => expect(card).toHaveFocus());
    expect(card).toHaveAccessibleDescription("Looks like that state isn't currently supported");
    expect(flow.saved()).toEqual([]);
  });
});
