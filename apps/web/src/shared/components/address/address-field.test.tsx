import { useState } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { graphql } from '../../../testing/graphql-link';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, userError } from '../../../testing/graphql';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { useModalStore } from '../../stores/modal';
import { AddressField, EMPTY_ADDRESS, type AddressFieldProps, type AddressValue } from './address-field';

type Suggestion = {
  streetLine: string;
  secondary: string;
  city: string;
  state: string;
  zipcode: string;
  entries: number;
};

const home = (streetLine: string, place: Partial<Suggestion> = {}): Suggestion => ({
  streetLine,
  secondary: '',
  city: 'Phoenix',
  state: 'AZ',
  zipcode: '85004',
  entries: 1,
  ...place,
});

const verified = (address: Partial<AddressValue> = {}) => ({
  verifyAddress: {
    address: {
      street1: '100 Main St',
      street2: null,
      city: 'Phoenix',
      state: 'AZ',
      postalCode: '85004',
      ...address,
    },
    error: null,
  },
});

const changes: AddressValue[] = [];

function Harness(props: Partial<AddressFieldProps>) {
  const [value, setValue] = useState<AddressValue>(EMPTY_ADDRESS);
  return (
    <AddressField
      idPrefix="home"
      value={value}
      onChange={(next) => {
        changes.push(next);
        setValue(next);
      }}
      preferState="AZ"
      required
      {...props}
    />
  );
}

function renderField(
  props: Partial<AddressFieldProps> = {},
  options: Parameters<typeof renderWithProviders>[1] = {},
) {
  changes.length = 0;
  return renderWithProviders(<Harness {...props} />, { withModals: true, ...options });
}

const street = () => screen.getByRole('combobox', { name: /Street address/ });

// Each test types, waits out the 500 ms debounce (some twice) and renders a popover: allow for a busy machine.
const slow = { timeout: 20_000 };

afterEach(() => {
  vi.useRealTimers();
  useModalStore.getState().reset();
});

