// The allocation page against a fake server: inputs keyed bene-allocation-<id>, DIVIDE EVENLY, the browser's
// own refusals, the server's field errors under their inputs, saving back to the origin, and SaveChangesModal
// when leaving with changes.
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useModalStore } from '../../../shared/stores/modal';
import { answer } from '../../../testing/graphql';
import { renderWithProviders } from '../../../testing/render';
import { AllocationPage } from './allocation-page';
import { canContinue } from './flow-review-screen';

afterEach(() => useModalStore.getState().reset());

const address = { street1: '100 Main St', street2: null, city: 'Columbus', state: 'OH', postalCode: '43215' };
const person = (id: string, firstName: string, allocation: number, responsibility = 'PRIMARY') => ({
  id,
  allocation,
  responsibility,
  type: 'INDIVIDUAL',
  contact: {
    __typename: 'IndividualContact',
    firstName,
    middleInitial: null,
    lastName: 'Doe',
    suffix: null,
    relationship: null,
    birthdate: '1980-01-01',
    phoneNumber: null,
    email: null,
    parentGuardianInfo: null,
    taxIdSet: false,
    requiredAddress: address,
  },
});

function serve() {
  answer('MyBeneficiaries', () => ({
    getBeneficiaries: { list: [person('a', 'Ann', 50), person('b', 'Bob', 50)], backup: [], pending: [] },
    beneficiaryChanges: [],
  }));
}

/** The page on its own path; anywhere else, a stand-in (the test router matches every path). */
function AtItsPath() {
  const { pathname } = useLocation();
  return pathname.startsWith('/beneficiary/allocation/') ? <AllocationPage /> : <p>Elsewhere</p>;
}

const origin = { path: '/flow/beneficiary', state: { flowScope: 'new_policy' } };
const input = (name: string) => screen.findByRole('textbox', { name: `${name} Doe (%)` });

describe('/beneficiary/allocation', () => {
  it('divides evenly, refuses 0% in the browser, and shows the server’s field errors inline', async () => {
    serve();
    const sent = answer('UpdateMyBeneficiaryAllocation', () => ({
      updateBeneficiaryAllocation: {
        status: null,
        success: false,
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Allocations must be whole percentages',
          fields: [{ field: 'bene-allocation-b', message: 'Allocations must be whole percentages' }],
        },
      },
    }));
    const { user, router } = renderWithProviders(<AllocationPage />, {
      path: '/beneficiary/allocation/wysh-insurance',
    });
    const ann = await input('Ann');
    expect(ann).toHaveAttribute('id', 'bene-allocation-a');
    await user.clear(ann);
    await user.type(ann, 'x');
    expect(screen.getByText('Total: 50%')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'SAVE ALLOCATIONS' }));
    expect(ann).toHaveAccessibleDescription('Added beneficiaries cannot have 0% allocation');
    expect(sent).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'DIVIDE EVENLY' }));
    expect(ann).toHaveValue('50');
    await user.clear(ann);
    await user.type(ann, '70');
    const bob = await input('Bob');
    await user.clear(bob);
    await user.type(bob, '30');
    await user.click(screen.getByRole('button', { name: 'SAVE ALLOCATIONS' }));
    await waitFor(() => expect(bob).toHaveAccessibleDescription('Allocations must be whole percentages'));
    expect(sent).toEqual([
      {
        input: {
          beneficiaryAllocations: [
            { beneficiaryId: 'a', allocation: 70 },
            { beneficiaryId: 'b', allocation: 30 },
          ],
        },
      },
    ]);
    expect(router.state.location.pathname).toBe('/beneficiary/allocation/wysh-insurance');
  });

  it('saves and returns to the origin; leaving with changes asks first', async () => {
    serve();
    const saved = answer('UpdateMyBeneficiaryAllocation', () => ({
      updateBeneficiaryAllocation: { status: 'updated', success: true, error: null },
    }));
    // Arriving with the origin in the navigation state, as the review's link does (one render: navigating
    // again to the same page would remount the form while the first one's inputs are still being found).
    const { user, router } = renderWithProviders(<AtItsPath />, {
      path: '/beneficiary/allocation/wysh-insurance',
      state: { origin },
      withModals: true,
    });
    const ann = await input('Ann');
    await user.clear(ann);
    await user.type(ann, '60');
    await user.click(screen.getByRole('link', { name: 'Back' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save changes before you go?' });
    expect(router.state.location.pathname).toBe('/beneficiary/allocation/wysh-insurance');
    await user.click(within(dialog).getByRole('button', { name: 'LEAVE WITHOUT SAVING' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/flow/beneficiary'));
    expect(router.state.location.state).toEqual({ flowScope: 'new_policy' });
    await screen.findByText('Elsewhere');

    // Another visit starts from the shares saved.
    await router.navigate('/beneficiary/allocation/wysh-insurance', { state: { origin } });
    await input('Ann');
    await user.click(screen.getByRole('button', { name: 'SAVE ALLOCATIONS' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/flow/beneficiary'));
    expect(saved).toHaveLength(1);
  });
});

describe('continuing from the review', () => {
  it('needs a primary and shares that hold', () => {
    const list = [person('a', 'Ann', 70), person('b', 'Bob', 30)];
    expect(canContinue({ list, backup: [] } as never)).toBe(true);
    expect(canContinue({ list: [], backup: [] } as never)).toBe(false);
    expect(canContinue({ list: [person('a', 'Ann', 90)], backup: [] } as never)).toBe(false);
  });
});
