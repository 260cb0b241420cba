// What the policy mode shows instead of its sliders when the policy cannot change now: a change waiting for its due
// date (with its pending details), a request for more cover under an underwriter's review (spec 001 §4.8's
// policy-edit-block), a new price for more cover waiting for its approval (with a way to confirm-update), or no
// policy in force.
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '@wysh/domain/dates';
import { ClockIcon } from '../../../shared/components/account-icons';
import { ButtonLink } from '../../../shared/components/button';
import { MessageScreen } from '../../../shared/components/message-screen';
import { CONFIRM_UPDATE_PATH } from '../../../shared/journeys/cover-increase';

const HOME = '/products/insurance';

export function ChangePending({ policyId, effectiveOn }: { policyId: string; effectiveOn: string }) {
  const { t } = useTranslation();
  return (
    <MessageScreen
      title={t('coverageEditor.policy.pendingTitle')}
      actions={
        <ButtonLink to={`${HOME}/${policyId}/pending-details`}>{t('policyUpdates.seeDetails')}</ButtonLink>
      }
    >
      <p>{t('coverageEditor.policy.pendingBody', { date: formatLongDate(effectiveOn) })}</p>
    </MessageScreen>
  );
}

export function PolicyEditBlocked() {
  const { t } = useTranslation();
  return (
    <MessageScreen
      title={t('policyEditBlock.title')}
      icon={<ClockIcon />}
      actions={<ButtonLink to={HOME}>{t('coverageEditor.policy.backHome')}</ButtonLink>}
    >
      <p>{t('policyEditBlock.body')}</p>
      <p>{t('policyEditBlock.wait')}</p>
    </MessageScreen>
  );
}

export function IncreaseOffered() {
  const { t } = useTranslation();
  return (
    <MessageScreen
      title={t('coverageEditor.policy.offeredTitle')}
      actions={
        <>
          <ButtonLink to={CONFIRM_UPDATE_PATH}>{t('coverageEditor.policy.reviewOffer')}</ButtonLink>
          <ButtonLink to={HOME} variant="secondary">
            {t('coverageEditor.policy.backHome')}
          </ButtonLink>
        </>
      }
    >
      <p>{t('coverageEditor.policy.offeredBody')}</p>
    </MessageScreen>
  );
}

export function NoPolicyToEdit() {
  const { t } = useTranslation();
  return (
    <MessageScreen
      title={t('coverageEditor.policy.noPolicy')}
      actions={<ButtonLink to={HOME}>{t('coverageEditor.policy.backHome')}</ButtonLink>}
    >
      <p>{t('coverageEditor.policy.noPolicyBody')}</p>
    </MessageScreen>
  );
}