describe('AddressField suggestions', slow, () => {
  it('asks once typing has paused for 500 ms, and only from 3 characters', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const calls = answer('AddressSuggestions', () => ({ addressSuggestions: [home('100 Main St')] }));
    renderField();
    // Keystrokes as input events (user-event waits on the timers this test holds still).
    const typeText = (text: string) => act(() => fireEvent.change(street(), { target: { value: text } }));
    act(() => street().focus());
    for (const text of ['1', '10']) typeText(text);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(calls).toEqual([]);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    for (const text of ['100', '100 M', '100 Ma']) {
      typeText(text);
      await act(() => vi.advanceTimersByTimeAsync(300));
    }
    expect(calls).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(199));
    expect(calls).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(calls).toEqual([{ input: { search: '100 Ma', preferState: 'AZ', selected: null } }]);
    expect(screen.getByRole('option', { name: /100 Main St/ })).toHaveTextContent('Phoenix, AZ 85004');

    // Back below 3 characters: the list goes, and nothing more is asked.
    typeText('10');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(calls).toHaveLength(1);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('shows at most 6 suggestions', async () => {
    answer('AddressSuggestions', () => ({
      addressSuggestions: Array.from({ length: 8 }, (_, i) => home(`${i + 1}00 Oak Ave`)),
    }));
    const { user } = renderField();
    await user.type(street(), 'Oak');
    const list = await screen.findByRole('listbox');
    expect(within(list).getAllByRole('option')).toHaveLength(6);
  });

  it('fills and verifies the address picked, then shows it verified with a clear control', async () => {
    answer('AddressSuggestions', () => ({ addressSuggestions: [home('100 Main St')] }));
    const verifications = answer('VerifyAddress', () => verified());
    const { user } = renderField();
    await user.type(street(), '100 Main');
    await user.click(await screen.findByRole('option', { name: /100 Main St/ }));
    const card = await screen.findByRole('group', { name: 'Verified address' });
    expect(card).toHaveTextContent('100 Main St');
    expect(card).toHaveTextContent('Phoenix, AZ 85004');
    expect(verifications).toEqual([
      { input: { street1: '100 Main St', street2: null, city: 'Phoenix', state: 'AZ', postalCode: '85004' } },
    ]);
    expect(changes.at(-1)).toEqual({
      street1: '100 Main St',
      street2: '',
      city: 'Phoenix',
      state: 'AZ',
      postalCode: '85004',
      verified: true,
    });

    await user.click(within(card).getByRole('button', { name: 'Clear the address' }));
    expect(changes.at(-1)).toEqual(EMPTY_ADDRESS);
    await waitFor(() => expect(street()).toHaveFocus());
    expect(street()).toHaveValue('');
  });

  it('opens a building into its units, and verifies the unit picked', async () => {
    const building = home('200 Main St', { secondary: 'Apt', entries: 12 });
    const calls = answer('AddressSuggestions', ({ input }) => {
      const { selected } = input as { selected: unknown };
      if (!selected) return { addressSuggestions: [building] };
      return {
        addressSuggestions: [1, 2, 3, 4, 5, 6].map((unit) => ({
          ...building,
          secondary: `Apt ${unit}`,
          entries: 1,
        })),
      };
    });
    const verifications = answer('VerifyAddress', () =>
      verified({ street1: '200 Main St', street2: 'Apt 4' }),
    );
    const { user } = renderField();
    await user.type(street(), '200 Main');
    const option = await screen.findByRole('option', { name: /200 Main St Apt/ });
    expect(option).toHaveTextContent('12 units');
    await user.click(option);
    expect(street()).toHaveValue('200 Main St Apt ');
    expect(screen.getByText(/200 Main St has 12 units/)).toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: /200 Main St Apt 4/ }));
    expect(calls.at(-1)).toEqual({
      input: {
        search: '200 Main St Apt',
        preferState: 'AZ',
        selected: {
          streetLine: '200 Main St',
          secondary: 'Apt',
          city: 'Phoenix',
          state: 'AZ',
          zipcode: '85004',
        },
      },
    });
    expect(verifications).toEqual([
      {
        input: {
          street1: '200 Main St',
          street2: 'Apt 4',
          city: 'Phoenix',
          state: 'AZ',
          postalCode: '85004',
        },
      },
    ]);
    expect(await screen.findByRole('group', { name: 'Verified address' })).toHaveTextContent(
      '200 Main St, Apt 4',
    );
  });
  it('keeps a building chosen without a unit, for the unit to be typed', async () => {
    const building = home('200 Main St', { secondary: 'Apt', entries: 12 });
    answer('AddressSuggestions', ({ input }) => ({
      addressSuggestions: (input as { selected: unknown }).selected
        ? [{ ...building, secondary: 'Apt 1', entries: 1 }]
        : [building],
    }));
    const verifications = answer('VerifyAddress', () =>
      verified({ street1: '200 Main St', street2: 'Apt 9' }),
    );
    const { user } = renderField();
    await user.type(street(), '200 Main');
    await user.click(await screen.findByRole('option', { name: /200 Main St Apt/ }));
    await screen.findByRole('option', { name: /Apt 1/ });
    await user.keyboard('{Escape}');
    await user.tab();
    expect(changes.at(-1)).toEqual({
      street1: '200 Main St',
      street2: '',
      city: 'Phoenix',
      state: 'AZ',
      postalCode: '85004',
      verified: false,
    });
    const apartment = screen.getByRole('textbox', { name: 'Apartment, suite or unit' });
    await user.type(apartment, 'Apt 9');
    await user.tab();
    await screen.findByRole('group', { name: 'Verified address' });
    expect(verifications).toEqual([
      {
        input: {
          street1: '200 Main St',
          street2: 'Apt 9',
          city: 'Phoenix',
          state: 'AZ',
          postalCode: '85004',
        },
      },
    ]);
  });
});

