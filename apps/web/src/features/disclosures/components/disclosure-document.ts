// The document shown in the disclosure frame. The server sends an HTML fragment; we give it a language, a
// title and readable typography. A body that is already a whole document is shown as it is.

const STYLES = `
  html { color-scheme: light; }
  body { margin: 0; padding: 24px; font: 16px/1.65 ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; color: #121829; background: #fff; }
  main { max-width: 44rem; margin: 0 auto; }
  h1, h2, h3 { line-height: 1.25; letter-spacing: -0.01em; }
  h1 { font-size: 1.5rem; margin: 0 0 1rem; }
  h2 { font-size: 1.125rem; margin: 2rem 0 0.5rem; }
  p, li { color: #2b3145; }
  a { color: #3b34b0; }
  @media (max-width: 519px) { body { padding: 16px; font-size: 15px; } }
`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function disclosureDocument(title: string, body: string): string {
  if (/^\s*(<!doctype|<html)/i.test(body)) return body;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${STYLES}</style></head><body><main>${body}</main></body></html>`;
}
