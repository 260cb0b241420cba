// ConfirmBeneficiaryChangesModal and SendBeneficiaryPacketModal: what each shows, when it lets the person go on,
// what it sends, and the refusals shown inline.
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { openModal, useModalStore } from '../../../shared/stores/modal';
import { answer, userError } from '../../../testing/graphql';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';

afterEach(() => useModalStore.getState().reset());

const TERMS_HTML = '<!doctype html><html><body><h1>Beneficiary Change Terms</h1></body></html>';

function serveTerms(status = 200) {
  let release: () => void = () => undefined;
  const loaded = new Promise<void>((resolve) => {
    release = resolve;
  });
  answer('BeneficiaryTerms', () => ({
    documents: [
      {
        id: 'doc-terms',
        name: 'Beneficiary Change Terms',
        version: 3,
        html: { url: '/documents/doc-terms.html?user=u&expires=1&signature=s' },
      },
    ],
    currentUser: {
      activeConstellations: [
        { businessSlug: 'wysh-insurance', activeInsuranceMembership: { id: 'membership-1' } },
      ],
    },
  }));
  server.use(
    http.get('*/documents/doc-terms.html', async () => {
      await loaded;
      return status === 200
        ? new HttpResponse(TERMS_HTML, { headers: { 'content-type': 'text/html' } })
        : new HttpResponse('nope', { status });
    }),
  );
  return release;
}

const confirmDialog = () => screen.findByRole('dialog', { name: 'Confirm your beneficiary changes' });
const ACK = 'By checking this box, I acknowledge that I wish to make these changes to my policy';

describe('ConfirmBeneficiaryChangesModal', () => {
  it('shows the checkbox once the terms load; CONTINUE acknowledges that document, then confirms', async () => {
    const release = serveTerms();
    const acknowledged = answer('AcknowledgeBeneficiaryTerms', () => ({
      createAcknowledgement: { acknowledgement: { id: 'ack-1' }, error: null },
    }));
    const confirmed = answer('ConfirmMyBeneficiaryChanges', () => ({
      confirmBeneficiaryChanges: { success: true, error: null },
    }));
    const done: string[] = [];
    const { user } = renderWithProviders(<p>Page</p>, { withModals: true });
    act(() =>
      openModal('ConfirmBeneficiaryChangesModal', {
        lineOfBusiness: 'wysh-insurance',
        onConfirmed: () => done.push('confirmed'),
      }),
    );
    const dialog = await confirmDialog();
    const continueButton = within(dialog).getByRole('button', { name: 'CONTINUE' });
    expect(continueButton).toBeDisabled();
    // Not before the document has loaded.
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    release();

    const checkbox = await within(dialog).findByRole('checkbox', { name: ACK });
    const frame = within(dialog).getByTitle('Beneficiary Change Terms');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', TERMS_HTML);
    expect(continueButton).toBeDisabled();

    await user.click(checkbox);
    expect(continueButton).toBeEnabled();
    await user.click(continueButton);

    await waitFor(() => expect(done).toEqual(['confirmed']));
    expect(acknowledged).toEqual([
      {
        input: {
          recordType: 'document',
          recordId: 'doc-terms',
          contextType: 'InsuranceMembership',
          contextId: 'membership-1',
        },
      },
    ]);
    expect(confirmed).toEqual([{ input: { lineOfBusiness: 'wysh-insurance', acknowledgementId: 'ack-1' } }]);
    expect(useModalStore.getState().name).toBeNull();
  });

  it('shows a refusal inline with its message and code, and stays open', async () => {
    serveTerms()();
    answer('AcknowledgeBeneficiaryTerms', () => ({
      createAcknowledgement: { acknowledgement: { id: 'ack-1' }, error: null },
    }));
    answer('ConfirmMyBeneficiaryChanges', () => ({
      confirmBeneficiaryChanges: {
        success: false,
        error: userError('VALIDATION_FAILED', 'Your policy needs at least one primary beneficiary.'),
      },
    }));
    const { user } = renderWithProviders(<p>Page</p>, { withModals: true });
    act(() => openModal('ConfirmBeneficiaryChangesModal', {}));
    const dialog = await confirmDialog();
    await user.click(await within(dialog).findByRole('checkbox', { name: ACK }));
    await user.click(within(dialog).getByRole('button', { name: 'CONTINUE' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your policy needs at least one primary beneficiary. (VALIDATION_FAILED)',
    );
    expect(useModalStore.getState().name).toBe('ConfirmBeneficiaryChangesModal');
  });

  it('says so inline when the document does not load, with no checkbox and CONTINUE disabled', async () => {
    serveTerms(403)();
    renderWithProviders(<p>Page</p>, { withModals: true });
    act(() => openModal('ConfirmBeneficiaryChangesModal', {}));
    const dialog = await confirmDialog();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("We couldn't load the terms.");
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'CONTINUE' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'TRY AGAIN' })).toBeInTheDocument();
  });
});

