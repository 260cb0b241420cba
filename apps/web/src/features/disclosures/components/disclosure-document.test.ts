import { describe, expect, it } from 'vitest';
import { disclosureDocument } from './disclosure-document';

describe('disclosureDocument', () => {
  it('wraps a fragment in a titled English document', () => {
    const html = disclosureDocument('Terms & <Conditions>', '<p>Hi</p>');
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
    expect(html).toContain('<title>Terms &#38; &#60;Conditions&#62;</title>');
    expect(html).toContain('<main><p>Hi</p></main>');
  });

  it('leaves a whole document alone', () => {
    const whole = '<!DOCTYPE html><html lang="es"><body>Hola</body></html>';
    expect(disclosureDocument('Términos', whole)).toBe(whole);
  });
});
