import fs from 'node:fs';
import { DEFAULT_LINE_OF_BUSINESS } from '@wysh/domain/lines-of-business';
import type { DbOrTx } from '../../db/database.ts';
import { upsertDisclosure } from './disclosures.repository.ts';

const businessSlug = DEFAULT_LINE_OF_BUSINESS;

/** The published documents; each body is an HTML fragment under ./content. */
export const publishedDisclosures = [
  { slug: 'terms-of-service', name: 'Terms of Service' },
  { slug: 'privacy-policy', name: 'Privacy Policy' },
  { slug: 'e-sign-consent', name: 'Consent to Electronic Records and Signatures' },
  { slug: 'sms-terms', name: 'Text Message Terms' },
  { slug: 'state-policy-disclosures', name: 'State Policy Disclosures' },
] as const;

export async function seedDisclosures(db: DbOrTx): Promise<void> {
  for (const { slug, name } of publishedDisclosures) {
    const body = fs.readFileSync(new URL(`./content/${slug}.html`, import.meta.url), 'utf8');
    await upsertDisclosure(db, { slug, name, businessSlug, body });
  }
}
