// confirm-update's screens once a policy change is no longer a price to accept: nothing to confirm, under an
// underwriter's review (the policy-edit block), accepted and not yet in effect, or closed (declined, expired,
// withdrawn). Each says so for a cover increase or a term extension, and leads home.
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '@wysh/domain/dates';
import { ClockIcon } from '../../../shared/components/account-icons';
import { Button, ButtonLink } from '../../../shared/components/button';
import { MessageScreen } from '../../../shared/components/message-screen';
import type { ChangeKind } from './deciding-change';
import { openChat } from '../../../shared/stores/chat';

const HOME = '/products/insurance';

export function NothingToConfirm() {
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

/** Spec 001 §4.8's policy-edit-block: an underwriter reviews the change; nothing else changes meanwhile. */
export function PolicyEditBlock({ kind }: { kind: ChangeKind }) {
  const { t } = useTranslation();
  const copy = kind === 'increase' ? 'policyEditBlock' : 'policyEditBlock.extension';
  return (
    <MessageScreen
      title={t(`${copy}.title`)}
      icon={<ClockIcon />}
      actions={<ButtonLink to={HOME}>{t('confirmUpdate.back')}</ButtonLink>}
    >
      <p>{t(`${copy}.body`)}</p>
      <p>{t('policyEditBlock.wait')}</p>
    </MessageScreen>
  );
}

interface Accepted {
  kind: ChangeKind;
  policyId: string;
  /** The day the new premium (and, for an increase, the added cover) starts. */
  startsOn: string;
  /** A term extension's new last day of cover. */
  coverEndsOn?: string | null;
}

export function ChangeAccepted({ kind, policyId, startsOn, coverEndsOn }: Accepted) {
  const { t } = useTranslation();
  const date = formatLongDate(startsOn);
  const extension = kind === 'extension';
  return (
    <MessageScreen
      title={t(extension ? 'confirmUpdate.extension.accepted.title' : 'confirmUpdate.accepted.title')}
      actions={
        <>
          <ButtonLink to={`${HOME}/${policyId}/pending-details`}>{t('policyUpdates.seeDetails')}</ButtonLink>
          <ButtonLink to={HOME} variant="secondary">
            {t('confirmUpdate.back')}
          </ButtonLink>
        </>
      }
    >
      <p>
        {!extension
          ? t('confirmUpdate.accepted.body', { date })
          : coverEndsOn
            ? t('confirmUpdate.extension.accepted.body', { date, until: formatLongDate(coverEndsOn) })
            : t('confirmUpdate.extension.accepted.bodyFrom', { date })}
      </p>
    </MessageScreen>
  );
}

const CLOSED_TITLES = {
  increase: {
    DECLINED: 'confirmUpdate.closed.declined',
    EXPIRED: 'confirmUpdate.closed.expired',
    WITHDRAWN: 'confirmUpdate.closed.withdrawn',
  },
  extension: {
    DECLINED: 'confirmUpdate.extension.closed.declined',
    EXPIRED: 'confirmUpdate.extension.closed.expired',
    WITHDRAWN: 'confirmUpdate.closed.withdrawn',
  },
} as const;

interface Closed {
  kind: ChangeKind;
  status: string;
  closedReason: string | null | undefined;
}

/** Declined, expired or withdrawn: the server's reason, home, and someone to talk it through with. */
export function ChangeClosed({ kind, status, closedReason }: Closed) {
  const { t } = useTranslation();
  const titles = CLOSED_TITLES[kind];
  const title = status in titles ? t(titles[status as keyof typeof titles]) : t('confirmUpdate.noneTitle');
  return (
    <MessageScreen
      title={title}
      actions={
        <>
          <ButtonLink to={HOME}>{t('confirmUpdate.back')}</ButtonLink>
          <Button variant="secondary" onClick={openChat}>
            {t('confirmUpdate.chat')}
          </Button>
        </>
      }
    >
      <p>{closedReason ?? t('confirmUpdate.closed.fallback')}</p>
    </MessageScreen>
  );
}
