// How long a person has waited, counted on the server's clock: the queue's `asOf` minus the conversation's
// `waitingSince` (the browser's clock is not the sandbox's, which may be moved). Pure, for the copy to word.
export type Wait =
  | { unit: 'underMinute' }
  | { unit: 'minutes'; minutes: number }
  | { unit: 'hours'; hours: number; minutes: number }
  | { unit: 'days'; days: number; hours: number };

export function waitOf(asOf: string, waitingSince: string | null): Wait | null {
  if (!waitingSince) return null;
  const ms = Math.max(0, Date.parse(asOf) - Date.parse(waitingSince));
  if (Number.isNaN(ms)) return null;
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return { unit: 'underMinute' };
  if (minutes < 60) return { unit: 'minutes', minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { unit: 'hours', hours, minutes: minutes % 60 };
  return { unit: 'days', days: Math.floor(hours / 24), hours: hours % 24 };
}
