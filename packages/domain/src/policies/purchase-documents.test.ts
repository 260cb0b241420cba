import { describe, expect, it } from 'vitest';
import { purchaseDocuments } from './purchase-documents.ts';

describe('the documents a purchase is signed with', () => {
  it('are the Statement of Good Health and the terms for term life, the terms alone for accidental death', () => {
    expect(purchaseDocuments('wysh-term-life')).toEqual(['statement-of-good-health', 'policy-terms']);
    expect(purchaseDocuments('wysh-accidental-death')).toEqual(['policy-terms']);
  });
});
