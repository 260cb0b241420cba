// /underwriting/cases/:id: one referred case for an underwriter - the applicant's answers, the evidence and the
// rules that fired (as the rules saw them), and the decision: accept at a class and maximum cover, or reject with
// a reason. The server checks the role, the input and that the case is still open.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { cents } from '@wysh/domain/money';
import { formatWholeDollars } from '@wysh/domain/coverage-slider';
import { TERM_LIFE_CLASSES } from '@wysh/domain/pricing/rate-tables';
import { Button } from '../../../shared/components/button';
import { FormAlert } from '../../../shared/components/form/fields';
import formStyles from '../../../shared/components/form/form.module.css';
import { Loading } from '../../../shared/components/loading';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { failureOf } from '../../../shared/lib/user-error';
import { useDecideUnderwritingCase, useUnderwritingCase } from '../api/console';
import { UnderwriterOnly } from './underwriting-access';
import { TimeLeft, formatInstant } from './time-left';
import styles from './underwriting.module.css';

const className = (rateClass: string) => rateClass.replaceAll('_', ' ');
const shown = (json: string) => {
  const value: unknown = JSON.parse(json);
  return typeof value === 'string' ? value : JSON.stringify(value);
};

export function UnderwritingCasePage() {
  const { t } = useTranslation();
  usePageTitle(t('underwriting.case.pageTitle'));
  return <UnderwriterOnly>{(allowed) => <CaseView allowed={allowed} />}</UnderwriterOnly>;
}

