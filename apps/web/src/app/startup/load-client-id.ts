// GET /oauth_client_id: the OAuth client id the login flow will use. A failure is logged; the app continues.
import { apiUrl } from '../../shared/lib/api-base';
import { useAuthStore } from '../../shared/stores/auth';

export async function loadClientId(): Promise<void> {
  try {
    const response = await fetch(apiUrl('/oauth_client_id'), { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body: unknown = await response.json();
    const clientId =
      typeof body === 'object' && body !== null ? (body as { client_id?: unknown }).client_id : null;
    if (typeof clientId !== 'string' || clientId === '') throw new Error('The response has no client_id');
    useAuthStore.getState().setClientId(clientId);
  } catch (error) {
    console.error('Could not fetch the OAuth client id', error);
  }
}
