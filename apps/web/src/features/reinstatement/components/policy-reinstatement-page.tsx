// /account/policy-reinstatement (spec 001 §2.1, §2.16): the viewer's lapsed policies that may be reinstated today,
// each with its number, cover, the day it lapsed and what it takes; REINSTATE asks the server to decide
// (requestReinstatement). An offer of the missed premiums alone opens the reinstatement offer; one that needs the
// underwriting interview opens the same page, which starts the reinstatement journey; a refusal shows the rules'
// reason.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '@wysh/domain/dates';
import { cents } from '@wysh/domain/money';
import { formatWholeDollars } from '@wysh/domain/coverage-slider';
import { Button, ButtonLink } from '../../../shared/components/button';
import { Loading } from '../../../shared/components/loading';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { errorText } from '../../../shared/lib/error-text';
import { formatPremium } from '../../../shared/lib/format-premium';
import { failureOf } from '../../../shared/lib/user-error';
import { openModal } from '../../../shared/stores/modal';
import { useEligibleReinstatementPolicies } from '../api/get-reinstateable';
import { useRequestReinstatement } from '../api/request-reinstatement';
import styles from './reinstatement.module.css';

const IN_FORCE_CODES = new Set(['REINSTATEMENT.ACTIVE_POLICY', 'REINSTATEMENT.NOT_LAPSED']);

export function PolicyReinstatementPage() {
  const { t } = useTranslation();
  usePageTitle(t('reinstatement.list.title'));
  const navigate = useNavigate();
  const { data: policies, isPending, isError, refetch } = useEligibleReinstatementPolicies();
  const request = useRequestReinstatement();
  const [problem, setProblem] = useState<{ policyId: string; text: string } | null>(null);

  const start = async (policyId: string) => {
    setProblem(null);
    try {
      await request.mutateAsync(policyId);
      void navigate(`/fulfillment/reinstatement/${policyId}`);
    } catch (error) {
      const failure = failureOf(error);
      // A policy in force (another one, or this one active again) is told by its modal (spec 001 §2.18).
      if (failure.code !== null && IN_FORCE_CODES.has(failure.code))
        openModal('ReinstatementActivePolicyModal', { message: failure.message ?? undefined });
      else setProblem({ policyId, text: errorText(failure, t, { preferServer: true }) });
    }
  };

  if (isPending) return <Loading />;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('reinstatement.list.title')}</h1>
      {isError ? (
        <div role="alert">
          <p>{t('reinstatement.list.loadFailed')}</p>
          <Button onClick={() => void refetch()}>{t('common.retry')}</Button>
        </div>
      ) : policies.length === 0 ? (
        <>
          <p className={styles.lead}>{t('reinstatement.list.none')}</p>
          <ButtonLink to="/" variant="secondary">
            {t('reinstatement.list.home')}
          </ButtonLink>
        </>
      ) : (
        <>
          <p className={styles.lead}>{t('reinstatement.list.lead')}</p>
          <ul className={styles.list}>
            {policies.map((policy) => (
              <li key={policy.id} className={styles.card}>
                <h2 className={styles.cardTitle}>
                  {t('reinstatement.list.policy', { number: policy.policyNumber ?? '' })}
                </h2>
                <dl className={styles.rows}>
                  <dt>{t('reinstatement.list.cover')}</dt>
                  <dd>{formatWholeDollars(cents(policy.amount))}</dd>
                  <dt>{t('reinstatement.list.lapsedOn')}</dt>
                  <dd>{policy.lapsedOn ? formatLongDate(policy.lapsedOn) : '-----'}</dd>
                  <dt>{t('reinstatement.list.takes')}</dt>
                  <dd>
                    {policy.underwritingRequired
                      ? t('reinstatement.list.takesUnderwriting')
                      : t('reinstatement.list.takesArrears', {
                          amount: formatPremium(policy.dueToday),
                          count: policy.missedPremiumCount,
                          date: formatLongDate(policy.arrearsOnlyThrough),
                        })}
                  </dd>
                </dl>
                <div role="alert">
                  {problem?.policyId === policy.id ? <p className={styles.error}>{problem.text}</p> : null}
                </div>
                <div className={styles.actions}>
                  <Button onClick={() => void start(policy.id)} disabled={request.isPending}>
                    {t('reinstatement.list.start')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
