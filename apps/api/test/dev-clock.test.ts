// The sandbox's clock and job routes (/dev/clock, /dev/jobs/drain): the operator moves the application's "now"
// and runs the jobs that are ready, e.g. to see the clean-up of an abandoned upload a day later.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSandboxClock } from '../src/modules/sandbox-clock/sandbox-clock.ts';
import { registered } from './support/accounts.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const createDirectUpload = `mutation ($input: CreateDirectUploadInput!) {
  createDirectUpload(input: $input) { directUpload { blobId } error { code } }
}`;

describe('the sandbox clock shared through the database', () => {
  it('moved by one process (the server), reads the same in another (a worker)', async () => {
    const server = await openSandboxClock(t.database.db);
    const worker = await openSandboxClock(t.database.db);
    try {
      const day = 86_400_000;
      await server.advance(31 * day);
      await worker.refresh();
      expect(Math.abs(worker.now().getTime() - (Date.now() + 31 * day))).toBeLessThan(1_000);
      // Moves add up whichever process makes them, and an instant is the same instant in both.
      await worker.advance(day);
      await server.refresh();
      expect(Math.abs(server.now().getTime() - (Date.now() + 32 * day))).toBeLessThan(1_000);
      await server.set(new Date('2027-03-31T12:00:00Z'));
      await worker.refresh();
      expect(Math.abs(worker.now().getTime() - Date.parse('2027-03-31T12:00:00Z'))).toBeLessThan(1_000);
    } finally {
      server.stop();
      worker.stop();
    }
  });
});

describe('/dev/clock', () => {
  it("answers the application's time and moves it by seconds or to an instant", async () => {
    const start = t.clock.now();
    const read = await t.app.inject({ method: 'GET', url: '/dev/clock' });
    expect(read.json()).toEqual({ now: start.toISOString() });

    const moved = await t.app.inject({
      method: 'POST',
      url: '/dev/clock',
      payload: { advanceSeconds: 3600 },
    });
    expect(moved.json()).toEqual({ now: new Date(start.getTime() + 3_600_000).toISOString() });
    expect(t.clock.now().getTime()).toBe(start.getTime() + 3_600_000);

    const back = await t.app.inject({
      method: 'POST',
      url: '/dev/clock',
      payload: { at: start.toISOString() },
    });
    expect(back.json()).toEqual({ now: start.toISOString() });
  });

  it('refuses anything else', async () => {
    for (const payload of [
      {},
      { advanceSeconds: 'soon' },
      { at: 'tomorrow' },
      { advanceSeconds: 1, at: 'x' },
    ]) {
      const response = await t.app.inject({ method: 'POST', url: '/dev/clock', payload });
      expect(response.statusCode).toBe(400);
    }
  });

  it('moved a day on, the clean-up job removes an upload that was never sent', async () => {
    const token = (await registered(t)).tokens.accessToken;
    const bytes = Buffer.from('never sent');
    const created = await t.graphql<{ createDirectUpload: { directUpload: { blobId: string } } }>(
      createDirectUpload,
      {
        input: {
          byteSize: bytes.length,
          checksum: crypto.createHash('md5').update(bytes).digest('base64'),
          contentType: 'image/png',
          filename: 'photo.png',
        },
      },
      { token },
    );
    const blobId = created.data!.createDirectUpload.directUpload.blobId;
    const exists = async () =>
      (await t.database.pool.query('select 1 from blobs where id = $1', [blobId])).rowCount === 1;

    await t.jobs.drain(); // the billing runs (and refreshes) the clock moves above made due
    await t.jobs.enqueue('uploads.remove-abandoned', {}, { tx: t.database.db });
    const early = await t.app.inject({ method: 'POST', url: '/dev/jobs/drain', payload: {} });
    expect(early.json()).toEqual({ ran: 1 });
    expect(await exists()).toBe(true);

    await t.app.inject({ method: 'POST', url: '/dev/clock', payload: { advanceSeconds: 24 * 3600 + 1 } });
    await t.jobs.enqueue('uploads.remove-abandoned', {}, { tx: t.database.db });
    const late = await t.app.inject({ method: 'POST', url: '/dev/jobs/drain', payload: {} });
    // The clean-up, and the billing run and the monitored wyshes' refresh that moving the clock makes due.
    expect(late.json()).toEqual({ ran: 3 });
    expect(await exists()).toBe(false);
  });
});
