import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../stores/auth';
import { useTrackingStore } from '../stores/tracking';

const sdk = vi.hoisted(() => ({ init: vi.fn(), captureException: vi.fn() }));
vi.mock('./error-reporting-sdk', () => sdk);

const { reportToService, startErrorReporting } = await import('./error-reporting');

type BeforeSend = (event: Record<string, unknown>) => Record<string, unknown>;

beforeEach(() => {
  useAuthStore.setState({ accessToken: `h.${btoa(JSON.stringify({ sub: 'user-1' }))}.s` });
  useTrackingStore.setState({ utm: { utm_source: 'partner', utm_campaign: 'ladder' } });
});

describe('browser error reporting', () => {
  it('sends what waited for the SDK, with the user id and utm tags and no personal data', async () => {
    const error = new Error('boom');
    reportToService(error, 'Render error');
    expect(sdk.captureException).not.toHaveBeenCalled();

    await startErrorReporting({ mode: 'SANDBOX', browserDsn: 'http://sandbox@localhost/sandbox/errors/2' });
    expect(sdk.captureException).toHaveBeenCalledWith(error, { tags: { context: 'Render error' } });

    const { dsn, beforeSend } = sdk.init.mock.calls[0]![0] as { dsn: string; beforeSend: BeforeSend };
    expect(dsn).toBe('http://sandbox@localhost/sandbox/errors/2');
    const sent = beforeSend({
      message: 'failed for jane@example.com with 4242 4242 4242 4242',
      user: { email: 'jane@example.com' },
      tags: { context: 'Render error' },
    });
    expect(sent).toEqual({
      message: 'failed for [email] with [card number]',
      user: { id: 'user-1' },
      tags: { context: 'Render error', utm_source: 'partner', utm_campaign: 'ladder', source: 'browser' },
    });
  });
});
