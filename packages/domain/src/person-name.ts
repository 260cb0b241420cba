// A person's name as the product shows it (spec 000 §5: the name on the card is "auto-capitalised per word"):
// each word's first letter upper-cased, the rest kept as typed ("McDONALD" stays). The same rule everywhere a
// name is shown - greetings, the policy packet, e-mails, the name on the card - so "hal buyer" reads "Hal Buyer"
// wherever it appears. Stored names stay as the person typed them.

export function capitalisedName(text: string): string {
  return text.replace(
    /(^|[\s'-])(\p{L})/gu,
    (_match, before: string, letter: string) => before + letter.toUpperCase(),
  );
}

/** The parts of a name (first, middle, last, suffix), blank ones left out, each capitalised, one space apart. */
export function displayName(parts: ReadonlyArray<string | null | undefined>): string {
  return parts
    .map((part) => part?.trim().replace(/\s+/g, ' ') ?? '')
    .filter((part) => part !== '')
    .map(capitalisedName)
    .join(' ');
}
