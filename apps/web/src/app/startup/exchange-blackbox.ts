// The fraud check of this device, once per start (spec: exchangeBlackbox, client family "web"). A blocked
// device is locked: the locked screen replaces every route. A failure is logged; the app continues.
import { graphql } from '../../graphql/generated';
import { CLIENT_FAMILY, blackbox } from '../../shared/auth/device';
import { execute } from '../../shared/lib/graphql-client';
import { useAuthStore } from '../../shared/stores/auth';

const ExchangeBlackboxMutation = graphql(`
  mutation ExchangeBlackbox($input: ExchangeBlackboxInput!) {
    exchangeBlackbox(input: $input) {
      blocked
      deviceId
    }
  }
`);

export async function exchangeDeviceBlackbox(): Promise<void> {
  try {
    const { exchangeBlackbox } = await execute(ExchangeBlackboxMutation, {
      input: { blackbox: blackbox(), clientFamily: CLIENT_FAMILY },
    });
    if (exchangeBlackbox.blocked) useAuthStore.getState().setLockReason('device_locked');
  } catch (error) {
    console.error('Could not exchange the device blackbox', error);
  }
}
