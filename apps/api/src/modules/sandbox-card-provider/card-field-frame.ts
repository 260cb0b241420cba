// The sandbox's card field: a page the app frames (GET /elements/card-field?origin=<the app's origin>), on the
// provider's own origin, so the card number, expiry and CVC live in a document the app's script cannot read.
// It tokenises them with the publishable key against this server's /v1/payment_methods and tells the parent
// page only the token, brand, last4 and expiry (frame/card-field.js holds the protocol). The page carries its
// own strict policy: its own scripts and styles only, calls to its own origin only, framed by that one origin.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as cards from '@wysh/domain/payments/cards';

const frameDir = path.join(import.meta.dirname, 'frame');

/**
 * The domain's card checks as a browser module, so the frame checks cards by the rules the provider tokenises
 * with. Written from the loaded module (Node has stripped its types): each function's own source, each constant
 * as JSON. Its functions call only each other, so they work side by side in the new module.
 */
function cardChecksModule(): string {
  return Object.entries(cards)
    .map(([name, value]) =>
      typeof value === 'function'
        ? `export const ${name} = ${value.toString()};`
        : `export const ${name} = ${JSON.stringify(value)};`,
    )
    .join('\n');
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function framePage(input: { parentOrigin: string; publishableKey: string; today: string }): string {
  const attribute = (name: string, value: string) => `data-${name}="${escapeHtml(value)}"`;
  return `<!doctype html>
<html lang="en" ${attribute('parent-origin', input.parentOrigin)} ${attribute('publishable-key', input.publishableKey)} ${attribute('today', input.today)}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Card details</title>
<link rel="stylesheet" href="/elements/card-field.css">
<script type="module" src="/elements/card-field.js"></script>
</head>
<body>
<form id="card-form" novalidate>
  <div class="field number">
    <div class="label-row">
      <label for="card-number">Card number</label>
      <span id="card-brand" class="brand"></span>
    </div>
    <input id="card-number" name="cardnumber" type="text" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" spellcheck="false" aria-describedby="card-brand card-error">
  </div>
  <div class="row">
    <div class="field">
      <label for="card-expiry">Expiration date</label>
      <input id="card-expiry" name="exp-date" type="text" inputmode="numeric" autocomplete="cc-exp" placeholder="MM / YY" spellcheck="false" aria-describedby="card-error">
    </div>
    <div class="field">
      <label for="card-cvc">Security code</label>
      <input id="card-cvc" name="cvc" type="text" inputmode="numeric" autocomplete="cc-csc" placeholder="CVC" spellcheck="false" aria-describedby="card-error">
    </div>
  </div>
  <p id="card-error" class="error" role="alert"></p>
</form>
</body>
</html>
`;
}

function framePolicy(parentOrigin: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "connect-src 'self'",
    "img-src 'self'",
    `frame-ancestors ${parentOrigin}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

function pageHeaders(reply: FastifyReply, policy: string): FastifyReply {
  return reply
    .header('content-security-policy', policy)
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'no-store');
}

/** Read once, when first asked for: the frame's script, its stylesheet and the domain's card checks. */
function assets() {
  let loaded: Record<string, { type: string; body: string }> | undefined;
  return (name: string) => {
    loaded ??= {
      'card-field.js': {
        type: 'text/javascript; charset=utf-8',
        body: fs.readFileSync(path.join(frameDir, 'card-field.js'), 'utf8'),
      },
      'card-field.css': {
        type: 'text/css; charset=utf-8',
        body: fs.readFileSync(path.join(frameDir, 'card-field.css'), 'utf8'),
      },
      'cards.js': {
        type: 'text/javascript; charset=utf-8',
        body: cardChecksModule(),
      },
    };
    return loaded[name];
  };
}

export function registerCardFieldFrame(
  app: FastifyInstance,
  options: { parentOrigins: readonly string[]; publishableKey: string; today: () => string },
): void {
  const asset = assets();

  app.get('/elements/card-field', async (request, reply) => {
    const origin = (request.query as Record<string, unknown>).origin;
    if (typeof origin !== 'string' || !options.parentOrigins.includes(origin)) {
      return pageHeaders(reply, "default-src 'none'; frame-ancestors 'none'")
        .code(400)
        .type('text/plain; charset=utf-8')
        .send('This card field may only be shown by the app.');
    }
    return pageHeaders(reply, framePolicy(origin))
      .type('text/html; charset=utf-8')
      .send(
        framePage({ parentOrigin: origin, publishableKey: options.publishableKey, today: options.today() }),
      );
  });

  app.get('/elements/:file', async (request, reply) => {
    const file = asset((request.params as { file: string }).file);
    if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply
      .type(file.type)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-cache')
      .header('cross-origin-resource-policy', 'same-origin')
      .send(file.body);
  });
}
