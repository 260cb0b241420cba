// The layout of an approved policy change waiting on confirm-update (PENDING YOUR APPROVAL), shared by more cover
// and a term extended to 65: the policy now beside the policy changed, the change's facts, and the two answers.
// Accepting leads to the pending details; cancelling the request leaves the policy as it is (the policyholder
// home follows). One answer at a time; a refused one says why above the buttons.
import type { UseMutationResult } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { FormAlert } from '../../../shared/components/form/fields';
import { errorText } from '../../../shared/lib/error-text';
import { failureOf } from '../../../shared/lib/user-error';
import { ComparisonTable, type ComparisonRow } from './comparison-table';
import styles from './pending-details.module.css';
import own from './confirm-update.module.css';

type Answer = UseMutationResult<unknown, Error, string>;

/** A fact of the change; null ones are left out. */
export type OfferFact = { label: string; value: string } | null;

interface Props {
  policyId: string;
  title: string;
  lead: string | null;
  caption: string;
  /** The changed column's heading ("New", "From Mar 1, 2027"). */
  nextHeading: string;
  rows: ComparisonRow[];
  details: { id: string; title: string; facts: OfferFact[]; note: string };
  accept: Answer;
  withdraw: Answer;
}

export function OfferLayout({
  policyId,
  title,
  lead,
  caption,
  nextHeading,
  rows,
  details,
  accept,
  withdraw,
}: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const busy = accept.isPending || withdraw.isPending;
  const answer = async (chosen: Answer, other: Answer, to: string) => {
    if (busy) return;
    other.reset();
    try {
      await chosen.mutateAsync(policyId);
    } catch {
      return;
    }
    void navigate(to);
  };
  const failed = accept.error ?? withdraw.error;

  return (
    <div className={styles.page}>
      <p className={styles.pretitle}>{t('confirmUpdate.offer.pretitle')}</p>
      <h1 className={styles.title}>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      <ComparisonTable caption={caption} nextHeading={nextHeading} rows={rows} />
      <section className={own.details} aria-labelledby={details.id}>
        <h2 id={details.id} className={own.detailsTitle}>
          {details.title}
        </h2>
        <dl className={own.facts}>
          {details.facts.map((fact) =>
            fact ? (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ) : null,
          )}
        </dl>
        <p className={own.note}>{details.note}</p>
      </section>
      {failed ? <FormAlert>{errorText(failureOf(failed), t)}</FormAlert> : null}
      <div className={styles.actions}>
        <Button
          onClick={() => void answer(accept, withdraw, `/products/insurance/${policyId}/pending-details`)}
          aria-disabled={busy || undefined}
        >
          {t('confirmUpdate.offer.accept')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => void answer(withdraw, accept, '/products/insurance')}
          aria-disabled={busy || undefined}
        >
          {t('confirmUpdate.offer.withdraw')}
        </Button>
      </div>
    </div>
  );
}
