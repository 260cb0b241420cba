import { http, HttpResponse } from 'msw';
import { graphql as mockGraphql } from '../../testing/graphql-link';
import { describe, expect, it } from 'vitest';
import { AppSettingsDocument as Settings } from '../../graphql/generated/graphql';
import { fakeAccessToken, signInAs, storedSession } from '../../testing/auth';
import { server } from '../../testing/server';
import { useAuthStore } from '../stores/auth';
import { useServiceStore } from '../stores/service';
import { ApiError } from './app-error';
import { execute } from './graphql-client';

async function failure(): Promise<ApiError> {
  try {
    await execute(Settings);
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('execute', () => {
  it('posts the document and returns typed data', async () => {
    const data = await execute(Settings);
    expect(data.appSettings.supportPhone).toBe('8005550100');
  });

  it('normalises a GraphQL error to code, message and full message', async () => {
    server.use(
      mockGraphql.query('AppSettings', () =>
        HttpResponse.json({
          errors: [
            {
              message: 'Card declined',
              extensions: { code: 'PAYMENT_FAILED', fullMessage: 'Your card was declined.' },
            },
          ],
        }),
      ),
    );
    const error = await failure();
    expect({ code: error.code, message: error.message, fullMessage: error.fullMessage }).toEqual({
      code: 'PAYMENT_FAILED',
      message: 'Card declined',
      fullMessage: 'Your card was declined.',
    });
  });

  it('uses the message as the full message when the server gives none', async () => {
    server.use(
      mockGraphql.query('AppSettings', () =>
        HttpResponse.json({ errors: [{ message: 'Date is invalid', extensions: { code: 'INVALID_DATE' } }] }),
      ),
    );
    const error = await failure();
    expect(error.code).toBe('INVALID_DATE');
    expect(error.fullMessage).toBe('Date is invalid');
  });

  it('turns a masked server error into the default message, without a code', async () => {
    server.use(
      mockGraphql.query('AppSettings', () =>
        HttpResponse.json({
          errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
        }),
      ),
    );
    const error = await failure();
    expect({ code: error.code, message: error.message, fullMessage: error.fullMessage }).toEqual({
      code: null,
      message: 'Something went wrong.',
      fullMessage: null,
    });
  });

  it('turns a network failure or a non-GraphQL answer into the default message', async () => {
    server.use(mockGraphql.query('AppSettings', () => HttpResponse.error()));
    expect((await failure()).message).toBe('Something went wrong.');
    server.use(http.post('*/graphql', () => new HttpResponse('Bad gateway', { status: 502 })));
    const error = await failure();
    expect(error.message).toBe('Something went wrong.');
    expect(error.status).toBe(502);
  });

  it.each(['AURA_COMMON_ERROR', 'UNDERWRITING_DISABLED'])(
    'marks underwriting offline on %s',
    async (code) => {
      server.use(
        mockGraphql.query('AppSettings', () =>
          HttpResponse.json({ errors: [{ message: 'Offline', extensions: { code } }] }),
        ),
      );
      await failure();
      expect(useServiceStore.getState().underwritingOffline).toBe(true);
    },
  );

  it('sends the access token of a signed-in session as a bearer token', async () => {
    const token = fakeAccessToken();
    signInAs('verified', { accessToken: token });
    let authorization: string | null = 'unset';
    server.use(
      mockGraphql.query('AppSettings', ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({
          data: { appSettings: { helpCenterUrl: 'h', marketingSiteUrl: 'm', supportPhone: '1' } },
        });
      }),
    );
    await execute(Settings);
    expect(authorization).toBe(`Bearer ${token}`);
  });

  it('sends no authorization header for a visitor', async () => {
    let authorization: string | null = 'unset';
    server.use(
      mockGraphql.query('AppSettings', ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({
          data: { appSettings: { helpCenterUrl: 'h', marketingSiteUrl: 'm', supportPhone: '1' } },
        });
      }),
    );
    await execute(Settings);
    expect(authorization).toBeNull();
  });

  it('resets the session on GRAPH_API_UNAUTHORIZED, stored tokens included', async () => {
    signInAs('verified');
    server.use(
      mockGraphql.query('AppSettings', () =>
        HttpResponse.json({
          errors: [{ message: 'Sign in again', extensions: { code: 'GRAPH_API_UNAUTHORIZED' } }],
        }),
      ),
    );
    await failure();
    expect(useAuthStore.getState().authLevel).toBe('unidentified');
    expect(storedSession()).toBeNull();
  });

  it('resets the session on HTTP 401', async () => {
    signInAs('identified');
    server.use(
      http.post('*/graphql', () => HttpResponse.json({ errors: [{ message: 'No' }] }, { status: 401 })),
    );
    await failure();
    expect(useAuthStore.getState().authLevel).toBe('unidentified');
  });
});
