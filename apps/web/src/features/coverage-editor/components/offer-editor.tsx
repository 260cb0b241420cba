// The coverage editor in its quote and adOffering modes (spec 000 §2): the live quote's or accidental-death
// offering's cover (and, for term life, its term) moved within what underwriting approved, re-priced by
// adjustQuote / adjustProductOffering, saved by updateQuote / updateProductOffering, then back to the quote.
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { wholeDollars } from '@wysh/domain/coverage-slider';
import { ButtonLink } from '../../../shared/components/button';
import { Loading } from '../../../shared/components/loading';
import { MessageScreen } from '../../../shared/components/message-screen';
import { errorText } from '../../../shared/lib/error-text';
import { failureOf } from '../../../shared/lib/user-error';
import {
  useOfferEditorState,
  useOfferPrice,
  useOfferToEdit,
  useSaveOffer,
  type OfferKind,
} from '../api/offers';
import { adjustmentStatus, saveDisabled } from '../lib/save-rules';
import { EditorView, type BillingFrequency } from './editor-view';
import { LoadFailed } from './load-failed';
import { useExitGuard } from './use-exit-guard';
import { useSettledChoice } from './use-editor-choice';

const BACK_TO: Record<OfferKind, string> = { quote: '/review-quote', adOffering: '/about-ad' };

type Props = {
  kind: OfferKind;
  billingFrequency: BillingFrequency;
  onBillingFrequency: (frequency: BillingFrequency) => void;
};

export function OfferEditor(props: Props) {
  const { t } = useTranslation();
  const offer = useOfferToEdit(props.kind);
  const state = useOfferEditorState(props.kind, offer.data?.id ?? null);
  if (offer.isError || state.isError)
    return (
      <LoadFailed
        onRetry={() => {
          void offer.refetch();
          void state.refetch();
        }}
      />
    );
  if (offer.isPending) return <Loading fill />;
  if (!offer.data)
    return (
      <MessageScreen
        title={t('coverageEditor.noOffer.title')}
        actions={<ButtonLink to={BACK_TO[props.kind]}>{t('coverageEditor.noOffer.action')}</ButtonLink>}
      >
        <p>{t('coverageEditor.noOffer.body')}</p>
      </MessageScreen>
    );
  if (!state.data?.coverageSlider) return <Loading fill />;
  return (
    <LoadedOfferEditor
      key={offer.data.id}
      offer={offer.data}
      coverSlider={state.data.coverageSlider}
      termSlider={state.data.termSlider ?? null}
      {...props}
    />
  );
}

type Offer = NonNullable<ReturnType<typeof useOfferToEdit>['data']>;
type Slider = NonNullable<NonNullable<ReturnType<typeof useOfferEditorState>['data']>['coverageSlider']>;

function LoadedOfferEditor({
  kind,
  offer,
  coverSlider,
  termSlider,
  billingFrequency,
  onBillingFrequency,
}: Props & { offer: Offer; coverSlider: Slider; termSlider: Slider | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveOffer(kind);
  // Accidental death has no term: the choice carries 0, never sent.
  const saved = { amount: offer.amount, termDuration: offer.termDuration ?? 0 };
  const { choice, setChoice, changed, asked, moving } = useSettledChoice(saved);
  const price = useOfferPrice(kind, offer.id, asked);
  const status = adjustmentStatus(changed, moving || price.isFetching);
  const guard = useExitGuard(changed);
  const repriced = changed && price.data ? price.data : null;
  const breakdown = repriced?.breakdown ?? offer.breakdown;
  const rateClass =
    'rateClass' in breakdown && typeof breakdown.rateClass === 'string' ? breakdown.rateClass : undefined;

  const onSave = async () => {
    try {
      await save.mutateAsync({ id: offer.id, choice: { ...choice, amount: wholeDollars(choice.amount) } });
    } catch {
      return;
    }
    guard.release();
    void navigate(BACK_TO[kind]);
  };

  return (
    <EditorView
      mode="offer"
      coverSlider={coverSlider}
      termSlider={termSlider}
      issueAge={offer.breakdown.issueAge}
      choice={choice}
      onChoice={setChoice}
      price={{
        monthlyPremium: repriced?.monthlyPremium ?? offer.monthlyPremium,
        annualPremium: repriced?.annualPremium ?? offer.annualPremium,
        allocationsCoveredPercentage: repriced?.allocationsCoveredPercentage ?? offer.allocationCoverage,
        breakdown: { ...breakdown, rateClass },
      }}
      status={status}
      billingFrequency={billingFrequency}
      onBillingFrequency={onBillingFrequency}
      wyshTotal={offer.wyshTotal}
      calculation={
        'rules' in offer
          ? {
              priced: 'quote',
              classReasons: offer.classReasons,
              rules: offer.rules,
              rulesVersion: offer.insuranceApplication.version,
            }
          : { priced: 'offering' }
      }
      saveDisabled={saveDisabled({ changed, status, saving: save.isPending })}
      onSave={() => void onSave()}
      saveError={save.isError ? errorText(failureOf(save.error), t) : null}
      priceError={price.isError ? errorText(failureOf(price.error), t) : null}
    />
  );
}
