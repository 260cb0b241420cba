// The beneficiary flow's review (layout myBeneficiaries): the form's title and buttons from the server, the people
// from getBeneficiaries. The buttons that open a beneficiary page carry this screen as their origin, so saving
// there comes back here; the primary button moves on only once there is a primary beneficiary and the shares
// hold (the domain's rules). Outside new_policy (a policyholder's, from the account) the review adds the pending
// change to confirm, "Get Claims Instructions" and the history; the primary button with a change pending asks
// first (SaveChangesModal: confirm it, or discard it) before it runs.
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Action, Item, ItemOf } from '@wysh/forms/protocol';
import { allocationProblems } from '@wysh/domain/beneficiaries';
import { Button } from '../../../shared/components/button';
import { FormAlert } from '../../../shared/components/form/fields';
import type { FlowScreenProps } from '../../../shared/lib/flow-screens';
import type { MyBeneficiaries } from '../api/beneficiaries';
import type { Origin } from '../lib/destinations';
import { BeneficiaryReview } from './beneficiary-review';
import { usePendingChangeExit } from './pending-changes';
import { PolicyExtras } from './policy-extras';
import styles from './beneficiaries.module.css';

const LINE_OF_BUSINESS = 'wysh-insurance';

const textOf = (items: readonly Item[], key: string) => {
  const item = items.find((candidate) => candidate.key === key);
  return item?.type === 'text' ? item.content.text : null;
};

const buttonOf = (items: readonly Item[], key: string) =>
  items.find((item): item is ItemOf<'button'> => item.type === 'button' && item.key === key) ?? null;

/** Whether the beneficiaries may be submitted: a primary, and every share whole, positive and summing to 100. */
export function canContinue(beneficiaries: MyBeneficiaries): boolean {
  const entries = [...beneficiaries.list, ...beneficiaries.backup].map((beneficiary) => ({
    id: beneficiary.id,
    responsibility: beneficiary.responsibility === 'BACKUP' ? ('backup' as const) : ('primary' as const),
    allocation: beneficiary.allocation,
  }));
  return beneficiaries.list.length > 0 && allocationProblems(entries).length === 0;
}

export function FlowReviewScreen({ form, run, busy, formError, flowScope }: FlowScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [blocked, setBlocked] = useState(false);
  const origin: Origin = { path: location.pathname, state: location.state };
  const exit = usePendingChangeExit(LINE_OF_BUSINESS);
  const outsideApplication = flowScope !== null && flowScope.toUpperCase() !== 'NEW_POLICY';

  /** A link to a beneficiary page goes there with this screen as its origin; anything else runs as given. */
  const press = (actions: readonly Action[], primary = false) => {
    const [first] = actions;
    if (
      actions.length === 1 &&
      first?.type === 'link' &&
      first.command.destination.startsWith('/beneficiary/')
    ) {
      void navigate(first.command.destination, { state: { origin } });
      return;
    }
    run(actions, { primary });
  };

  const control = (key: string, variant: 'secondary' | 'quiet') => {
    const button = buttonOf(form.items, key);
    if (!button) return null;
    return (
      <Button variant={variant} onClick={() => press(button.content.actions)}>
        {button.content.text}
      </Button>
    );
  };

  const primary = buttonOf(form.items, 'continue');
  const title = textOf(form.items, 'title');
  const subtitle = textOf(form.items, 'subtitle');

  return (
    <div>
      {title ? (
        <h1 id="flow-form-title" className={styles.title} tabIndex={-1}>
          {title}
        </h1>
      ) : null}
      {subtitle ? <p className={styles.lead}>{subtitle}</p> : null}
      <BeneficiaryReview
        lineOfBusiness={LINE_OF_BUSINESS}
        origin={origin}
        primaryControls={
          <>
            {control('add-primary', 'secondary')}
            {control('edit-allocations', 'quiet')}
          </>
        }
        backupControls={control('add-backup', 'secondary')}
        footer={(beneficiaries, refreshing) => (
          <>
            {outsideApplication ? (
              <PolicyExtras
                beneficiaries={beneficiaries}
                lineOfBusiness={LINE_OF_BUSINESS}
                onConfirmed={exit.confirmed}
                messages={exit.messages}
              />
            ) : null}
            {primary ? (
              <div className={styles.primaryAction}>
                {blocked && !canContinue(beneficiaries) ? (
                  <FormAlert>{t('beneficiaries.review.needPrimary')}</FormAlert>
                ) : null}
                {formError ? <FormAlert>{formError}</FormAlert> : null}
                <Button
                  block
                  aria-disabled={busy || refreshing || undefined}
                  onClick={() => {
                    // A list refreshed after an edit elsewhere is judged once it holds that edit.
                    if (busy || refreshing) return;
                    if (!canContinue(beneficiaries)) {
                      setBlocked(true);
                      return;
                    }
                    exit.leave(beneficiaries, () => press(primary.content.actions, true));
                  }}
                >
                  {primary.content.text}
                </Button>
              </div>
            ) : null}
          </>
        )}
      />
    </div>
  );
}
