// PremiumCalculationModal ("Learn how we calculate monthly premiums"): the person's own price, itemised - the
// filed rate per $1,000 times the cover, the policy fee, the monthly factor, the class and the rate version, and
// for a quote the reasons underwriting gave for its class.
import { useTranslation } from 'react-i18next';
import { formatCents, formatWholeCents } from '../lib/format';
import { Button } from '../../../shared/components/button';
import { useModalContext } from '../../../shared/components/modal/modal-context';
import { ModalFrame } from '../../../shared/components/modal/modal-frame';
import actions from '../../../shared/components/modal/modal-actions.module.css';
import styles from './coverage-editor.module.css';

export interface PremiumBreakdownProps {
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
  /** A quote's: why underwriting assigned this class, in plain words. */
  classReasons?: readonly string[];
}

const CLASS_NAMES: Record<string, string> = {
  preferred_plus: 'Preferred Plus',
  preferred: 'Preferred',
  standard_plus: 'Standard Plus',
  standard: 'Standard',
  tobacco_preferred: 'Tobacco Preferred',
  tobacco_standard: 'Tobacco Standard',
};

export function PremiumCalculationModal({ breakdown, classReasons = [] }: PremiumBreakdownProps) {
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
      {classReasons.length > 0 ? (
        <section aria-labelledby="class-reasons">
          <h3 id="class-reasons">{t('coverageEditor.calculation.reasons')}</h3>
          <ul>
            {classReasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <p>{t('coverageEditor.calculation.note')}</p>
      <div className={actions.stack}>
        <Button onClick={close}>{t('coverageEditor.calculation.close')}</Button>
      </div>
    </ModalFrame>
  );
}
