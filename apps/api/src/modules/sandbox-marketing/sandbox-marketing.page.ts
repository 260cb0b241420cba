// The /dev/messaging and /dev/attribution pages: what the sandbox marketing services received, newest first,
// each with whom it is about (a user id, nothing else) and the whole call as received.
import { html, SafeHtml } from '../../http/html.ts';
import type { SandboxAttributionEvent, SandboxMessagingRequest } from './sandbox-marketing.repository.ts';

const styles = `
  body { font-family: system-ui, sans-serif; margin: 0; color: #1c1b29; background: #f7f7fb; }
  main { max-width: 60rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
  h1 { font-size: 1.5rem; } h2 { font-size: 1.125rem; overflow-wrap: anywhere; }
  ol { list-style: none; padding: 0; } ol > li { background: #fff; border: 1px solid #d8d6e6; border-radius: .5rem; padding: 1rem; margin-bottom: .75rem; }
  .meta { color: #4a4860; font-size: .875rem; overflow-wrap: anywhere; }
  pre { white-space: pre-wrap; word-break: break-word; font-size: .8125rem; }
`;

function page(title: string, intro: string, items: SafeHtml[]): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
        <style>
          ${new SafeHtml(styles)}
        </style>
      </head>
      <body>
        <main>
          <h1>${title}</h1>
          <p>${intro}</p>
          ${
            items.length === 0
              ? html`<p role="status">Nothing received yet.</p>`
              : html`<ol>
                  ${items}
                </ol>`
          }
        </main>
      </body>
    </html>`.value;
}

function item(heading: string, who: string, at: Date, received: unknown): SafeHtml {
  return html`<li>
    <div class="meta">User ${who} · <time datetime="${at.toISOString()}">${at.toISOString()}</time></div>
    <h2>${heading}</h2>
    <details>
      <summary>As received</summary>
      <pre>${JSON.stringify(received, null, 2)}</pre>
    </details>
  </li>`;
}

export function renderMessagingPage(requests: SandboxMessagingRequest[]): string {
  return page(
    'Sandbox messaging',
    'What the messaging service was told, newest first: people identified by id, events and page views.',
    requests.map((request) =>
      item(
        request.kind === 'identify' ? 'identify' : `${request.kind}: ${request.name ?? ''}`,
        request.customerId,
        request.receivedAt,
        request.body,
      ),
    ),
  );
}

export function renderAttributionPage(events: SandboxAttributionEvent[]): string {
  return page(
    'Sandbox attribution',
    'What the attribution service received, newest first, each message once.',
    events.map((event) =>
      item(event.event ?? event.type, event.userId ?? 'none', event.receivedAt, event.message),
    ),
  );
}
