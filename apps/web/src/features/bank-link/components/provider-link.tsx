// The live adapter of Link: the bank-link provider's own Link (react-plaid-link), opened with the link token as
// soon as its script is ready. The script comes from the provider's site when this renders, which is in live
// mode only (BankLinkLauncher loads this module lazily). Its onSuccess and onExit are passed on in the shape the
// sandbox's modal uses, so the page handles both alike; a script that does not load ends as LINK_UNAVAILABLE.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlaidLink, type PlaidLinkError, type PlaidLinkOnSuccessMetadata } from 'react-plaid-link';
import { LINK_UNAVAILABLE, type LinkOutcome } from '../lib/link-outcome';
import type { LinkSuccessMetadata } from '../lib/sandbox-link-api';

const metadataOf = (metadata: PlaidLinkOnSuccessMetadata): LinkSuccessMetadata => ({
  institution: metadata.institution
    ? { institution_id: metadata.institution.institution_id, name: metadata.institution.name }
    : null,
  accounts: metadata.accounts.map((account) => ({
    id: account.id,
    name: account.name,
    mask: account.mask ?? '',
    type: account.type,
    subtype: account.subtype ?? '',
  })),
  link_session_id: metadata.link_session_id,
});

const refusalOf = (error: PlaidLinkError | null) =>
  error ? { code: error.error_code, message: error.display_message || null } : null;

export function ProviderLink({ token, onSuccess, onExit }: { token: string } & LinkOutcome) {
  const { t } = useTranslation();
  const outcome = useRef({ onSuccess, onExit });
  useEffect(() => {
    outcome.current = { onSuccess, onExit };
  }, [onSuccess, onExit]);

  const { open, ready, error } = usePlaidLink({
    token,
    // Update mode answers no public token to exchange: the caller confirms the login instead.
    onSuccess: (publicToken, metadata) => outcome.current.onSuccess(publicToken ?? '', metadataOf(metadata)),
    onExit: (exitError) => outcome.current.onExit(refusalOf(exitError)),
  });

  useEffect(() => {
    if (ready) open();
  }, [ready, open]);

  useEffect(() => {
    if (error) outcome.current.onExit({ code: LINK_UNAVAILABLE, message: null });
  }, [error]);

  // The provider draws Link in its own frame over the page; this only tells screen readers it is coming.
  return (
    <p className="visually-hidden" role="status">
      {ready ? '' : t('bankLink.modal.working')}
    </p>
  );
}
