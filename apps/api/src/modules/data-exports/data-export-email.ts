// The e-mail that carries a person's data export links: the JSON and its readable PDF summary, each working once.
// Links, not attachments: the e-mail's body and attachments stay in mailboxes and their copies for good, so the
// personal data itself never travels in it; the files are handed over by the API once and expire in 7 days.
import { formatLongDate } from '@wysh/domain/dates';
import type { Email } from '../messaging/messaging.service.ts';
import { escapeHtml } from '../../http/html.ts';

const BUTTON =
  'display:inline-block;background:#3b2bd1;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:600';

export function dataExportEmail(to: string, urls: { json: string; summary: string }, expiresAt: Date): Email {
  const heading = 'Your data is ready to download';
  const until = formatLongDate(expiresAt, 'America/New_York');
  const note = `Each link works once, until ${until}. If you didn't ask for your data, please call us.`;
  return {
    to,
    subject: 'Your wysh data export',
    text: `${heading}\n\nDownload it: ${urls.json}\n\nA summary to read (PDF): ${urls.summary}\n\n${note}`,
    html: `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#1c1b29;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:22px">${escapeHtml(heading)}</h1>
<p style="margin:0 0 16px">${escapeHtml(note)}</p>
<p><a href="${escapeHtml(urls.json)}" style="${BUTTON}">DOWNLOAD MY DATA</a></p>
<p><a href="${escapeHtml(urls.summary)}" style="${BUTTON}">DOWNLOAD THE SUMMARY (PDF)</a></p>
<p style="color:#4a4860;font-size:13px">Or open these links: ${escapeHtml(urls.json)} (all your data, JSON) and ${escapeHtml(urls.summary)} (a summary to read, PDF)</p>
</body></html>`,
  };
}
