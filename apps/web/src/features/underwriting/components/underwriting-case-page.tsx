// /underwriting/cases/:id: one referred case for an underwriter - the applicant's answers as they saw them, the
// four consumer reports and the rules that fired, all in words, and the decision: accept at a class and maximum
// cover the guidelines allow, or reject with a reason. The server checks the role, the guidelines, the input and
// that the case is still open.
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { cents } from '@wysh/domain/money';
import { formatWholeDollars } from '@wysh/domain/coverage-slider';
import { Loading } from '../../../shared/components/loading';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useUnderwritingCase } from '../api/console';
import { rateClassName } from '@wysh/domain/pricing/rate-tables';
import { CaseDecisionForm } from './case-decision-form';
import { UnderwriterOnly } from './underwriting-access';
import { TimeLeft, formatInstant } from './time-left';
import styles from './underwriting.module.css';

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
              <dt>{t('underwriting.case.decides')}</dt>
              <dd>
                {found.isPolicyChange
                  ? t('underwriting.case.policyChange')
                  : found.isReinstatement
                    ? t('underwriting.case.reinstatement')
                    : t('underwriting.case.newBusiness')}
              </dd>
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
              {found.reasonsInWords.map((reason) => (
                <li key={reason.ruleId}>
                  <p>{reason.reason}</p>
                  {reason.basis.length > 0 ? (
                    <ul className={styles.basis} aria-label={t('underwriting.case.basis')}>
                      {reason.basis.map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ol>
          </section>
          <section className={styles.section} aria-labelledby="case-evidence">
            <h2 id="case-evidence">{t('underwriting.case.evidence')}</h2>
            {found.reports.map((report) => (
              <div key={report.source} className={styles.report}>
                <h3>{report.title}</h3>
                <p>{report.summary}</p>
                {report.items.length > 0 ? (
                  <ul>
                    {report.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ) : null}
              </div>
            ))}
          </section>
        </div>
        <div className={styles.section}>
          {found.status === 'open' ? (
            <CaseDecisionForm
              caseId={found.id}
              ownCase={found.ownCase}
              guidelines={found.guidelines}
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
                      ? `${t('underwriting.case.accept')}: ${rateClassName(found.rateClass ?? '')}, ${formatWholeDollars(cents(found.maxAmount ?? 0))}`
                      : `${t('underwriting.case.reject')}: ${found.rejectReason ?? ''}`,
                })}
              </p>
            </section>
          )}
          <section className={styles.section} aria-labelledby="case-answers">
            <h2 id="case-answers">{t('underwriting.case.answers')}</h2>
            <dl className={styles.answers}>
              {found.answersInWords.map((answer, index) => (
                <div key={`${index}-${answer.question}`} className={styles.answer}>
                  <dt>{answer.question}</dt>
                  <dd>{answer.answer}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
      </div>
    </div>
  );
}
