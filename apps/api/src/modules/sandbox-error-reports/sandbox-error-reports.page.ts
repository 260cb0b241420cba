// The /dev/errors page: the error reports the sandbox received, newest first, with what each says about who
// and where (user id, tags such as the utm parameters) and the full event as received.
import { html, SafeHtml } from '../../http/html.ts';
import type { SandboxErrorReport } from './sandbox-error-reports.repository.ts';

const styles = `
  body { font-family: system-ui, sans-serif; margin: 0; color: #1c1b29; background: #f7f7fb; }
  main { max-width: 60rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
  h1 { font-size: 1.5rem; } h2 { font-size: 1.125rem; overflow-wrap: anywhere; }
  ol { list-style: none; padding: 0; } ol > li { background: #fff; border: 1px solid #d8d6e6; border-radius: .5rem; padding: 1rem; margin-bottom: .75rem; }
  .meta { color: #4a4860; font-size: .875rem; overflow-wrap: anywhere; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem .75rem; margin: .5rem 0; }
  dt { font-weight: 600; } dd { margin: 0; overflow-wrap: anywhere; }
  pre { white-space: pre-wrap; word-break: break-word; font-size: .8125rem; }
`;

const PROJECT_NAMES: Record<string, string> = { '1': 'Server', '2': 'Browser' };

function reportItem(report: SandboxErrorReport): SafeHtml {
  const tags = Object.entries(report.tags).sort(([a], [b]) => a.localeCompare(b));
  return html`<li>
    <div class="meta">
      ${PROJECT_NAMES[report.project] ?? `Project ${report.project}`} · ${report.level ?? 'error'} ·
      <time datetime="${report.receivedAt.toISOString()}">${report.receivedAt.toISOString()}</time>
    </div>
    <h2>${report.title}</h2>
    <dl>
      <dt>User id</dt>
      <dd data-testid="error-user-id">${report.userId ?? 'none'}</dd>
      ${tags.map(
        ([name, value]) =>
          html`<dt>${name}</dt>
            <dd>${value}</dd>`,
      )}
    </dl>
    <details>
      <summary>Full report</summary>
      <pre>${JSON.stringify(report.event, null, 2)}</pre>
    </details>
  </li>`;
}

export function renderErrorReportsPage(reports: SandboxErrorReport[]): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Sandbox error reports</title>
        <style>
          ${new SafeHtml(styles)}
        </style>
      </head>
      <body>
        <main>
          <h1>Sandbox error reports</h1>
          <p>Every error the server and the browser reported to the sandbox, newest first.</p>
          ${
            reports.length === 0
              ? html`<p role="status">No error reports yet.</p>`
              : html`<ol>
                  ${reports.map(reportItem)}
                </ol>`
          }
        </main>
      </body>
    </html>`.value;
}