function CaseView({ allowed }: { allowed: boolean }) {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const { data: found, isPending, isError } = useUnderwritingCase(id, allowed);
  const back = <Link to="/underwriting">{t('underwriting.case.back')}</Link>;
  if (isPending) return <Loading fill label={t('underwriting.loading')} />;
  if (isError || !found)
    return (
      <div className={styles.page}>
        {back}
        <p role="alert">{isError ? t('underwriting.failed') : t('underwriting.case.notFound')}</p>
      </div>
    );
  return (
    <div className={styles.page}>
      {back}
      <h1 className={styles.title}>{found.applicantName}</h1>
      <div className={styles.columns}>
        <div className={styles.section}>
          <section className={styles.section} aria-labelledby="case-summary">
            <h2 id="case-summary">{t('underwriting.case.summary')}</h2>
            <dl className={styles.details}>
              <dt>{t('underwriting.case.age')}</dt>
              <dd>{found.issueAge}</dd>
              <dt>{t('underwriting.queue.cover')}</dt>
              <dd>{formatWholeDollars(cents(found.requestedAmount))}</dd>
              <dt>{t('underwriting.case.term')}</dt>
              <dd>{t('underwriting.case.termYears', { years: found.termYears })}</dd>
              <dt>{t('underwriting.queue.opened')}</dt>
              <dd>{formatInstant(found.openedAt)}</dd>
              <dt>{t('underwriting.case.due')}</dt>
              <dd>
                {formatInstant(found.dueAt)}
                {found.status === 'open' ? (
                  <>
                    {' ('}
                    <TimeLeft hours={found.workingHoursLeft} />
                    {')'}
                  </>
                ) : null}
              </dd>
              <dt>{t('underwriting.case.rules')}</dt>
              <dd>{found.rulesVersion}</dd>
            </dl>
          </section>
          <section className={styles.section} aria-labelledby="case-reasons">
            <h2 id="case-reasons">{t('underwriting.case.reasons')}</h2>
            <ol className={styles.reasons}>
              {found.reasons.map((reason) => (
                <li key={reason.ruleId}>
                  <p>{reason.reason}</p>
                  <p className={styles.code}>{reason.basis.join(' · ')}</p>
                </li>
              ))}
            </ol>
          </section>
          <section className={styles.section} aria-labelledby="case-evidence">
            <h2 id="case-evidence">{t('underwriting.case.evidence')}</h2>
            <dl className={styles.details}>
              {found.evidence.map((item) => (
                <div key={item.source} className={styles.pair}>
                  <dt>{item.source}</dt>
                  <dd className={styles.code}>{item.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
        <div className={styles.section}>
          {found.status === 'open' ? (
            <DecisionForm
              caseId={found.id}
              suggestedClass={found.suggestedRateClass ?? null}
              suggestedMax={found.suggestedMaxAmount ?? found.requestedAmount}
            />
          ) : (
            <section className={styles.section} aria-labelledby="case-decision">
              <h2 id="case-decision">{t('underwriting.case.decisionTitle')}</h2>
              <p role="status">
                {t('underwriting.case.decided', {
                  decision:
                    found.decision === 'accept'
                      ? `${t('underwriting.case.accept')}: ${className(found.rateClass ?? '')}, ${formatWholeDollars(cents(found.maxAmount ?? 0))}`
                      : `${t('underwriting.case.reject')}: ${found.rejectReason ?? ''}`,
                })}
              </p>
            </section>
          )}
          <section className={styles.section} aria-labelledby="case-answers">
            <h2 id="case-answers">{t('underwriting.case.answers')}</h2>
            <dl className={styles.details}>
              {found.answers.map((answer) => (
                <div key={answer.slug} className={styles.pair}>
                  <dt>{answer.slug}</dt>
                  <dd>{shown(answer.value)}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
      </div>
    </div>
  );
}

function DecisionForm({
  caseId,
  suggestedClass,
  suggestedMax,
}: {
  caseId: string;
  suggestedClass: string | null;
  suggestedMax: number;
}) {
  const { t } = useTranslation();
  const decide = useDecideUnderwritingCase();
  const [decision, setDecision] = useState<'accept' | 'reject'>('accept');
  const [rateClass, setRateClass] = useState(suggestedClass ?? '');
  const [dollars, setDollars] = useState(String(Math.round(suggestedMax / 100)));
  const [reason, setReason] = useState('');
  const failure = decide.error ? failureOf(decide.error) : null;
  const fieldError = (field: string) => failure?.fields.find((f) => f.field === field)?.message ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = Number(dollars.replace(/[$,\s]/g, ''));
    decide.mutate(
      decision === 'accept'
        ? { caseId, decision, rateClass, maxAmount: Number.isFinite(amount) ? Math.round(amount * 100) : -1 }
        : { caseId, decision, reason },
    );
  };

  const errorText = (id: string, field: string) => {
    const message = fieldError(field);
    return message ? (
      <p id={`${id}-error`} className={formStyles.error}>
        {message}
      </p>
    ) : null;
  };

  return (
    <form className={styles.section} onSubmit={submit} aria-labelledby="decision-title" noValidate>
      <h2 id="decision-title">{t('underwriting.case.decisionTitle')}</h2>
      {failure && failure.fields.length === 0 ? <FormAlert>{failure.message}</FormAlert> : null}
      <fieldset className={styles.choices}>
        <legend className="visually-hidden">{t('underwriting.case.decisionTitle')}</legend>
        <label>
          <input
            type="radio"
            name="decision"
            value="accept"
            checked={decision === 'accept'}
            onChange={() => setDecision('accept')}
          />
          {t('underwriting.case.accept')}
        </label>
        <label>
          <input
            type="radio"
            name="decision"
            value="reject"
            checked={decision === 'reject'}
            onChange={() => setDecision('reject')}
          />
          {t('underwriting.case.reject')}
        </label>
      </fieldset>
      {decision === 'accept' ? (
        <>
          <div className={formStyles.field}>
            <label htmlFor="rateClass" className={formStyles.label}>
              {t('underwriting.case.rateClass')}
            </label>
            <select
              id="rateClass"
              className={formStyles.input}
              value={rateClass}
              onChange={(event) => setRateClass(event.target.value)}
              aria-invalid={fieldError('rateClass') ? true : undefined}
              aria-describedby={fieldError('rateClass') ? 'rateClass-error' : undefined}
            >
              <option value="">{t('underwriting.case.chooseClass')}</option>
              {TERM_LIFE_CLASSES.map((option) => (
                <option key={option} value={option}>
                  {className(option)}
                </option>
              ))}
            </select>
            {errorText('rateClass', 'rateClass')}
          </div>
          <div className={formStyles.field}>
            <label htmlFor="maxAmount" className={formStyles.label}>
              {t('underwriting.case.maxAmount')}
            </label>
            <input
              id="maxAmount"
              className={formStyles.input}
              inputMode="numeric"
              value={dollars}
              onChange={(event) => setDollars(event.target.value)}
              aria-invalid={fieldError('maxAmount') ? true : undefined}
              aria-describedby={fieldError('maxAmount') ? 'maxAmount-error' : undefined}
            />
            {errorText('maxAmount', 'maxAmount')}
          </div>
        </>
      ) : (
        <div className={formStyles.field}>
          <label htmlFor="reason" className={formStyles.label}>
            {t('underwriting.case.reason')}
          </label>
          <textarea
            id="reason"
            className={`${formStyles.input} ${styles.textarea}`}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={fieldError('reason') ? true : undefined}
            aria-describedby={fieldError('reason') ? 'reason-error' : undefined}
          />
          {errorText('reason', 'reason')}
        </div>
      )}
      <div>
        <Button type="submit" disabled={decide.isPending}>
          {t('underwriting.case.submit')}
        </Button>
      </div>
      {decide.isSuccess ? <p role="status">{t('underwriting.case.saved')}</p> : null}
    </form>
  );
}
