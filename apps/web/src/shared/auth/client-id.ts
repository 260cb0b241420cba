// GET /oauth_client_id: the OAuth client id the login flow uses. Fetched at start-up; fetched again when a
// sign-in needs it and start-up could not get it. A failure is logged and the app continues.
import { apiUrl } from '../lib/api-base';
import { useAuthStore } from '../stores/auth';
import { DEFAULT_CLIENT_ID } from './oauth';

export async function loadClientId(): Promise<string | null> {
  try {
    const response = await fetch(apiUrl('/oauth_client_id'), { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body: unknown = await response.json();
    const clientId =
      typeof body === 'object' && body !== null ? (body as { client_id?: unknown }).client_id : null;
    if (typeof clientId !== 'string' || clientId === '') throw new Error('The response has no client_id');
    useAuthStore.getState().setClientId(clientId);
    return clientId;
  } catch (error) {
    console.error('Could not fetch the OAuth client id', error);
    return null;
  }
}

/** The client id, fetching it when start-up could not; the well-known public id as a last resort. */
export async function ensureClientId(): Promise<string> {
  return useAuthStore.getState().clientId ?? (await loadClientId()) ?? DEFAULT_CLIENT_ID;
}
