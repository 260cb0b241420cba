// Opens Link with a link token in the mode the server names (appSettings.bankLink): the sandbox's look-alike
// modal when it names the sandbox's Link steps (linkApiUrl), else the bank-link provider's own Link, whose module
// (and so its script, fetched from the provider's site) loads only then. Both end through the same
// onSuccess(publicToken, metadata) / onExit(error), so every caller exchanges the token (or confirms update mode)
// one way. Every place that links a bank opens Link through this.
import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react';
import { useAppSettings } from '../../../shared/api/app-settings';
import { LINK_UNAVAILABLE, type LinkOutcome } from '../lib/link-outcome';
import { SandboxLinkModal } from './sandbox-link-modal';

type LinkProps = { token: string } & LinkOutcome;

/** A provider module that could not be fetched ends Link as the provider's script not loading would. */
function ProviderLinkUnavailable({ onExit }: LinkProps) {
  const exit = useRef(onExit);
  useEffect(() => {
    exit.current({ code: LINK_UNAVAILABLE, message: null });
  }, []);
  return null;
}

const ProviderLink = lazy(async (): Promise<{ default: ComponentType<LinkProps> }> => {
  try {
    return { default: (await import('./provider-link')).ProviderLink };
  } catch {
    return { default: ProviderLinkUnavailable };
  }
});

export function BankLinkLauncher({
  token,
  title,
  onSuccess,
  onExit,
}: { token: string; title?: string } & LinkOutcome) {
  const settings = useAppSettings().data?.bankLink;
  if (!settings) return null;
  if (settings.mode === 'SANDBOX' && settings.linkApiUrl) {
    return (
      <SandboxLinkModal
        linkApiUrl={settings.linkApiUrl}
        token={token}
        title={title}
        onSuccess={onSuccess}
        onExit={onExit}
      />
    );
  }
  return (
    <Suspense fallback={null}>
      <ProviderLink token={token} onSuccess={onSuccess} onExit={onExit} />
    </Suspense>
  );
}
