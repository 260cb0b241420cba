// What both editors show (a signed-in person's saved estimate, a visitor's preview): the sticky header with
// cover, the per-month or per-year price and the percent of wyshes covered; the title; the cover and term
// sliders; the premium explanation; '5 mins to the finish line' and START APPLICATION.
import { useTranslation } from 'react-i18next';
import type { SliderMetadata } from '@wysh/domain/coverage-editor-state';
import { Button } from '../../../shared/components/button';
import { FormAlert } from '../../../shared/components/form/fields';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { openModal, type ModalPropsByName } from '../../../shared/stores/modal';
import { track } from '../../../shared/analytics/track';
import type { Choice } from '../api/estimates';
import { formatCents, formatWholeCents } from '../lib/format';
import type { AdjustmentStatus } from '../lib/save-rules';
import type { PremiumBreakdownProps } from './premium-calculation-modal';
import { EditorSlider } from './editor-slider';
import styles from './coverage-editor.module.css';

export type BillingFrequency = 'monthly' | 'annual';
export type Price = {
  monthlyPremium: number;
  annualPremium: number;
  allocationsCoveredPercentage: number;
  breakdown: NonNullable<PremiumBreakdownProps['breakdown']>;
};

export interface EditorViewProps {
  coverSlider: SliderMetadata;
  /** Hidden (null) for accidental death: its cover runs to 65. */
  termSlider: SliderMetadata | null;
  /** The issue age the term labels count from. */
  issueAge: number;
  choice: Choice;
  onChoice: (choice: Choice) => void;
  price: Price;
  status: AdjustmentStatus;
  billingFrequency: BillingFrequency;
  onBillingFrequency: (frequency: BillingFrequency) => void;
  /** The person's wysh total, in cents (0: no wyshes): the title names it. */
  wyshTotal: number;
  saveDisabled: boolean;
  onSave: () => void;
  saveError: string | null;
  priceError: string | null;
  /** A quote's or offering's editor saves (SAVE) rather than starting an application. */
  mode?: 'estimate' | 'offer';
  /** What "Learn how we calculate monthly premiums" says beside the working (default: an estimate's words). */
  calculation?: Omit<ModalPropsByName['PremiumCalculationModal'], 'breakdown'>;
  /** The title when the person has no wyshes (default: "Your estimates are in!"). */
  titleWithoutWyshes?: string;
  /** A line above the save button (a policy's change: the day it starts). */
  note?: string | null;
}

export function EditorView(props: EditorViewProps) {
  const { t } = useTranslation();
  const { choice, price, billingFrequency } = props;
  const title =
    props.wyshTotal > 0
      ? t('coverageEditor.titleWysh', { total: formatWholeCents(props.wyshTotal) })
      : (props.titleWithoutWyshes ?? t('coverageEditor.titleEstimate'));
  usePageTitle(title);
  const perMonth = billingFrequency === 'monthly';
  const offer = props.mode === 'offer';
  return (
    <div className={styles.page}>
      <dl className={styles.header} aria-label={t('coverageEditor.summary')}>
        <div className={styles.figure}>
          <dt>{t('coverageEditor.cover')}</dt>
          <dd>{formatWholeCents(choice.amount)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{perMonth ? t('coverageEditor.perMonth') : t('coverageEditor.perYear')}</dt>
          <dd>{formatCents(perMonth ? price.monthlyPremium : price.annualPremium)}</dd>
          <dd>
            <button
              type="button"
              className={styles.frequency}
              onClick={() =>
                openModal('BillingChargeFrequencyModal', {
                  monthlyPremium: price.monthlyPremium,
                  annualPremium: price.annualPremium,
                  current: billingFrequency,
                  onChoose: props.onBillingFrequency,
                })
              }
            >
              {t('coverageEditor.changeFrequency')}
            </button>
          </dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('coverageEditor.covered')}</dt>
          <dd>{price.allocationsCoveredPercentage}%</dd>
        </div>
      </dl>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.sliders}>
        <EditorSlider
          label={t('coverageEditor.coverSlider')}
          amountLabel={t('coverageEditor.typedAmount')}
          metadata={props.coverSlider}
          value={choice.amount}
          onChange={(amount) => props.onChoice({ ...choice, amount })}
          valueText={formatWholeCents}
        />
        {props.termSlider ? (
          <EditorSlider
            label={t('coverageEditor.termSlider')}
            metadata={props.termSlider}
            value={choice.termDuration}
            onChange={(termDuration) => props.onChoice({ ...choice, termDuration })}
            valueText={(term) => t('coverageEditor.lockRate', { age: props.issueAge + term })}
            shownValue={(term) => String(props.issueAge + term)}
          />
        ) : null}
      </div>
      <p className={styles.status} role="status">
        {props.status === 'in-flight' ? t('coverageEditor.pricing') : null}
      </p>
      {props.priceError ? <FormAlert>{props.priceError}</FormAlert> : null}
      <button
        type="button"
        className={styles.linkButton}
        onClick={() =>
          openModal('PremiumCalculationModal', {
            priced: 'estimate',
            ...props.calculation,
            breakdown: price.breakdown,
          })
        }
      >
        {t('coverageEditor.learnHow')}
      </button>
      <div className={styles.actions}>
        {props.saveError ? <FormAlert>{props.saveError}</FormAlert> : null}
        {props.note ? <p className={styles.finishLine}>{props.note}</p> : null}
        {offer ? null : <p className={styles.finishLine}>{t('coverageEditor.finishLine')}</p>}
        <Button
          block
          aria-disabled={props.saveDisabled || undefined}
          onClick={() => {
            if (props.saveDisabled) return;
            // Term in analytics is months (spec 000 §9).
            track(offer ? 'coverage_editor_continue' : 'estimate_coverage_editor_cta_click', {
              amount: choice.amount,
              termMonths: choice.termDuration * 12,
            });
            props.onSave();
          }}
        >
          {offer ? t('coverageEditor.save') : t('coverageEditor.start')}
        </Button>
      </div>
    </div>
  );
}
