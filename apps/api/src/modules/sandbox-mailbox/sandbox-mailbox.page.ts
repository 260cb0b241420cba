// The /dev/outbox pages of the sandbox mailbox: the list of messages (newest first) and one message.
import { html, SafeHtml } from '../../http/html.ts';
import type { MessageWithAttachments as MailboxMessage } from './sandbox-mailbox.repository.ts';

const styles = `
  body { font-family: system-ui, sans-serif; margin: 0; color: #1c1b29; background: #f7f7fb; }
  main { max-width: 60rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
  h1 { font-size: 1.5rem; } form { display: flex; gap: .5rem; flex-wrap: wrap; margin-bottom: 1rem; }
  label { align-self: center; } input { padding: .5rem; font: inherit; min-width: 16rem; }
  button, .button { padding: .5rem 1rem; font: inherit; background: #3b2bd1; color: #fff; border: 0; border-radius: .375rem; text-decoration: none; }
  ol { list-style: none; padding: 0; } ol > li { background: #fff; border: 1px solid #d8d6e6; border-radius: .5rem; padding: 1rem; margin-bottom: .75rem; }
  .meta { color: #4a4860; font-size: .875rem; overflow-wrap: anywhere; } pre { white-space: pre-wrap; word-break: break-word; margin: .5rem 0 0; }
  iframe { width: 100%; min-height: 30rem; border: 1px solid #d8d6e6; background: #fff; }
`;

function page(title: string, body: SafeHtml): string {
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
        <main>${body}</main>
      </body>
    </html>`.value;
}

function attachmentList(message: MailboxMessage): SafeHtml | string {
  if (message.attachments.length === 0) return '';
  return html`<p class="meta">Attachments:</p>
    <ul class="attachments">
      ${message.attachments.map(
        (file) =>
          html`<li>
            <a href="${file.url}">${file.filename}</a> (${file.contentType}, ${Math.ceil(file.size / 1024)}
            KB)
          </li>`,
      )}
    </ul>`;
}

function channelLabel(message: MailboxMessage): string {
  return { email: 'E-mail', sms: 'Text message', voice: 'Voice call' }[message.channel];
}

export function renderMailboxPage(messages: MailboxMessage[], to: string | undefined): string {
  const items = messages.map(
    (message) =>
      html`<li>
        <div class="meta">
          ${channelLabel(message)} to <strong>${message.recipient}</strong> ·
          <time datetime="${message.createdAt.toISOString()}">${message.createdAt.toISOString()}</time>
        </div>
        ${message.subject ? html`<h2><a href="/dev/outbox/${message.id}">${message.subject}</a></h2>` : ''}
        <pre>${message.text}</pre>
        ${attachmentList(message)}
        ${message.subject ? '' : html`<a href="/dev/outbox/${message.id}">Open message</a>`}
      </li>`,
  );
  return page(
    'Sandbox outbox',
    html`<h1>Sandbox outbox</h1>
      <p>Every e-mail, text message and voice call the sandbox providers sent, newest first.</p>
      <form method="get" action="/dev/outbox">
        <label for="to">Recipient</label>
        <input
          id="to"
          name="to"
          type="search"
          value="${to ?? ''}"
          placeholder="name@example.com or +18005550100"
        />
        <button type="submit">Filter</button>
        ${to ? html`<a class="button" href="/dev/outbox">Show all</a>` : ''}
      </form>
      ${
        messages.length === 0
          ? html`<p role="status">No messages yet.</p>`
          : html`<ol>
              ${items}
            </ol>`
      }`,
  );
}

export function renderMessagePage(message: MailboxMessage): string {
  return page(
    message.subject ?? `${channelLabel(message)} to ${message.recipient}`,
    html`<p><a href="/dev/outbox">Back to the outbox</a></p>
      <h1>${message.subject ?? channelLabel(message)}</h1>
      <p class="meta">
        ${channelLabel(message)} to <strong>${message.recipient}</strong> ·
        <time datetime="${message.createdAt.toISOString()}">${message.createdAt.toISOString()}</time>
      </p>
      ${
        message.html
          ? html`<iframe
              title="Message body"
              sandbox="allow-popups allow-popups-to-escape-sandbox"
              srcdoc="${message.html}"
            ></iframe>`
          : html`<pre>${message.text}</pre>`
      }
      ${attachmentList(message)}`,
  );
}
