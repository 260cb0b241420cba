// Start-up (spec: Session): health-check the primary API; if it is unhealthy or unreachable, check the
// fallback and use it when healthy. The app renders afterwards either way (healthy=false when both fail).
import type { Env } from '../../shared/config/env';
import { apiUrl } from '../../shared/lib/api-base';

const HEALTH_TIMEOUT_MS = 5000;

export async function isHealthy(base: string, timeoutMs = HEALTH_TIMEOUT_MS): Promise<boolean> {
  try {
    const response = await fetch(apiUrl('/health', base), {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return false;
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null && (body as { ok?: unknown }).ok === true;
  } catch {
    return false;
  }
}

export interface ApiChoice {
  apiBase: string;
  healthy: boolean;
}

export async function chooseApi(env: Pick<Env, 'apiUrl' | 'fallbackApiUrl'>): Promise<ApiChoice> {
  if (await isHealthy(env.apiUrl)) return { apiBase: env.apiUrl, healthy: true };
  if (env.fallbackApiUrl !== null && (await isHealthy(env.fallbackApiUrl))) {
    return { apiBase: env.fallbackApiUrl, healthy: true };
  }
  return { apiBase: env.apiUrl, healthy: false };
}
