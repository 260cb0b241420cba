// /products/insurance/get-wysh-estimate (public): the affiliate landing. Birth date, sex and cover give an instant
// estimate (previewEstimate); the campaign names the partner whose logo stands beside ours. CONTINUE keeps the
// estimate in this browser the way the coverage editor keeps a visitor's (saved to the account on sign-up) and
// goes to /fulfillment/start.
import { useMemo, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatWholeDollars } from '@wysh/domain/coverage-slider';
import { MAX_INSURED_AGE, MIN_INSURED_AGE } from '@wysh/domain/eligibility';
import { cents } from '@wysh/domain/money';
import { TERM_LIFE_COVER } from '@wysh/domain/pricing/premiums';
import { Button } from '../../../shared/components/button';
import { FormAlert } from '../../../shared/components/form/fields';
import { PartnerLogo } from '../../../shared/components/logos';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useVisitorEstimate } from '../../../shared/stores/visitor-estimate';
import { useTrackingStore } from '../../../shared/stores/tracking';
import { useInstantEstimate } from '../api/coverage';
import { affiliateParams } from '../lib/affiliate-params';
import {
  DEFAULT_COVER,
  instantInput,
  offeredCover,
  type InstantInput,
  type InstantProblem,
} from '../lib/instant-estimate';
import { InstantEstimateResult } from './instant-estimate-result';
import styles from './coverage.module.css';
import formStyles from '../../../shared/components/form/form.module.css';

const COVER_OPTIONS = Array.from(
  { length: (TERM_LIFE_COVER.max - TERM_LIFE_COVER.min) / TERM_LIFE_COVER.step + 1 },
  (_, index) => TERM_LIFE_COVER.min + index * TERM_LIFE_COVER.step,
);

export function AffiliateEstimatePage() {
  const { t } = useTranslation();
  usePageTitle(t('coverage.affiliate.title'));
  const navigate = useNavigate();
  const { search } = useLocation();
  const params = useMemo(() => affiliateParams(search), [search]);
  const trackedPartner = useTrackingStore((state) => state.partner);
  const partner = params.partner ?? trackedPartner;

  const [birthdate, setBirthdate] = useState(params.birthdate);
  const [sex, setSex] = useState<'male' | 'female' | null>(params.sex);
  const [amount, setAmount] = useState(offeredCover(params.amount ?? DEFAULT_COVER) ?? DEFAULT_COVER);
  const [problem, setProblem] = useState<InstantProblem | null>(null);
  const [input, setInput] = useState<InstantInput | null>(() => {
    const first = instantInput({ birthdate: params.birthdate, sex: params.sex ?? '', amount });
    return 'input' in first ? first.input : null;
  });
  const price = useInstantEstimate(input);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const answer = instantInput({ birthdate, sex: sex ?? '', amount });
    if ('problem' in answer) {
      setProblem(answer.problem);
      return;
    }
    setProblem(null);
    setInput(answer.input);
  };

  const carryOn = () => {
    if (!input || !price.data) return;
    useVisitorEstimate.getState().keep({
      birthdate: input.birthdate,
      sex: input.sex,
      tobacco: input.tobacco,
      amount: price.data.amount,
      termDuration: price.data.termDuration,
    });
    void navigate('/fulfillment/start');
  };

  return (
    <div className={styles.page}>
      {partner ? (
        <p className={styles.partner}>
          <PartnerLogo partner={partner} />
        </p>
      ) : null}
      <h1 className={styles.title}>{t('coverage.affiliate.title')}</h1>
      <p className={styles.lead}>{t('coverage.affiliate.lead')}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={formStyles.field}>
          <label htmlFor="affiliate-birthdate" className={formStyles.label}>
            {t('coverage.affiliate.birthdate')}
          </label>
          <input
            id="affiliate-birthdate"
            type="text"
            inputMode="numeric"
            autoComplete="bday"
            placeholder="MM/DD/YYYY"
            value={birthdate}
            onChange={(event) => setBirthdate(event.target.value)}
            className={formStyles.input}
            aria-invalid={problem === 'birthdate' || problem === 'age'}
          />
        </div>
        <fieldset className={styles.choices}>
          <legend>{t('coverage.affiliate.sex')}</legend>
          {(['male', 'female'] as const).map((value) => (
            <label key={value} className={styles.choice}>
              <input type="radio" name="sex" checked={sex === value} onChange={() => setSex(value)} />
              {t(`coverage.affiliate.${value}`)}
            </label>
          ))}
        </fieldset>
        <div className={formStyles.field}>
          <label htmlFor="affiliate-cover" className={formStyles.label}>
            {t('coverage.affiliate.cover')}
          </label>
          <select
            id="affiliate-cover"
            value={amount}
            onChange={(event) => setAmount(Number(event.target.value))}
            className={formStyles.input}
          >
            {COVER_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {formatWholeDollars(cents(option))}
              </option>
            ))}
          </select>
        </div>
        {problem ? (
          <FormAlert>
            {t(`coverage.affiliate.problem.${problem}`, { min: MIN_INSURED_AGE, max: MAX_INSURED_AGE })}
          </FormAlert>
        ) : null}
        <Button type="submit" variant={input ? 'secondary' : 'primary'}>
          {t('coverage.affiliate.submit')}
        </Button>
      </form>
      {input ? (
        <section className={styles.card} aria-labelledby="instant-estimate">
          <h2 id="instant-estimate">{t('coverage.affiliate.yourEstimate')}</h2>
          <InstantEstimateResult price={price} />
          <Button onClick={carryOn} disabled={!price.data || price.isFetching}>
            {t('coverage.affiliate.continue')}
          </Button>
        </section>
      ) : null}
    </div>
  );
}
