// ?sandboxError on any page makes it fail to render, in the sandbox only: how a test (or a person trying the
// sandbox) sees a client error reach /dev/errors, scrubbed. The message holds what must never leave: an e-mail,
// an SSN and a card number.
import { useLocation } from 'react-router';
import { useAppSettings } from '../../shared/api/app-settings';

export const SANDBOX_ERROR_MESSAGE =
  'Sandbox error for jane.doe@example.com, SSN 123-45-6789, card 4242 4242 4242 4242';

export function SandboxErrorTrigger() {
  const { search } = useLocation();
  const { data: settings } = useAppSettings();
  if (settings?.errorReporting.mode === 'SANDBOX' && new URLSearchParams(search).has('sandboxError')) {
    throw new Error(SANDBOX_ERROR_MESSAGE);
  }
  return null;
}
