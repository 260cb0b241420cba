// How a phone number is shown back to its owner. (Input rules live in @wysh/domain/validation, shared with the web app.)

/** "(***) ***-0100": all but the last four digits hidden. */
export function maskPhone(e164: string): string {
  return `(***) ***-${e164.slice(-4)}`;
}
