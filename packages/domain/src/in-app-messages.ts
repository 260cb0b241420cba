// In-app messages (spec 001 §3.1 "Toast or modal kinds"): what the app shows a signed-in person as a toast, by
// kind. The marketing messaging service sends some (a campaign's promo, a reminder to verify an e-mail), the
// product others (a declined payment, a lapsed policy). A message's link stays inside the app: a path, never an
// address elsewhere, so a message cannot send a person to a look-alike site.

export const IN_APP_KINDS = [
  'default',
  'email',
  'payment',
  'promo',
  'link',
  'wysh',
  'beneficiary',
  'manual_underwriting_decision',
] as const;
export type InAppKind = (typeof IN_APP_KINDS)[number];

export const MAX_TITLE_LENGTH = 80;
export const MAX_BODY_LENGTH = 300;
export const MAX_LINK_LABEL_LENGTH = 40;

export const isInAppKind = (value: string): value is InAppKind =>
  (IN_APP_KINDS as readonly string[]).includes(value);

/** A path of this app ("/products/insurance/billing"), not an address elsewhere ("//evil.example", "https://..."). */
export function isInAppPath(href: string): boolean {
  return /^\/(?![/\\])[\w\-./?=&%#~]*$/.test(href) && !href.includes('..');
}

export type InAppMessageInput = {
  kind: string;
  title: string;
  body: string;
  link?: { label: string; href: string } | null;
};

export type InAppMessage = {
  kind: InAppKind;
  title: string;
  body: string;
  link: { label: string; href: string } | null;
};

export type InAppProblem = { field: 'kind' | 'title' | 'body' | 'link'; message: string };

/** The message as it may be shown, or what is wrong with it. */
export function inAppMessage(
  input: InAppMessageInput,
): { ok: true; value: InAppMessage } | { ok: false; problems: InAppProblem[] } {
  const problems: InAppProblem[] = [];
  const title = input.title.trim();
  const body = input.body.trim();
  if (!isInAppKind(input.kind))
    problems.push({ field: 'kind', message: `Choose one of: ${IN_APP_KINDS.join(', ')}.` });
  if (title === '' || title.length > MAX_TITLE_LENGTH)
    problems.push({ field: 'title', message: `Give a title of 1 to ${MAX_TITLE_LENGTH} characters.` });
  if (body === '' || body.length > MAX_BODY_LENGTH)
    problems.push({ field: 'body', message: `Give a message of 1 to ${MAX_BODY_LENGTH} characters.` });
  const link = input.link ?? null;
  if (link) {
    const label = link.label.trim();
    if (label === '' || label.length > MAX_LINK_LABEL_LENGTH || !isInAppPath(link.href))
      problems.push({
        field: 'link',
        message: 'A link needs a short label and a path in the app, such as /products/insurance.',
      });
  }
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    value: {
      kind: input.kind as InAppKind,
      title,
      body,
      link: link ? { label: link.label.trim(), href: link.href } : null,
    },
  };
}
