// The coverage editor in policy mode (issue 27: lowering cover, /edit-coverage/policy): the policy's cover moved
// down to the product's minimum, re-priced at its own class, age and rate table (adjustPolicy), and saved as a change
// that starts at the next due date (requestCoverageAdjustment), which the page says; then its pending details.
// A change already waiting is shown instead, with a way to it.
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { wholeDollars } from '@wysh/domain/coverage-slider';
import { formatLongDate } from '@wysh/domain/dates';
import { ButtonLink } from '../../../shared/components/button';
import { Loading } from '../../../shared/components/loading';
import { MessageScreen } from '../../../shared/components/message-screen';
import { errorText } from '../../../shared/lib/error-text';
import { failureOf } from '../../../shared/lib/user-error';
import { useLowerCover, usePolicyEditorState, usePolicyPrice, usePolicyToEdit } from '../api/policy';
import { adjustmentStatus, saveDisabled } from '../lib/save-rules';
import { EditorView, type BillingFrequency } from './editor-view';
import { LoadFailed } from './load-failed';
import { useExitGuard } from './use-exit-guard';
import { useSettledChoice } from './use-editor-choice';

type Props = {
  billingFrequency: BillingFrequency;
  onBillingFrequency: (frequency: BillingFrequency) => void;
};

const pendingDetails = (policyId: string) => `/products/insurance/${policyId}/pending-details`;

export function PolicyEditor(props: Props) {
  const { t } = useTranslation();
  const policy = usePolicyToEdit();
  const held = policy.data?.userPolicy ?? null;
  const editable = held?.status === 'active' && !held.pendingUpdate;
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
  if (held?.pendingUpdate)
    return (
      <MessageScreen
        title={t('coverageEditor.policy.pendingTitle')}
        actions={<ButtonLink to={pendingDetails(held.id)}>{t('policyUpdates.seeDetails')}</ButtonLink>}
      >
        <p>
          {t('coverageEditor.policy.pendingBody', { date: formatLongDate(held.pendingUpdate.effectiveOn) })}
        </p>
      </MessageScreen>
    );
  if (!held || !editable)
    return (
      <MessageScreen
        title={t('coverageEditor.policy.noPolicy')}
        actions={<ButtonLink to="/products/insurance">{t('coverageEditor.policy.backHome')}</ButtonLink>}
      >
        <p>{t('coverageEditor.policy.noPolicyBody')}</p>
      </MessageScreen>
    );
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
  const price = usePolicyPrice(policy.id, asked?.amount ?? null);
  const status = adjustmentStatus(changed, moving || price.isFetching);
  const guard = useExitGuard(changed);
  const repriced = changed && price.data ? price.data : null;

  const onSave = async () => {
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
        repriced?.effectiveOn
          ? t('coverageEditor.policy.startsOn', { date: formatLongDate(repriced.effectiveOn) })
          : null
      }
      saveDisabled={!changed || saveDisabled({ changed, status, saving: save.isPending })}
      onSave={() => void onSave()}
      saveError={save.isError ? errorText(failureOf(save.error), t) : null}
      priceError={price.isError ? errorText(failureOf(price.error), t) : null}
    />
  );
}
