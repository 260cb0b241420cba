// A visitor's editor (the spec's partial coverage preview): a short form (birth date, sex, tobacco), then the
// same sliders priced by previewEstimate. Answers and choice live in the visitor-estimate store (this browser)
// until the visitor creates an account or signs in (then they are saved to it); the share of the visitor's
// wyshes covered and their total come from the same store and selector /coverage-preview reads. START
// APPLICATION goes to /fulfillment/start, where a visitor's first step is creating the account.
import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ageOn, parseCalendarDate } from '@wysh/domain/calendar';
import { coverageEditorState } from '@wysh/domain/coverage-editor-state';
import { isInsurableAge, MAX_INSURED_AGE, MIN_INSURED_AGE } from '@wysh/domain/eligibility';
import { Button } from '../../../shared/components/button';
import { FormAlert } from '../../../shared/components/form/fields';
import { Loading } from '../../../shared/components/loading';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { errorText } from '../../../shared/lib/error-text';
import { failureOf } from '../../../shared/lib/user-error';
import type { Choice } from '../api/estimates';
import { useVisitorCoverage } from '../../../shared/stores/visitor-coverage';
import {
  useVisitorEstimate,
  type VisitorAnswers,
  type VisitorEstimate,
} from '../../../shared/stores/visitor-estimate';
import { EditorView, type BillingFrequency } from './editor-view';
import { useEditorChoice } from './use-editor-choice';
import styles from './coverage-editor.module.css';
import formStyles from '../../../shared/components/form/form.module.css';

function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function VisitorForm({ onDone }: { onDone: (answers: VisitorAnswers) => void }) {
  const { t } = useTranslation();
  usePageTitle(t('coverageEditor.visitor.title'));
  const [birthdate, setBirthdate] = useState('');
  const [sex, setSex] = useState<'male' | 'female' | null>(null);
  const [tobacco, setTobacco] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const date = parseCalendarDate(birthdate);
    const age = date ? ageOn(date, today()) : null;
    if (!date || age === null) return setError(t('coverageEditor.visitor.birthdateInvalid'));
    if (!isInsurableAge(age))
      return setError(t('coverageEditor.visitor.ageError', { min: MIN_INSURED_AGE, max: MAX_INSURED_AGE }));
    if (sex === null || tobacco === null) return setError(t('coverageEditor.visitor.answerAll'));
    onDone({ birthdate: date, sex, tobacco });
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('coverageEditor.visitor.title')}</h1>
      <p className={styles.lead}>{t('coverageEditor.visitor.lead')}</p>
      <form className={styles.visitorForm} onSubmit={submit} noValidate>
        <div className={formStyles.field}>
          <label htmlFor="visitor-birthdate" className={formStyles.label}>
            {t('coverageEditor.visitor.birthdate')}
          </label>
          <input
            id="visitor-birthdate"
            type="text"
            inputMode="numeric"
            autoComplete="bday"
            placeholder="MM/DD/YYYY"
            value={birthdate}
            onChange={(event) => setBirthdate(event.target.value)}
            className={formStyles.input}
          />
        </div>
        <fieldset className={styles.choices}>
          <legend>{t('coverageEditor.visitor.sex')}</legend>
          {(['male', 'female'] as const).map((value) => (
            <label key={value} className={styles.choice}>
              <input type="radio" name="sex" checked={sex === value} onChange={() => setSex(value)} />
              {t(`coverageEditor.visitor.${value}`)}
            </label>
          ))}
        </fieldset>
        <fieldset className={styles.choices}>
          <legend>{t('coverageEditor.visitor.tobacco')}</legend>
          {([false, true] as const).map((value) => (
            <label key={String(value)} className={styles.choice}>
              <input
                type="radio"
                name="tobacco"
                checked={tobacco === value}
                onChange={() => setTobacco(value)}
              />
              {t(value ? 'coverageEditor.visitor.yes' : 'coverageEditor.visitor.no')}
            </label>
          ))}
        </fieldset>
        {error ? <FormAlert>{error}</FormAlert> : null}
        <Button type="submit" block>
          {t('coverageEditor.visitor.submit')}
        </Button>
      </form>
    </div>
  );
}

function VisitorSliders(props: {
  stored: VisitorEstimate;
  billingFrequency: BillingFrequency;
  onBillingFrequency: (frequency: BillingFrequency) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const choose = useVisitorEstimate((state) => state.choose);
  const coverage = useVisitorCoverage();
  const { stored } = props;
  const { birthdate, sex, tobacco } = stored;
  const issueAge = ageOn(birthdate, today())!;
  // The sliders start where the store's estimate is; from then on they lead and the store follows.
  const [initial] = useState<Choice>(() => ({ amount: stored.amount, termDuration: stored.termDuration }));
  const visitor = useMemo(() => ({ visitor: { birthdate, sex, tobacco } }), [birthdate, sex, tobacco]);
  const { choice, setChoice, price, status } = useEditorChoice(initial, visitor, true);
  const sliders = coverageEditorState({ id: '', ...choice, issueAge });

  const onChoice = (next: Choice) => {
    setChoice(next);
    choose(next);
  };
  if (price.isError && !price.data) return <FormAlert>{errorText(failureOf(price.error), t)}</FormAlert>;
  if (!price.data) return <Loading fill />;
  return (
    <EditorView
      coverSlider={sliders.coverageSlider}
      termSlider={sliders.termSlider}
      issueAge={issueAge}
      choice={choice}
      onChoice={onChoice}
      // previewEstimate knows no wyshes: the share is the visitor's, from the same selector as /coverage-preview.
      price={{ ...price.data, allocationsCoveredPercentage: coverage.percentCovered ?? 0 }}
      status={status}
      billingFrequency={props.billingFrequency}
      onBillingFrequency={props.onBillingFrequency}
      wyshTotal={coverage.wyshTotal}
      saveDisabled={status === 'in-flight'}
      onSave={() => {
        choose(choice);
        void navigate('/fulfillment/start');
      }}
      saveError={null}
      priceError={price.isError ? errorText(failureOf(price.error), t) : null}
    />
  );
}

export function VisitorEditor(props: {
  billingFrequency: BillingFrequency;
  onBillingFrequency: (frequency: BillingFrequency) => void;
}) {
  const stored = useVisitorEstimate((state) => state.estimate);
  const start = useVisitorEstimate((state) => state.start);
  if (!stored) return <VisitorForm onDone={start} />;
  return <VisitorSliders stored={stored} {...props} />;
}
