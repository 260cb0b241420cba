// The e-mail that carries a person's data export link.
import { formatLongDate } from '@wysh/domain/dates';
import type { Email } from '../messaging/messaging.service.ts';
import { escapeHtml } from '../../http/html.ts';

export function dataExportEmail(to: string, url: string, expiresAt: Date): Email {
  const heading = 'Your data is ready to download';
  const until = formatLongDate(expiresAt, 'America/New_York');
  const note = `The link works once, until ${until}. If you didn't ask for your data, please call us.`;
  return {
    to,
    subject: 'Your wysh data export',
    text: `${heading}\n\nDownload it: ${url}\n\n${note}`,
    html: `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#1c1b29;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:22px">${escapeHtml(heading)}</h1>
<p style="margin:0 0 16px">${escapeHtml(note)}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#3b2bd1;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:600">DOWNLOAD MY DATA</a></p>
<p style="color:#4a4860;font-size:13px">Or open this link: ${escapeHtml(url)}</p>
</body></html>`,
  };
}
