// The coverage editor in policy mode (issue 27, /edit-coverage/policy): the policy's cover moved within the product's
// limits. Lower is re-priced at its own class, age and rate table (adjustPolicy) and saved as a change that starts
// at the next due date (requestCoverageAdjustment), which the page says; then its pending details. Higher is no
// price but underwriting first (adjustPolicy answers UNDERWRITING_REQUIRED): the page says so, and SAVE opens
// UnderwritingRequiredModal, which asks for it and starts the interview. A change already waiting, an increase under
// an underwriter's review (the policy-edit block) or a new price waiting for its approval is shown instead.
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { wholeDollars } from '@wysh/domain/coverage-slider';
import { formatLongDate } from '@wysh/domain/dates';
import { Loading } from '../../../shared/components/loading';
import { errorText } from '../../../shared/lib/error-text';
import { failureOf } from '../../../shared/lib/user-error';
import { openModal } from '../../../shared/stores/modal';
import {
  UNDERWRITING_REQUIRED,
  useLowerCover,
  usePolicyEditorState,
  usePolicyPrice,
  usePolicyToEdit,
} from '../api/policy';
import { adjustmentStatus, saveDisabled } from '../lib/save-rules';
import { EditorView, type BillingFrequency } from './editor-view';
import { LoadFailed } from './load-failed';
import { ChangePending, IncreaseOffered, NoPolicyToEdit, PolicyEditBlocked } from './policy-editor-notices';
import { useExitGuard } from './use-exit-guard';
import { useSettledChoice } from './use-editor-choice';

type Props = {
  billingFrequency: BillingFrequency;
  onBillingFrequency: (frequency: BillingFrequency) => void;
};

const pendingDetails = (policyId: string) => `/products/insurance/${policyId}/pending-details`;

export function PolicyEditor(props: Props) {
  const policy = usePolicyToEdit();
  const held = policy.data?.userPolicy ?? null;
  const increase = held?.coverIncrease?.status;
  const waiting = increase === 'REFERRED' || increase === 'OFFERED';
  const editable = held?.status === 'active' && !held.pendingUpdate && !waiting;
  const state = usePolicyEditorState(editable ? held.id : null);
  if (policy.isError || state.isError)
    return (
      <LoadFailed
        onRetry={() => {
          void policy.refetch();
          void state.refetch();
        }}
      />
    );
  if (policy.isPending) return <Loading fill />;
  if (increase === 'REFERRED') return <PolicyEditBlocked />;
  if (increase === 'OFFERED') return <IncreaseOffered />;
  if (held?.pendingUpdate)
    return <ChangePending policyId={held.id} effectiveOn={held.pendingUpdate.effectiveOn} />;
  if (!held || !editable) return <NoPolicyToEdit />;
  if (!state.data?.coverageSlider) return <Loading fill />;
  return (
    <LoadedPolicyEditor
      key={held.id}
      policy={held}
      wyshTotal={policy.data.allocationSummary.totalAmount}
      coverSlider={state.data.coverageSlider}
      {...props}
    />
  );
}

type Policy = NonNullable<NonNullable<ReturnType<typeof usePolicyToEdit>['data']>['userPolicy']>;
type Slider = NonNullable<NonNullable<ReturnType<typeof usePolicyEditorState>['data']>['coverageSlider']>;

function LoadedPolicyEditor({
  policy,
  wyshTotal,
  coverSlider,
  billingFrequency,
  onBillingFrequency,
}: Props & { policy: Policy; wyshTotal: number; coverSlider: Slider }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useLowerCover();
  // A policy's term is fixed: the choice carries 0, never sent.
  const { choice, setChoice, changed, asked, moving } = useSettledChoice({
    amount: policy.amount,
    termDuration: 0,
  });
  // Today's cover is no change to price (the server would refuse it as UNCHANGED): nothing is asked while the
  // settled choice is still there, which it is for the debounce's first moments after a move.
  const price = usePolicyPrice(policy.id, asked && asked.amount !== policy.amount ? asked.amount : null);
  const status = adjustmentStatus(changed, moving || price.isFetching);
  const guard = useExitGuard(changed);
  const repriced = changed && price.data ? price.data : null;
  const priceFailure = price.isError ? failureOf(price.error) : null;
  // More cover than today's: no price until underwriting decides (not an error).
  const increase = changed && priceFailure?.code === UNDERWRITING_REQUIRED;

  const onSave = async () => {
    if (increase) {
      openModal('UnderwritingRequiredModal', {
        policyId: policy.id,
        amount: wholeDollars(choice.amount),
        onLeave: guard.release,
      });
      return;
    }
    try {
      await save.mutateAsync({ policyId: policy.id, amount: wholeDollars(choice.amount) });
    } catch {
      return;
    }
    guard.release();
    void navigate(pendingDetails(policy.id));
  };

  return (
    <EditorView
      mode="offer"
      titleWithoutWyshes={t('coverageEditor.policy.title')}
      coverSlider={coverSlider}
      termSlider={null}
      issueAge={policy.breakdown.issueAge}
      choice={choice}
      onChoice={setChoice}
      price={{
        monthlyPremium: repriced?.monthlyPremium ?? policy.monthlyPremium,
        annualPremium: repriced?.annualPremium ?? policy.annualPremium,
        allocationsCoveredPercentage:
          wyshTotal > 0 ? Math.floor(((repriced?.amount ?? policy.amount) * 100) / wyshTotal) : 0,
        breakdown: {
          ...(repriced?.breakdown ?? policy.breakdown),
          rateClass: (repriced?.breakdown ?? policy.breakdown).rateClass ?? undefined,
        },
      }}
      status={status}
      billingFrequency={billingFrequency}
      onBillingFrequency={onBillingFrequency}
      wyshTotal={wyshTotal}
      calculation={{ priced: 'policyChange' }}
      note={
        increase
          ? t('coverageEditor.policy.increaseNote')
          : repriced?.effectiveOn
            ? t('coverageEditor.policy.startsOn', { date: formatLongDate(repriced.effectiveOn) })
            : null
      }
      saveDisabled={!changed || saveDisabled({ changed, status, saving: save.isPending })}
      onSave={() => void onSave()}
      saveError={save.isError ? errorText(failureOf(save.error), t) : null}
      priceError={priceFailure && !increase ? errorText(priceFailure, t) : null}
    />
  );
}
