// The editor of a signed-in person's estimate: their latest estimate (the estimate-form flow first when the
// answers are missing; a first estimate made when there is none), its sliders from coverageEditorState,
// re-priced by adjustEstimate. START APPLICATION saves (createEstimate) and goes on to /fulfillment/start, or
// the running journey's next step.
import { useEffect, useRef } from 'react';
import { FIRST_ESTIMATE_CHOICE } from '@wysh/domain/coverage-editor-state';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { onSlider, wholeDollars } from '@wysh/domain/coverage-slider';
import { cents } from '@wysh/domain/money';
import { Loading } from '../../../shared/components/loading';
import { errorText } from '../../../shared/lib/error-text';
import { failureOf } from '../../../shared/lib/user-error';
import { activeJourney } from '../../../shared/stores/journey';
import { useCoverageEditorState, useCreateEstimate, useLatestEstimate } from '../api/estimates';
import { saveDisabled } from '../lib/save-rules';
import { EditorView, type BillingFrequency } from './editor-view';
import { LoadFailed } from './load-failed';
import { useEditorChoice } from './use-editor-choice';
import { useExitGuard } from './use-exit-guard';

export function SignedInEditor(props: {
  billingFrequency: BillingFrequency;
  onBillingFrequency: (frequency: BillingFrequency) => void;
}) {
  const latest = useLatestEstimate(true);
  const create = useCreateEstimate();
  const started = useRef(false);
  const estimate = latest.data?.latestEstimate ?? null;
  const missing = latest.data?.estimateInputs.missing ?? [];

  // Answers known but no estimate yet (just back from the estimate-form flow): price a first one.
  useEffect(() => {
    if (!latest.data || estimate || missing.length > 0 || started.current) return;
    started.current = true;
    create.mutate({ ...FIRST_ESTIMATE_CHOICE, termUnit: 'year' });
  }, [latest.data, estimate, missing.length, create]);

  const state = useCoverageEditorState(estimate?.id ?? null);
  if (latest.isError || state.isError || create.isError)
    return (
      <LoadFailed
        onRetry={() => {
          started.current = false;
          create.reset();
          void latest.refetch();
          void state.refetch();
        }}
      />
    );
  if (latest.data && !estimate && missing.length > 0) return <Navigate to="/flow/estimate-form" replace />;
  if (!estimate || !state.data?.coverageSlider || !state.data.termSlider) return <Loading fill />;
  return (
    <LoadedEditor
      key={estimate.id}
      estimate={estimate}
      wyshTotal={latest.data?.allocationSummary.totalAmount ?? 0}
      coverSlider={state.data.coverageSlider}
      termSlider={state.data.termSlider}
      {...props}
    />
  );
}

/**
 * A cover another page proposed in the address (/recommendations: ?amount=<cents>), snapped onto the slider's
 * ticks; null when absent or not a whole number.
 */
function proposedAmount(raw: string | null, slider: Slider): number | null {
  if (raw === null || !/^\d{1,12}$/.test(raw)) return null;
  const values = slider.ticks.map((tick) => tick.value);
  return onSlider(Number(raw), {
    min: cents(Math.min(...values)),
    max: cents(Math.max(...values)),
    step: cents(slider.increment),
  });
}

type Estimate = NonNullable<NonNullable<ReturnType<typeof useLatestEstimate>['data']>['latestEstimate']>;
type Slider = NonNullable<NonNullable<ReturnType<typeof useCoverageEditorState>['data']>['coverageSlider']>;

function LoadedEditor({
  estimate,
  wyshTotal,
  coverSlider,
  termSlider,
  billingFrequency,
  onBillingFrequency,
}: {
  estimate: Estimate;
  /** Cents: the title names it. */
  wyshTotal: number;
  coverSlider: Slider;
  termSlider: Slider;
  billingFrequency: BillingFrequency;
  onBillingFrequency: (frequency: BillingFrequency) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useCreateEstimate();
  const [search] = useSearchParams();
  const saved = { amount: estimate.amount, termDuration: estimate.termDuration };
  const { choice, setChoice, changed, price, status } = useEditorChoice(
    saved,
    { estimateId: estimate.id },
    false,
    { ...saved, amount: proposedAmount(search.get('amount'), coverSlider) ?? saved.amount },
  );
  const guard = useExitGuard(changed);
  const shown = changed && price.data ? price.data : estimate;
  const disabled = saveDisabled({ changed, status, saving: save.isPending });

  // Awaited rather than a per-call onSuccess: the save refreshes the latest estimate, which remounts this
  // editor for the new estimate, and a per-call callback of an unmounted component never runs.
  const onSave = async () => {
    try {
      await save.mutateAsync({ ...choice, amount: wholeDollars(choice.amount), termUnit: 'year' });
    } catch {
      return;
    }
    guard.release();
    const journey = activeJourney();
    void navigate(journey ? journey.next() : '/fulfillment/start');
  };

  return (
    <EditorView
      coverSlider={coverSlider}
      termSlider={termSlider}
      issueAge={estimate.breakdown.issueAge}
      choice={choice}
      onChoice={setChoice}
      price={{
        monthlyPremium: shown.monthlyPremium,
        annualPremium: shown.annualPremium,
        allocationsCoveredPercentage: shown.allocationsCoveredPercentage,
        breakdown: shown.breakdown,
      }}
      status={status}
      billingFrequency={billingFrequency}
      onBillingFrequency={onBillingFrequency}
      wyshTotal={wyshTotal}
      saveDisabled={disabled}
      onSave={() => void onSave()}
      saveError={save.isError ? errorText(failureOf(save.error), t) : null}
      priceError={price.isError ? errorText(failureOf(price.error), t) : null}
    />
  );
}
