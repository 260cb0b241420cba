// /products/insurance/confirm-update (spec 001 §2.1 "Approve a pending quote or policy update", §4.1, §4.8): the
// policyholder's request for more cover, where it stands. Waiting for its interview's decision: asked for once
// (DecidingIncrease). Offered: the new price to accept or cancel (IncreaseOffer). Under an underwriter's review:
// the policy-edit block. Declined, expired or withdrawn: why, and the way home. Accepted and not yet in effect: when
// it starts. Anything else: nothing to confirm. Once the request is decided, the cover-increase journey that led
// here is complete.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '@wysh/domain/dates';
import { ClockIcon } from '../../../shared/components/account-icons';
import { Button, ButtonLink } from '../../../shared/components/button';
import { Loading } from '../../../shared/components/loading';
import { MessageScreen } from '../../../shared/components/message-screen';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { finishCoverIncrease } from '../../../shared/journeys/finish';
import { openModal } from '../../../shared/stores/modal';
import { useConfirmUpdate, type CoverIncrease } from '../api/cover-increase';
import { DecidingIncrease } from './deciding-increase';
import { IncreaseOffer } from './increase-offer';

const HOME = '/products/insurance';

export function ConfirmUpdatePage() {
  const { t } = useTranslation();
  usePageTitle(t('confirmUpdate.pageTitle'));
  const { data: policy, isPending, isError, refetch } = useConfirmUpdate();
  const increase = policy?.coverIncrease ?? null;
  const policyId = policy?.id ?? null;
  const decided = increase?.status !== 'UNDERWRITING';
  useEffect(() => {
    if (policyId !== null && decided) finishCoverIncrease(policyId);
  }, [policyId, decided]);

  if (isPending) return <Loading fill />;
  if (isError)
    return (
      <MessageScreen
        title={t('confirmUpdate.failed')}
        actions={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>}
      />
    );
  if (!policy || !increase) return <NothingToConfirm />;
  switch (increase.status) {
    case 'UNDERWRITING':
      return <DecidingIncrease policyId={policy.id} />;
    case 'OFFERED':
      return <IncreaseOffer policyId={policy.id} productSlug={policy.product.slug} increase={increase} />;
    case 'REFERRED':
      return <PolicyEditBlock />;
    case 'ACCEPTED':
      return policy.pendingUpdate ? (
        <IncreaseAccepted policyId={policy.id} effectiveOn={policy.pendingUpdate.effectiveOn} />
      ) : (
        <NothingToConfirm />
      );
    default:
      return <IncreaseClosed increase={increase} />;
  }
}

function NothingToConfirm() {
  const { t } = useTranslation();
  return (
    <MessageScreen
      title={t('confirmUpdate.noneTitle')}
      actions={<ButtonLink to={HOME}>{t('confirmUpdate.back')}</ButtonLink>}
    >
      <p>{t('confirmUpdate.noneBody')}</p>
    </MessageScreen>
  );
}

/** Spec 001 §4.8's policy-edit-block: an underwriter reviews the increase; nothing else changes meanwhile. */
function PolicyEditBlock() {
  const { t } = useTranslation();
  return (
    <MessageScreen
      title={t('policyEditBlock.title')}
      icon={<ClockIcon />}
      actions={<ButtonLink to={HOME}>{t('confirmUpdate.back')}</ButtonLink>}
    >
      <p>{t('policyEditBlock.body')}</p>
      <p>{t('policyEditBlock.wait')}</p>
    </MessageScreen>
  );
}

function IncreaseAccepted({ policyId, effectiveOn }: { policyId: string; effectiveOn: string }) {
  const { t } = useTranslation();
  return (
    <MessageScreen
      title={t('confirmUpdate.accepted.title')}
      actions={
        <>
          <ButtonLink to={`${HOME}/${policyId}/pending-details`}>{t('policyUpdates.seeDetails')}</ButtonLink>
          <ButtonLink to={HOME} variant="secondary">
            {t('confirmUpdate.back')}
          </ButtonLink>
        </>
      }
    >
      <p>{t('confirmUpdate.accepted.body', { date: formatLongDate(effectiveOn) })}</p>
    </MessageScreen>
  );
}

const CLOSED_TITLES = {
  DECLINED: 'confirmUpdate.closed.declined',
  EXPIRED: 'confirmUpdate.closed.expired',
  WITHDRAWN: 'confirmUpdate.closed.withdrawn',
} as const;

/** Declined, expired or withdrawn: the server's reason, home, and someone to talk it through with. */
function IncreaseClosed({ increase }: { increase: CoverIncrease }) {
  const { t } = useTranslation();
  const title =
    increase.status in CLOSED_TITLES
      ? t(CLOSED_TITLES[increase.status as keyof typeof CLOSED_TITLES])
      : t('confirmUpdate.noneTitle');
  return (
    <MessageScreen
      title={title}
      actions={
        <>
          <ButtonLink to={HOME}>{t('confirmUpdate.back')}</ButtonLink>
          <Button variant="secondary" onClick={() => openModal('CustomerSupportModal')}>
            {t('confirmUpdate.chat')}
          </Button>
        </>
      }
    >
      <p>{increase.closedReason ?? t('confirmUpdate.closed.fallback')}</p>
    </MessageScreen>
  );
}
