import { describe, expect, it } from 'vitest';
import { useModalStore } from '../../../shared/stores/modal';
import { signInAs } from '../../../testing/auth';
import { answer, userError } from '../../../testing/graphql';
import { submitApplication } from './underwriting-results';

describe('submitApplication', () => {
  it("opens ReinstatementErrorModal, in the server's words, when a reinstatement under way blocks new cover", async () => {
    signInAs('verified');
    const words = 'Policy WT-1 is being reinstated. Finish its reinstatement first.';
    answer('SubmitApplication', () => ({
      requestNewBusiness: {
        insuranceApplication: null,
        error: userError('REINSTATEMENT.NEW_COVERAGE_BLOCKED', words),
      },
    }));
    await expect(submitApplication()).rejects.toMatchObject({ code: 'REINSTATEMENT.NEW_COVERAGE_BLOCKED' });
    expect(useModalStore.getState()).toMatchObject({
      name: 'ReinstatementErrorModal',
      props: { kind: 'blocked', message: words },
    });
  });

  it('opens no modal for any other refusal', async () => {
    signInAs('verified');
    answer('SubmitApplication', () => ({
      requestNewBusiness: {
        insuranceApplication: null,
        error: userError('INTERVIEW_INCOMPLETE', 'Answer the interview first.'),
      },
    }));
    await expect(submitApplication()).rejects.toMatchObject({ code: 'INTERVIEW_INCOMPLETE' });
    expect(useModalStore.getState().name).toBeNull();
  });
});
