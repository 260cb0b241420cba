// How Link ends, in either mode (react-plaid-link's usePlaidLink contract, which the sandbox's look-alike
// follows): onSuccess with the public token and what the person picked, or onExit with the error that ended it
// (null when the person closed it), and what the page then says about an exit.
import type { TFunction } from 'i18next';
import type { LinkRefusal, LinkSuccessMetadata } from './sandbox-link-api';

export type LinkOutcome = {
  onSuccess: (publicToken: string, metadata: LinkSuccessMetadata) => void;
  onExit: (error: LinkRefusal | null) => void;
};

/** The provider's Link could not be loaded (its script, from its site, did not come). */
export const LINK_UNAVAILABLE = 'LINK_UNAVAILABLE';

/**
 * What the page says when Link ended without a bank linked: the provider's words for an error (or ours when it
 * has none), or that the person closed it and nothing changed.
 */
export function exitMessage(
  error: LinkRefusal | null,
  t: TFunction,
  what: { bank?: string | null } = {},
): { kind: 'problem' | 'notice'; text: string } {
  if (error?.code === LINK_UNAVAILABLE) return { kind: 'problem', text: t('bankLink.exit.unavailable') };
  if (error) return { kind: 'problem', text: error.message ?? t('bankLink.modal.failed') };
  return {
    kind: 'notice',
    text: what.bank ? t('bankLink.exit.repairClosed', { bank: what.bank }) : t('bankLink.exit.closed'),
  };
}
