// Documents (spec 001 §3.3 Documents, §7.1 document calls): versioned templates (./content, document-templates.ts)
// rendered on the server to HTML and PDF. Two kinds: a template document is the same for everyone
// (beneficiary-terms, the beneficiary-packet of claims instructions) and is read at its newest version; a user
// document is made for one person from their data (the application as submitted) and stored with the template
// version that rendered it, so it reads the same later. Every read checks the owner: another user's document is
// not found. The documents made for a person (the policy packet, the applications they submitted) are read in a
// verified session (spec 000 §6, 001 §6: the documents area is the account's); template documents, the same for
// everyone, and the application being filled in (the journey's) at the identified level.
import crypto from 'node:crypto';
import { formatShortDate } from '@wysh/domain/dates';
import { displayName } from '@wysh/domain/person-name';
import { formatUsPhone } from '@wysh/domain/phone';
import type { Db, DbOrTx } from '../../db/database.ts';
import type { Clock } from '../../shared/clock.ts';
import { requireUser, type Viewer } from '../../shared/viewer.ts';
import type { ProfileService } from '../profile/profile.service.ts';
import type { ProfileView } from '../profile/profile.views.ts';
import { byCategory, categoryOf, findCategory, type DocumentCategory } from './document-categories.ts';
import type { DocumentFormat, DocumentLinks } from './document-links.ts';
import {
  findEndorsementDocument,
  findInvoiceDocument,
  findTemplate,
  findUserDocument,
  insertInvoiceDocument,
  insertUserDocument,
  latestTemplates,
  listEndorsementDocuments,
  listPolicyDocuments,
  listUserDocuments,
  lockUserDocuments,
  type TemplateRow,
  type UserDocumentRecord,
} from './documents.repository.ts';
import { toPdf } from './pdf.ts';
import { toBlocks, toHtml, type Block, type Row, type Section, type TemplateValues } from './render.ts';

/** The documents everyone reads alike, and the one made per user. */
export const TEMPLATE_SLUGS = [
  'beneficiary-terms',
  'beneficiary-packet',
  'statement-of-good-health',
  'policy-terms',
  'replace-accidental-death',
] as const;
export const USER_SLUGS = [
  'application',
  'policy-packet',
  'receipt',
  'reinstatement-endorsement',
  'cancellation-notice',
  'cover-change-endorsement',
] as const;
export type DocumentSlug = (typeof TEMPLATE_SLUGS)[number] | (typeof USER_SLUGS)[number];

export type DocumentFileView = { fileName: string; url: string };
export type DocumentView = {
  id: string;
  name: string;
  description: string;
  slug: string;
  version: number;
  /** The year the document applies to, when its maker knows it (a tax form); see applicableYear(). */
  applicableYear?: number | null;
  documentCategory: { name: string; slug: string };
  html: DocumentFileView;
  pdf: DocumentFileView;
  files: DocumentFileView[];
  createdAt: Date;
  updatedAt: Date;
};

export type DocumentCategoryView = DocumentCategory & { documents: DocumentView[] };

/** A document's parts as the renderer draws them: titles, headings, paragraphs, lists, label/value rows. */
export type { Block, Row, Section };

/**
 * Another module's document drawn as this module draws its own (a data export's summary): US Letter, the same
 * fonts, margins and feet naming the template version, so every PDF we send looks and reads the same.
 */
export function renderPdf(sections: readonly Section[], meta: { name: string; createdAt: Date }) {
  return toPdf(sections, meta);
}

export type RenderedFile = { fileName: string; contentType: string; body: Uint8Array | string };

const isTemplateSlug = (slug: string): slug is (typeof TEMPLATE_SLUGS)[number] =>
  (TEMPLATE_SLUGS as readonly string[]).includes(slug);

const categoryName = (slug: string) => slug.charAt(0).toUpperCase() + slug.slice(1).replace(/-/g, ' ');

/**
 * The application's rows: what the insurance profile holds, never the tax id itself. The name as shown
 * everywhere (capitalised per word), the birthdate as the spec shows dates (MM/dd/yyyy), not as stored.
 */
export function applicationValues(profile: ProfileView, submittedOn: string): TemplateValues {
  const name = displayName([profile.firstName, profile.middleName, profile.lastName, profile.suffix]);
  const answers: Row[] = [
    { label: 'Name', value: name },
    { label: 'Date of birth', value: profile.birthdate ? formatShortDate(profile.birthdate) : '' },
    { label: 'Sex', value: profile.gender ? categoryName(profile.gender) : '' },
    { label: 'Home address', value: profile.activeAddress?.formattedDisplay ?? '' },
    { label: 'Phone', value: profile.activePhoneNumber?.mask ?? '' },
    { label: 'E-mail', value: profile.activeEmail?.email ?? '' },
    { label: 'Social Security number', value: profile.taxIdSet ? 'Provided' : 'Not provided' },
  ];
  const notYet = 'Not answered yet';
  return { submittedOn, answers: answers.map((row) => ({ ...row, value: row.value || notYet })) };
}

