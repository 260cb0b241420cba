// Sign-in cost: argon2id CPU time per password check with the configured parameters, and end-to-end logins
// (POST /oauth/authorize + POST /oauth/token) per second against a running server.
import crypto from 'node:crypto';
import { loadConfig } from '../apps/api/src/config.ts';
import { createPasswordHasher } from '../apps/api/src/modules/accounts/passwords.ts';

export async function argon2CpuMsPerVerify(samples = 20): Promise<number> {
  const config = loadConfig({});
  const hasher = createPasswordHasher({ memoryKib: config.ARGON2_MEMORY_KIB, passes: config.ARGON2_PASSES });
  const hashed = await hasher.hash('violet-harbor-lantern-42');
  const before = process.cpuUsage();
  for (let i = 0; i < samples; i += 1) await hasher.verify(hashed, 'violet-harbor-lantern-42');
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000 / samples;
}

async function json(url: string, body: unknown) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export async function loginThroughput(baseUrl: string, options: { workers: number; seconds: number }) {
  const email = `bench.${Date.now()}@example.com`;
  const password = 'violet-harbor-lantern-42';
  const registered = await json(`${baseUrl}/graphql`, {
    query: 'mutation ($input: CreateCredentialInput!) { createCredential(input: $input) { error { code } } }',
    variables: { input: { email, password, newsletter: false, attestedOver18: true } },
  });
  if (registered.status !== 200) throw new Error('Could not register the benchmark user.');
  const clientId = ((await (await fetch(`${baseUrl}/oauth_client_id`)).json()) as { client_id: string })
    .client_id;
  const redirectUri = `${baseUrl.replace('127.0.0.1', 'localhost')}/auth/callback`;

  const latencies: number[] = [];
  let failures = 0;
  const deadline = performance.now() + options.seconds * 1000;
  async function worker() {
    while (performance.now() < deadline) {
      const started = performance.now();
      const verifier = crypto.randomBytes(32).toString('base64url');
      const challenge = crypto.createHash('sha256').update(verifier).digest('base64url');
      const authorized = await json(`${baseUrl}/oauth/authorize`, {
        client_id: clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'api',
        code_challenge: challenge,
        code_challenge_method: 'S256',
        email,
        password,
      });
      const exchanged =
        authorized.status === 200
          ? await json(`${baseUrl}/oauth/token`, {
              grant_type: 'authorization_code',
              code: authorized.body['code'],
              code_verifier: verifier,
              client_id: clientId,
              redirect_uri: redirectUri,
            })
          : authorized;
      if (exchanged.status === 200) latencies.push(performance.now() - started);
      else failures += 1;
    }
  }
  await Promise.all(Array.from({ length: options.workers }, worker));
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { perSecond: latencies.length / options.seconds, p50: at(0.5), p99: at(0.99), failures };
}
