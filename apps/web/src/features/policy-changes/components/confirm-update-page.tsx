// /products/insurance/confirm-update (spec 001 §2.1 "Approve a pending quote or policy update", §4.1, §4.8): the
// policyholder's underwritten change, where it stands: a request for more cover or to extend the term to 65 (issue
// 27 item 4). One is open per policy at most; an open one is shown, else a decided increase, else a decided
// extension. Waiting for its interview's decision: asked for once (DecidingChange). Offered: the new price to accept
// or cancel (IncreaseOffer, ExtensionOffer). Under an underwriter's review: the policy-edit block. Declined, expired
// or withdrawn: why, and the way home. Accepted and not yet in effect: when it starts. Anything else: nothing to
// confirm. Once the request is decided, the journey that led here is complete.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { Loading } from '../../../shared/components/loading';
import { MessageScreen } from '../../../shared/components/message-screen';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { finishCoverIncrease, finishTermExtension } from '../../../shared/journeys/finish';
import { useConfirmUpdate, type CoverIncrease } from '../api/cover-increase';
import type { TermExtensionRequest } from '../api/term-extension';
import { ChangeAccepted, ChangeClosed, NothingToConfirm, PolicyEditBlock } from './change-outcomes';
import { DecidingChange } from './deciding-change';
import { ExtensionOffer } from './extension-offer';
import { IncreaseOffer } from './increase-offer';

const OPEN = new Set(['UNDERWRITING', 'REFERRED', 'OFFERED']);

type Shown =
  | { kind: 'increase'; increase: CoverIncrease }
  | { kind: 'extension'; extension: TermExtensionRequest }
  | null;

/** The change the page is about: an open request of either kind wins, then a decided increase, then an extension. */
export function changeShown(increase: CoverIncrease | null, extension: TermExtensionRequest | null): Shown {
  if (extension && OPEN.has(extension.status)) return { kind: 'extension', extension };
  if (increase) return { kind: 'increase', increase };
  return extension ? { kind: 'extension', extension } : null;
}

export function ConfirmUpdatePage() {
  const { t } = useTranslation();
  usePageTitle(t('confirmUpdate.pageTitle'));
  const { data: policy, isPending, isError, refetch } = useConfirmUpdate();
  const shown = changeShown(policy?.coverIncrease ?? null, policy?.termExtension?.request ?? null);
  const policyId = policy?.id ?? null;
  const status = shown?.kind === 'increase' ? shown.increase.status : shown?.extension.status;
  const decided = status !== 'UNDERWRITING';
  useEffect(() => {
    if (policyId === null || !decided) return;
    finishCoverIncrease(policyId);
    finishTermExtension(policyId);
  }, [policyId, decided]);

  if (isPending) return <Loading fill />;
  if (isError)
    return (
      <MessageScreen
        title={t('confirmUpdate.failed')}
        actions={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>}
      />
    );
  if (!policy || !shown) return <NothingToConfirm />;
  if (shown.kind === 'extension') return <ExtensionState policyId={policy.id} extension={shown.extension} />;
  const { increase } = shown;
  switch (increase.status) {
    case 'UNDERWRITING':
      return <DecidingChange policyId={policy.id} kind="increase" />;
    case 'OFFERED':
      return <IncreaseOffer policyId={policy.id} productSlug={policy.product.slug} increase={increase} />;
    case 'REFERRED':
      return <PolicyEditBlock kind="increase" />;
    case 'ACCEPTED':
      return policy.pendingUpdate ? (
        <ChangeAccepted kind="increase" policyId={policy.id} startsOn={policy.pendingUpdate.effectiveOn} />
      ) : (
        <NothingToConfirm />
      );
    default:
      return <ChangeClosed kind="increase" {...increase} />;
  }
}

interface ExtensionProps {
  policyId: string;
  extension: TermExtensionRequest;
}

function ExtensionState({ policyId, extension }: ExtensionProps) {
  switch (extension.status) {
    case 'UNDERWRITING':
      return <DecidingChange policyId={policyId} kind="extension" />;
    case 'OFFERED':
      return <ExtensionOffer policyId={policyId} extension={extension} />;
    case 'REFERRED':
      return <PolicyEditBlock kind="extension" />;
    case 'ACCEPTED':
      return (
        <ChangeAccepted
          kind="extension"
          policyId={policyId}
          startsOn={extension.extendsFrom}
          coverEndsOn={extension.coverEndsOn}
        />
      );
    default:
      return <ChangeClosed kind="extension" {...extension} />;
  }
}
