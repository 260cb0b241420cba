// PremiumCalculationModal ("Learn how we calculate monthly premiums"): the person's own price, itemised - the
// filed rate per $1,000 times the cover, the policy fee, the monthly factor, the class and the rate version. An
// estimate says it assumes average health; an approved quote or offering is the final price, and a quote says
// why its class (or that it is the best one) and names every rule of underwriting that shaped it.
import { useTranslation } from 'react-i18next';
import { formatCents, formatWholeCents } from '../lib/format';
import { Button } from '../../../shared/components/button';
import { useModalContext } from '../../../shared/components/modal/modal-context';
import { ModalFrame } from '../../../shared/components/modal/modal-frame';
import actions from '../../../shared/components/modal/modal-actions.module.css';
import type { ModalPropsByName } from '../../../shared/stores/modal';
import styles from './coverage-editor.module.css';

type ModalProps = ModalPropsByName['PremiumCalculationModal'];

export interface PremiumBreakdownProps extends Omit<ModalProps, 'breakdown'> {
  breakdown?: {
    amount: number;
    annualRatePer1000: string;
    annualPolicyFee: number;
    monthlyFactor: string;
    rateClass?: string;
    rateVersion: string;
    issueAge: number;
    annualPremium: number;
    monthlyPremium: number;
  };
}

const NOTES = {
  estimate: 'coverageEditor.calculation.note',
  quote: 'coverageEditor.calculation.noteQuote',
  offering: 'coverageEditor.calculation.noteOffering',
  policy: 'coverageEditor.calculation.notePolicy',
  policyChange: 'coverageEditor.calculation.notePolicyChange',
} as const;

const CLASS_NAMES: Record<string, string> = {
  preferred_plus: 'Preferred Plus',
  preferred: 'Preferred',
  standard_plus: 'Standard Plus',
  standard: 'Standard',
  tobacco_preferred: 'Tobacco Preferred',
  tobacco_standard: 'Tobacco Standard',
};

const SHAPED_ORDER = ['class', 'cover', 'term'];

/** Why a quote's class: the rules that set it, or that it is the best class; then the other rules behind it. */
function QuoteRules({
  className,
  classReasons,
  rules,
  rulesVersion,
}: {
  className: string;
  classReasons: readonly string[];
  rules: NonNullable<ModalProps['rules']>;
  rulesVersion?: string;
}) {
  const { t } = useTranslation();
  const others = rules
    .filter((rule) => rule.shaped !== 'class')
    .sort((a, b) => SHAPED_ORDER.indexOf(a.shaped) - SHAPED_ORDER.indexOf(b.shaped));
  return (
    <>
      <section aria-labelledby="class-reasons" className={styles.calculationSection}>
        <h3 id="class-reasons">{t('coverageEditor.calculation.whyClass', { rateClass: className })}</h3>
        {classReasons.length > 0 ? (
          <ul>
            {classReasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        ) : (
          <p>{t('coverageEditor.calculation.bestClass', { rateClass: className })}</p>
        )}
      </section>
      <section aria-labelledby="quote-rules" className={styles.calculationSection}>
        <h3 id="quote-rules">{t('coverageEditor.calculation.rulesTitle')}</h3>
        {others.length > 0 ? (
          <ul>
            {others.map((rule) => (
              <li key={`${rule.ruleId}-${rule.shaped}`}>{rule.reason}</li>
            ))}
          </ul>
        ) : (
          <p>{t('coverageEditor.calculation.asAsked')}</p>
        )}
        {rulesVersion ? (
          <p className={styles.calculationVersion}>
            {t('coverageEditor.calculation.rulesVersion', { version: rulesVersion })}
          </p>
        ) : null}
      </section>
    </>
  );
}

export function PremiumCalculationModal({
  breakdown,
  priced = 'estimate',
  classReasons = [],
  rules = [],
  rulesVersion,
}: PremiumBreakdownProps) {
  const { t } = useTranslation();
  const { close } = useModalContext();
  if (!breakdown) return null;
  const thousands = breakdown.amount / 100_000;
  // rate x cover / 1000, in cents, before the fee (what the annual premium is made of).
  const coverPart = breakdown.annualPremium - breakdown.annualPolicyFee;
  return (
    <ModalFrame title={t('coverageEditor.calculation.title')}>
      <p>{t('coverageEditor.calculation.body')}</p>
      <dl className={styles.breakdown}>
        <div>
          <dt>
            {t('coverageEditor.calculation.rate', {
              rate: breakdown.annualRatePer1000,
              thousands: thousands.toLocaleString('en-US'),
            })}
          </dt>
          <dd>{formatCents(coverPart)}</dd>
        </div>
        <div>
          <dt>{t('coverageEditor.calculation.fee')}</dt>
          <dd>+ {formatCents(breakdown.annualPolicyFee)}</dd>
        </div>
        <div>
          <dt>{t('coverageEditor.calculation.annual')}</dt>
          <dd>{formatCents(breakdown.annualPremium)}</dd>
        </div>
        <div>
          <dt>{t('coverageEditor.calculation.factor', { factor: breakdown.monthlyFactor })}</dt>
          <dd>{formatCents(breakdown.monthlyPremium)}</dd>
        </div>
        <div>
          <dt>{t('coverageEditor.calculation.cover')}</dt>
          <dd>{formatWholeCents(breakdown.amount)}</dd>
        </div>
        {breakdown.rateClass ? (
          <div>
            <dt>{t('coverageEditor.calculation.class')}</dt>
            <dd>{CLASS_NAMES[breakdown.rateClass] ?? breakdown.rateClass}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('coverageEditor.calculation.age')}</dt>
          <dd>{breakdown.issueAge}</dd>
        </div>
        <div>
          <dt>{t('coverageEditor.calculation.version')}</dt>
          <dd>{breakdown.rateVersion}</dd>
        </div>
      </dl>
      {priced === 'quote' && breakdown.rateClass ? (
        <QuoteRules
          className={CLASS_NAMES[breakdown.rateClass] ?? breakdown.rateClass}
          classReasons={classReasons}
          rules={rules}
          rulesVersion={rulesVersion}
        />
      ) : null}
      <p>{t(NOTES[priced])}</p>
      <div className={actions.stack}>
        <Button onClick={close}>{t('coverageEditor.calculation.close')}</Button>
      </div>
    </ModalFrame>
  );
}