describe('AddressField verification', slow, () => {
  it.each([
    ['ADDRESS_NOT_FOUND', 'No address information available.', 'street1'],
    ['ADDRESS_INVALID', 'The address is invalid.', 'street1'],
    ['ADDRESS_AMBIGUOUS', 'The address is ambiguous.', 'street1'],
    ['ADDRESS_MISSING_SECONDARY', 'The address is missing a secondary number.', 'street2'],
    ['ADDRESS_REQUIRED', 'A street address is required.', 'street1'],
  ])('shows %s as "%s" on its field', async (code, words, field) => {
    answer('AddressSuggestions', () => ({ addressSuggestions: [home('300 Main St')] }));
    answer('VerifyAddress', () => ({
      verifyAddress: {
        address: null,
        error: userError(code, 'server words', [{ field, message: 'server words' }]),
      },
    }));
    const { user } = renderField();
    await user.type(street(), '300 Main');
    await user.click(await screen.findByRole('option', { name: /300 Main St/ }));
    const error = await screen.findByText(words);
    const input =
      field === 'street1' ? street() : screen.getByRole('textbox', { name: 'Apartment, suite or unit' });
    expect(input).toHaveAccessibleDescription(words);
    expect(error).toHaveAttribute('id', `home-${field}-error`);
    expect(screen.queryByRole('group', { name: 'Verified address' })).not.toBeInTheDocument();
    // What was picked stays, for the person to correct.
    expect(screen.getByRole('textbox', { name: /City/ })).toHaveValue('Phoenix');
  });

  it('says something went wrong when the verification cannot be made', async () => {
    answer('AddressSuggestions', () => ({ addressSuggestions: [home('100 Main St')] }));
    server.use(graphql.query('VerifyAddress', () => HttpResponse.error()));
    const { user } = renderField();
    await user.type(street(), '100 Main');
    await user.click(await screen.findByRole('option', { name: /100 Main St/ }));
    expect(await screen.findByText('Looks like something went wrong.')).toBeInTheDocument();
  });

  it('verifies an address typed by hand once the ZIP is left', async () => {
    const verifications = answer('VerifyAddress', () => verified({ street1: '100 Main St' }));
    answer('AddressSuggestions', () => ({ addressSuggestions: [] }));
    const { user } = renderField();
    await user.type(street(), '100 main street');
    await user.type(screen.getByRole('textbox', { name: /City/ }), 'phoenix');
    await user.selectOptions(screen.getByRole('combobox', { name: /State/ }), 'Arizona');
    await user.type(screen.getByRole('textbox', { name: /ZIP code/ }), '85004');
    await user.tab();
    await screen.findByRole('group', { name: 'Verified address' });
    expect(verifications).toEqual([
      {
        input: {
          street1: '100 main street',
          street2: null,
          city: 'phoenix',
          state: 'AZ',
          postalCode: '85004',
        },
      },
    ]);
  });

  it("shows the parent's errors on their fields", () => {
    renderField({ errors: { city: 'Required', address: "Looks like that state isn't currently supported" } });
    expect(screen.getByRole('textbox', { name: /City/ })).toHaveAccessibleDescription('Required');
    expect(screen.getByText("Looks like that state isn't currently supported")).toBeInTheDocument();
  });
});

describe('AddressField in a state we do not sell in', slow, () => {
  it('opens UnsupportedStateModal, tells the parent, and offers to change the address', async () => {
    answer('AddressSuggestions', () => ({
      addressSuggestions: [home('100 Main St', { city: 'Houston', state: 'TX', zipcode: '77002' })],
    }));
    answer('VerifyAddress', () => verified({ city: 'Houston', state: 'TX', postalCode: '77002' }));
    const onUnsupportedState = vi.fn();
    const { user } = renderField({ onUnsupportedState });
    await user.type(street(), '100 Main');
    await user.click(await screen.findByRole('option', { name: /Houston, TX/ }));
    const dialog = await screen.findByRole('dialog', { name: "Sorry, we aren't in your state yet" });
    expect(onUnsupportedState).toHaveBeenCalledWith('TX');
    expect(dialog).toHaveTextContent(
      'Arizona, Georgia, Illinois, Michigan, North Carolina, Ohio, Oregon, Pennsylvania, and Wisconsin',
    );
    expect(within(dialog).getByRole('link', { name: 'GOT IT' })).toHaveAttribute(
      'href',
      '/coverage-denied/state_ineligible',
    );
    await user.click(within(dialog).getByRole('button', { name: 'CHANGE ADDRESS' }));
    await waitFor(() => expect(street()).toHaveFocus());
    expect(changes.at(-1)).toEqual(EMPTY_ADDRESS);
  });

  it('does not open it for the states we sell in', async () => {
    answer('AddressSuggestions', () => ({ addressSuggestions: [home('100 Main St')] }));
    answer('VerifyAddress', () => verified());
    const onUnsupportedState = vi.fn();
    const { user } = renderField({ onUnsupportedState });
    await user.type(street(), '100 Main');
    await user.click(await screen.findByRole('option', { name: /100 Main St/ }));
    await screen.findByRole('group', { name: 'Verified address' });
    expect(onUnsupportedState).not.toHaveBeenCalled();
    expect(useModalStore.getState().name).toBeNull();
  });

  it('takes any state when asked (a beneficiary may live anywhere)', async () => {
    answer('AddressSuggestions', () => ({
      addressSuggestions: [home('100 Main St', { city: 'Houston', state: 'TX', zipcode: '77002' })],
    }));
    answer('VerifyAddress', () => verified({ city: 'Houston', state: 'TX', postalCode: '77002' }));
    const onUnsupportedState = vi.fn();
    const { user } = renderField({ onUnsupportedState, anyState: true });
    await user.type(street(), '100 Main');
    await user.click(await screen.findByRole('option', { name: /Houston, TX/ }));
    await screen.findByRole('group', { name: 'Verified address' });
    expect(onUnsupportedState).not.toHaveBeenCalled();
    expect(useModalStore.getState().name).toBeNull();
    expect(changes.at(-1)).toMatchObject({ state: 'TX', verified: true });
  });
});
