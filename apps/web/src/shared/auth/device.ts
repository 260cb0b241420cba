// The device, for the fraud check (exchangeBlackbox): a random id kept in localStorage, and a "blackbox" string
// derived from it and a few traits of the browser. The id leads the string, so a sandbox id chosen for a test
// ("sandbox-blocked-...") makes the sandbox fraud service treat the device as blocked.
import { base64UrlEncode } from './base64url';

export const DEVICE_ID_KEY = 'wysh.deviceId';
export const CLIENT_FAMILY = 'web';

function newId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : base64UrlEncode(crypto.getRandomValues(new Uint8Array(16)));
}

export function deviceId(): string {
  try {
    const stored = localStorage.getItem(DEVICE_ID_KEY);
    if (stored) return stored;
    const id = newId();
    localStorage.setItem(DEVICE_ID_KEY, id);
    return id;
  } catch {
    return newId();
  }
}

export function blackbox(id: string = deviceId()): string {
  const traits = {
    ua: navigator.userAgent,
    lang: navigator.language,
    tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
    screen: typeof screen === 'undefined' ? null : `${screen.width}x${screen.height}`,
  };
  return `${id}.${base64UrlEncode(new TextEncoder().encode(JSON.stringify(traits)))}`;
}