const individual = (id: string, firstName: string, email: string | null, responsibility = 'PRIMARY') => ({
  id,
  allocation: responsibility === 'PRIMARY' ? 50 : 100,
  responsibility,
  type: 'INDIVIDUAL',
  carriesId: null,
  contact: {
    __typename: 'IndividualContact',
    firstName,
    middleInitial: null,
    lastName: 'Lee',
    suffix: null,
    relationship: 'spouse',
    birthdate: '1990-04-02',
    phoneNumber: null,
    email,
    parentGuardianInfo: null,
    taxIdSet: false,
    requiredAddress: null,
  },
});

function serveBeneficiaries(people: unknown[]) {
  answer('MyBeneficiaries', () => ({
    getBeneficiaries: { list: people, backup: [], pending: [] },
    beneficiaryChanges: [],
  }));
}

const packetDialog = () => screen.findByRole('dialog', { name: 'Get Claims Instructions' });

describe('SendBeneficiaryPacketModal', () => {
  it('offers the beneficiaries with an e-mail, sends to the one chosen and says where it went', async () => {
    serveBeneficiaries([
      individual('a', 'Ann', 'ann@example.com'),
      individual('b', 'Bo', null),
      individual('c', 'Cy', 'cy@example.com'),
    ]);
    const sent = answer('SendMyBeneficiaryPacket', () => ({
      sendBeneficiaryPacket: { success: true, error: null },
    }));
    const { user } = renderWithProviders(<p>Page</p>, { withModals: true });
    act(() => openModal('SendBeneficiaryPacketModal', { lineOfBusiness: 'wysh-insurance' }));
    const dialog = await packetDialog();
    const choices = await within(dialog).findAllByRole('radio');
    expect(choices).toHaveLength(2);
    expect(within(dialog).getByRole('radio', { name: /Ann Lee/ })).toBeChecked();
    expect(within(dialog).getByText('No e-mail address on file: Bo Lee')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: /Cy Lee/ }));
    await user.click(within(dialog).getByRole('button', { name: 'SEND' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'We e-mailed the claims instructions to cy@example.com.',
    );
    expect(sent).toEqual([{ input: { beneficiaryId: 'c' } }]);
    await user.click(within(dialog).getByRole('button', { name: 'DONE' }));
    expect(useModalStore.getState().name).toBeNull();
  });

  it('shows the limit inline with its message and code', async () => {
    serveBeneficiaries([individual('a', 'Ann', 'ann@example.com')]);
    answer('SendMyBeneficiaryPacket', () => ({
      sendBeneficiaryPacket: {
        success: false,
        error: userError(
          'TOO_MANY_REQUESTS',
          'You have sent the claims instructions many times. Please try again later.',
        ),
      },
    }));
    const { user } = renderWithProviders(<p>Page</p>, { withModals: true });
    act(() => openModal('SendBeneficiaryPacketModal', {}));
    const dialog = await packetDialog();
    await within(dialog).findByRole('radio', { name: /Ann Lee/ });
    await user.click(within(dialog).getByRole('button', { name: 'SEND' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You have sent the claims instructions many times. Please try again later. (TOO_MANY_REQUESTS)',
    );
    expect(within(dialog).getByRole('button', { name: 'SEND' })).toBeInTheDocument();
  });

  it('says none can be reached when no beneficiary has an e-mail, with nothing to send', async () => {
    serveBeneficiaries([individual('b', 'Bo', null)]);
    renderWithProviders(<p>Page</p>, { withModals: true });
    act(() => openModal('SendBeneficiaryPacketModal', {}));
    const dialog = await packetDialog();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'None of your beneficiaries has an e-mail address.',
    );
    expect(within(dialog).queryByRole('button', { name: 'SEND' })).not.toBeInTheDocument();
  });
});