export function createDocumentsService(deps: {
  db: Db;
  clock: Clock;
  profile: ProfileService;
  links: DocumentLinks;
  supportPhone: string;
}) {
  const { db, clock, profile, links } = deps;
  const common = { product: 'wysh', phone: formatUsPhone(deps.supportPhone) };

  function fileName(template: TemplateRow, format: DocumentFormat) {
    return `${template.slug}-v${template.version}.${format}`;
  }

  function view(
    userId: string,
    id: string,
    template: TemplateRow,
    dates: { createdAt: Date; updatedAt: Date },
  ): DocumentView {
    const now = clock.now();
    const html = { fileName: fileName(template, 'html'), url: links.url(id, 'html', userId, now) };
    const pdf = { fileName: fileName(template, 'pdf'), url: links.url(id, 'pdf', userId, now) };
    return {
      id,
      name: template.name,
      description: template.description.replace(/\{product\}/g, common.product),
      slug: template.slug,
      version: template.version,
      documentCategory: { name: categoryOf(template.category).name, slug: template.category },
      html,
      pdf,
      files: [pdf, html],
      ...dates,
    };
  }

  const templateView = (userId: string, template: TemplateRow) =>
    view(userId, template.id, template, { createdAt: template.publishedAt, updatedAt: template.publishedAt });
  const userDocumentView = (userId: string, { document, template }: UserDocumentRecord) =>
    view(userId, document.id, template, { createdAt: document.createdAt, updatedAt: document.createdAt });

  /**
   * The user's application as their answers stand: the latest stored one when nothing changed since, otherwise
   * a new one rendered by the newest template version (the earlier ones stay).
   */
  async function currentApplication(viewer: Viewer, userId: string): Promise<UserDocumentRecord | undefined> {
    const [template] = await latestTemplates(db, ['application']);
    if (!template) return undefined;
    const now = clock.now();
    const values = applicationValues(await profile.profile(viewer), now.toISOString().slice(0, 10));
    const { submittedOn: _date, ...answers } = values;
    const checksum = crypto
      .createHash('sha256')
      .update(`${template.id}\n${JSON.stringify(answers)}`)
      .digest('hex');
    return db.transaction(async (tx) => {
      await lockUserDocuments(tx, userId, 'application');
      const [latest] = await listUserDocuments(tx, userId, { slug: 'application' });
      if (latest && latest.document.checksum === checksum) return latest;
      const document = await insertUserDocument(tx, {
        userId,
        templateId: template.id,
        values,
        checksum,
        createdAt: now,
      });
      return { document, template };
    });
  }

  type Readable = {
    template: TemplateRow;
    values: TemplateValues;
    createdAt: Date;
    /** A user document's owner and policy (template documents have neither). */
    userId?: string;
    policyId?: string | null;
  };

  const asReadable = ({ document, template }: UserDocumentRecord): Readable => ({
    template,
    values: document.values as TemplateValues,
    createdAt: document.createdAt,
    userId: document.userId,
    policyId: document.policyId,
  });

  /** The template, or the user's document, an id names when `userId` may read it. */
  async function readable(db: DbOrTx, userId: string, id: string): Promise<Readable | undefined> {
    const template = await findTemplate(db, id);
    if (template) {
      return isTemplateSlug(template.slug)
        ? { template, values: {}, createdAt: template.publishedAt }
        : undefined;
    }
    const record = await findUserDocument(db, id);
    if (!record || record.document.userId !== userId) return undefined;
    return asReadable(record);
  }

  function section(found: Readable): Section {
    const { template } = found;
    return {
      blocks: toBlocks(template.body, {
        ...found.values,
        ...common,
        templateVersion: `${template.slug} version ${template.version}`,
      }),
      footer: `${template.name} · ${template.slug} version ${template.version}`,
    };
  }

  /**
   * A document's file. A policy packet is followed by the policy's endorsements (a reinstatement...), each
   * rendered by its own template version, oldest first: the packet reads as the policy stands.
   */
  async function render(db: DbOrTx, found: Readable, format: DocumentFormat): Promise<RenderedFile> {
    const { template } = found;
    const endorsements =
      template.slug === 'policy-packet' && found.policyId
        ? (await listEndorsementDocuments(db, found.policyId)).filter(
            (record) => record.document.userId === found.userId,
          )
        : [];
    const sections = [found, ...endorsements.map(asReadable)].map(section);
    const meta = { name: template.name };
    return format === 'pdf'
      ? {
          fileName: fileName(template, 'pdf'),
          contentType: 'application/pdf',
          body: await toPdf(sections, { ...meta, createdAt: found.createdAt }),
        }
      : {
          fileName: fileName(template, 'html'),
          contentType: 'text/html; charset=utf-8',
          body: toHtml(sections, meta),
        };
  }

  return {
    /** documents(slugs): the newest version of each template named, and the user's current application. */
    async documents(viewer: Viewer, slugs: readonly string[]): Promise<DocumentView[]> {
      const { userId } = requireUser(viewer, 'identified');
      const wanted = [...new Set(slugs)];
      const templates = await latestTemplates(db, wanted.filter(isTemplateSlug));
      const views = templates.map((template) => templateView(userId, template));
      if (wanted.includes('application')) {
        const application = await currentApplication(viewer, userId);
        if (application) views.push(userDocumentView(userId, application));
      }
      // In the order asked for; slugs we publish no document for (yet) are left out.
      return wanted.flatMap((slug) => views.filter((each) => each.slug === slug));
    },

    async documentById(viewer: Viewer, id: string): Promise<DocumentView | null> {
      const { userId } = requireUser(viewer, 'identified');
      const template = await findTemplate(db, id);
      if (template) return isTemplateSlug(template.slug) ? templateView(userId, template) : null;
      requireUser(viewer, 'verified');
      const record = await findUserDocument(db, id);
      return record && record.document.userId === userId ? userDocumentView(userId, record) : null;
    },

    /** The documents made for the user, newest first (every version of the application they submitted). */
    async userDocuments(viewer: Viewer): Promise<DocumentView[]> {
      const { userId } = requireUser(viewer, 'verified');
      return (await listUserDocuments(db, userId)).map((record) => userDocumentView(userId, record));
    },

    /** documentCategories: the user's documents by category (documents area), empty categories left out. */
    async documentCategories(viewer: Viewer): Promise<DocumentCategoryView[]> {
      return byCategory(await this.userDocuments(viewer));
    },

    /** One category with the user's documents in it (maybe none); null for a category that does not exist. */
    async documentCategory(viewer: Viewer, slug: string): Promise<DocumentCategoryView | null> {
      requireUser(viewer, 'verified');
      const category = findCategory(slug);
      if (!category) return null;
      const documents = await this.userDocuments(viewer);
      return { ...category, documents: documents.filter((each) => each.documentCategory.slug === slug) };
    },

    /**
     * A document's file for the user, or undefined when there is none they may read; `templatesOnly` for a caller
     * whose session is not verified (the documents made for them are not theirs to read then).
     */
    async file(
      userId: string,
      id: string,
      format: DocumentFormat,
      options: { templatesOnly?: boolean } = {},
    ): Promise<RenderedFile | undefined> {
      const found = await readable(db, userId, id);
      if (found && options.templatesOnly && !isTemplateSlug(found.template.slug)) return undefined;
      return found && render(db, found, format);
    },

    /** The newest version of a template (what an acknowledgement of it accepts today). */
    async currentTemplate(
      slug: (typeof TEMPLATE_SLUGS)[number],
    ): Promise<{ id: string; version: number; name: string }> {
      const [template] = await latestTemplates(db, [slug]);
      if (!template) throw new Error(`No published version of the ${slug} document`);
      return { id: template.id, version: template.version, name: template.name };
    },

    /** The newest version of a template rendered to PDF (the beneficiary packet e-mailed as an attachment). */
    async templatePdf(slug: (typeof TEMPLATE_SLUGS)[number]): Promise<RenderedFile & { version: number }> {
      const [template] = await latestTemplates(db, [slug]);
      if (!template) throw new Error(`No published version of the ${slug} document`);
      const file = await render(db, { template, values: {}, createdAt: template.publishedAt }, 'pdf');
      return { ...file, version: template.version };
    },

    /**
     * Keeps the packet of an issued policy (the job that follows the issue, in its transaction): the newest
     * policy-packet template filled with the policy's values, once per policy, and its PDF for the e-mail.
     */
    async keepPolicyPacket(
      tx: DbOrTx,
      input: { userId: string; policyId: string; values: TemplateValues },
    ): Promise<{ id: string; version: number; pdf: RenderedFile; created: boolean }> {
      const [template] = await latestTemplates(tx, ['policy-packet']);
      if (!template) throw new Error('No published version of the policy-packet document');
      const [kept] = await listPolicyDocuments(tx, input.policyId, { slug: 'policy-packet' });
      const record =
        kept ??
        ({
          document: await insertUserDocument(tx, {
            userId: input.userId,
            policyId: input.policyId,
            templateId: template.id,
            values: input.values,
            checksum: crypto.createHash('sha256').update(JSON.stringify(input.values)).digest('hex'),
            createdAt: clock.now(),
          }),
          template,
        } satisfies UserDocumentRecord);
      const pdf = await render(tx, asReadable(record), 'pdf');
      return { id: record.document.id, version: record.template.version, pdf, created: !kept };
    },

    /**
     * Keeps the document of a policy endorsement (the job that follows it, in its transaction): the newest
     * version of the template named, filled with the endorsement's values, once per endorsement, and its PDF
     * (the endorsement alone) for the e-mail. Its policy's packet shows it after its own pages from then on.
     */
    async keepEndorsement(
      tx: DbOrTx,
      input: {
        userId: string;
        policyId: string;
        endorsementId: string;
        slug: (typeof USER_SLUGS)[number];
        values: TemplateValues;
      },
    ): Promise<{ id: string; version: number; pdf: RenderedFile; created: boolean }> {
      const kept = await findEndorsementDocument(tx, input.endorsementId);
      let record = kept;
      if (!record) {
        const [template] = await latestTemplates(tx, [input.slug]);
        if (!template) throw new Error(`No published version of the ${input.slug} document`);
        const document = await insertUserDocument(tx, {
          userId: input.userId,
          policyId: input.policyId,
          endorsementId: input.endorsementId,
          templateId: template.id,
          values: input.values,
          checksum: crypto.createHash('sha256').update(JSON.stringify(input.values)).digest('hex'),
          createdAt: clock.now(),
        });
        record = { document, template };
      }
      const pdf = await render(tx, asReadable(record), 'pdf');
      return { id: record.document.id, version: record.template.version, pdf, created: !kept };
    },

    /** The receipt kept for one of the user's invoices; null when none is kept yet (or it is not theirs). */
    async receiptOf(userId: string, invoiceId: string): Promise<DocumentView | null> {
      const record = await findInvoiceDocument(db, invoiceId);
      return record && record.document.userId === userId ? userDocumentView(userId, record) : null;
    },

    /**
     * Keeps the receipt of a paid invoice of the user's (payments checked both), once: rendered from the newest
     * receipt template, whose version it keeps, with the values given; a receipt already kept is answered as it is.
     */
    async keepReceipt(input: {
      userId: string;
      invoiceId: string;
      values: TemplateValues;
    }): Promise<DocumentView> {
      const [template] = await latestTemplates(db, ['receipt']);
      if (!template) throw new Error('No published version of the receipt document');
      await insertInvoiceDocument(db, {
        userId: input.userId,
        invoiceId: input.invoiceId,
        templateId: template.id,
        values: input.values,
        checksum: crypto.createHash('sha256').update(JSON.stringify(input.values)).digest('hex'),
        createdAt: clock.now(),
      });
      const kept = await this.receiptOf(input.userId, input.invoiceId);
      if (!kept) throw new Error(`The receipt of invoice ${input.invoiceId} belongs to someone else`);
      return kept;
    },

    /** The application's answers as last submitted (the application document's rows); empty when never made. */
    async signedApplicationRows(userId: string): Promise<Row[]> {
      const [latest] = await listUserDocuments(db, userId, { slug: 'application' });
      const answers = (latest?.document.values as TemplateValues | undefined)?.answers;
      return Array.isArray(answers) ? [...answers] : [];
    },

    /** A policy's documents (its packet once the job made it), when the policy is the viewer's. */
    async policyDocuments(viewer: Viewer, policyId: string): Promise<DocumentView[]> {
      const { userId } = requireUser(viewer, 'verified');
      return (await listPolicyDocuments(db, policyId))
        .filter((record) => record.document.userId === userId)
        .map((record) => userDocumentView(userId, record));
    },

    /**
     * The packet kept for a policy as it stands (its endorsements after it), as a PDF to send again; null before
     * the job that follows the issue has kept one. The caller checks who may have it sent.
     */
    async keptPolicyPacketPdf(policyId: string): Promise<(RenderedFile & { version: number }) | null> {
      const [kept] = await listPolicyDocuments(db, policyId, { slug: 'policy-packet' });
      if (!kept) return null;
      return { ...(await render(db, asReadable(kept), 'pdf')), version: kept.template.version };
    },

    /** The version of the document an id names, when the user may read it (an acknowledgement records it). */
    async versionFor(userId: string, id: string): Promise<number | undefined> {
      return (await readable(db, userId, id))?.template.version;
    },

    links,
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
