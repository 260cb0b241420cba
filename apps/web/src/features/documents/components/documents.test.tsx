// The documents area (spec 001 routes /account/documents, /account/documents/{category}, /account/document/{id}):
// the categories with counts, a category's documents (by year where the category says so) with their file links,
// one document in a sandboxed frame, and the loading, empty, not-found and error states.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../../testing/auth';
import { graphql } from '../../../testing/graphql-link';
import { answer } from '../../../testing/graphql';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';

const signed = (id: string, format: 'pdf' | 'html') =>
  `/documents/${id}.${format}?user=u-1&expires=1&signature=s-${id}`;

function documentOf(id: string, createdAt: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    name: 'Insurance Application',
    description: 'Your answers as submitted, for your records.',
    version: 1,
    applicableYear: null,
    createdAt,
    documentCategory: { name: 'Applications', slug: 'application' },
    html: { fileName: 'application-v1.html', url: signed(id, 'html') },
    pdf: { fileName: 'application-v1.pdf', url: signed(id, 'pdf') },
    ...extra,
  };
}

const APPLICATIONS = {
  id: 'application',
  name: 'Applications',
  slug: 'application',
  yearGroupable: false,
  documents: [documentOf('app-old', '2026-02-03T15:00:00Z'), documentOf('app-new', '2026-11-20T15:00:00Z')],
};

describe('/account/documents', () => {
  it('is linked from the account page', async () => {
    signInAs('verified');
    answer('DocumentCategories', () => ({ documentCategories: [] }));
    const { user, router } = renderApp('/account');
    await user.click(await screen.findByRole('link', { name: /Documents/ }));
    await screen.findByRole('heading', { level: 1, name: 'Documents' });
    expect(router.state.location.pathname).toBe('/account/documents');
  });

  it('lists the categories with how many documents each holds, each leading to its page', async () => {
    signInAs('verified');
    answer('DocumentCategories', () => ({
      documentCategories: [
        { id: 'policy', name: 'Policy documents', slug: 'policy', documents: [{ id: 'p-1' }] },
        {
          id: 'application',
          name: 'Applications',
          slug: 'application',
          documents: [{ id: 'a' }, { id: 'b' }],
        },
      ],
    }));
    answer('DocumentCategory', () => ({ documentCategory: APPLICATIONS }));
    const { user, router } = renderApp('/account/documents');
    const list = await screen.findByRole('list', { name: 'Document categories' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Policy documents1 document',
      'Applications2 documents',
    ]);
    expect(links[0]).toHaveAttribute('href', '/account/documents/policy');
    await user.click(links[1]!);
    await screen.findByRole('heading', { level: 1, name: 'Applications' });
    expect(router.state.location.pathname).toBe('/account/documents/application');
  });

  it('says "No documents yet" when there are none', async () => {
    signInAs('verified');
    answer('DocumentCategories', () => ({ documentCategories: [] }));
    renderApp('/account/documents');
    expect(await screen.findByRole('heading', { level: 2, name: 'No documents yet' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Document categories' })).not.toBeInTheDocument();
  });

  it('shows the loading state, then the failure with a retry that loads them', async () => {
    signInAs('verified');
    let calls = 0;
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      graphql.query('DocumentCategories', async () => {
        calls += 1;
        await answered;
        return calls === 1
          ? HttpResponse.json({ errors: [{ message: 'Unexpected error.' }] })
          : HttpResponse.json({
              data: {
                documentCategories: [
                  { id: 'application', name: 'Applications', slug: 'application', documents: [{ id: 'a' }] },
                ],
              },
            });
      }),
    );
    const { user } = renderApp('/account/documents');
    expect(await screen.findByText('Loading your documents')).toBeInTheDocument();
    release();
    await screen.findByRole('heading', { level: 2, name: "We couldn't load your documents" });
    await user.click(screen.getByRole('button', { name: 'TRY AGAIN' }));
    expect(await screen.findByRole('link', { name: /Applications/ })).toBeInTheDocument();
  });

  it('needs a verified session: a visitor is sent to log in', async () => {
    const { router } = renderApp('/account/documents');
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/account/documents'));
  });
});

describe('/account/documents/{category}', () => {
  it('lists the documents newest first, each with View (HTML) and Download PDF from the signed links', async () => {
    signInAs('verified');
    const calls = answer('DocumentCategory', () => ({ documentCategory: APPLICATIONS }));
    renderApp('/account/documents/application');
    await screen.findByRole('heading', { level: 1, name: 'Applications' });
    expect(calls).toEqual([{ slug: 'application' }]);
    const items = within(screen.getByRole('main')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const newest = within(items[0]!);
    expect(newest.getByRole('heading', { level: 2, name: 'Insurance Application' })).toBeInTheDocument();
    expect(newest.getByRole('link', { name: 'Insurance Application' })).toHaveAttribute(
      'href',
      '/account/document/app-new',
    );
    expect(newest.getByText(/^Added Nov 20, 2026 · Version 1$/)).toBeInTheDocument();
    const view = newest.getByRole('link', { name: /^View Insurance Application, Nov 20, 2026/ });
    expect(view.getAttribute('href')).toMatch(
      /\/documents\/app-new\.html\?user=u-1&expires=1&signature=s-app-new$/,
    );
    expect(view).toHaveAttribute('target', '_blank');
    const pdf = newest.getByRole('link', { name: 'Download PDF Insurance Application, Nov 20, 2026' });
    expect(pdf.getAttribute('href')).toMatch(
      /\/documents\/app-new\.pdf\?user=u-1&expires=1&signature=s-app-new$/,
    );
    expect(pdf).toHaveAttribute('download', 'application-v1.pdf');
    expect(within(items[1]!).getByText(/^Added Feb 03, 2026/)).toBeInTheDocument();
  });

  it('groups a year-grouped category under a heading per year, newest year first', async () => {
    signInAs('verified');
    answer('DocumentCategory', () => ({
      documentCategory: {
        id: 'tax',
        name: 'Tax forms',
        slug: 'tax',
        yearGroupable: true,
        documents: [
          documentOf('t-2024', '2025-01-20T15:00:00Z', { name: 'Form 1099 (2024)', applicableYear: 2024 }),
          documentOf('t-2025', '2026-01-20T15:00:00Z', { name: 'Form 1099 (2025)', applicableYear: 2025 }),
        ],
      },
    }));
    renderApp('/account/documents/tax');
    await screen.findByRole('heading', { level: 1, name: 'Tax forms' });
    const headings = screen
      .getAllByRole('heading')
      .map((heading) => `${heading.tagName} ${heading.textContent}`);
    expect(headings).toEqual([
      'H1 Tax forms',
      'H2 2025',
      'H3 Form 1099 (2025)',
      'H2 2024',
      'H3 Form 1099 (2024)',
    ]);
  });

  it('says "No documents yet" for a category with nothing in it', async () => {
    signInAs('verified');
    answer('DocumentCategory', () => ({
      documentCategory: {
        id: 'policy',
        name: 'Policy documents',
        slug: 'policy',
        yearGroupable: false,
        documents: [],
      },
    }));
    renderApp('/account/documents/policy');
    await screen.findByRole('heading', { level: 1, name: 'Policy documents' });
    expect(screen.getByRole('heading', { level: 2, name: 'No documents yet' })).toBeInTheDocument();
  });

  it('is not found for a category that does not exist, with the way back to the documents', async () => {
    signInAs('verified');
    answer('DocumentCategory', () => ({ documentCategory: null }));
    renderApp('/account/documents/nope');
    await screen.findByRole('heading', { level: 1, name: "We couldn't find these documents" });
    expect(screen.getByRole('link', { name: 'GO TO MY DOCUMENTS' })).toHaveAttribute(
      'href',
      '/account/documents',
    );
  });
});

describe('/account/document/{id}', () => {
  const HTML = '<!doctype html><html lang="en"><body><h1>Insurance Application</h1></body></html>';

  it('shows the name, version and date, a PDF download, and the HTML in a sandboxed frame', async () => {
    signInAs('verified');
    const calls = answer('Document', () => ({ documentById: documentOf('app-new', '2026-11-20T15:00:00Z') }));
    server.use(
      http.get('*/documents/app-new.html', ({ request }) =>
        new URL(request.url).searchParams.get('signature') === 's-app-new'
          ? new HttpResponse(HTML, { headers: { 'content-type': 'text/html' } })
          : new HttpResponse('refused', { status: 403 }),
      ),
    );
    renderApp('/account/document/app-new');
    await screen.findByRole('heading', { level: 1, name: 'Insurance Application' });
    expect(calls).toEqual([{ id: 'app-new' }]);
    expect(screen.getByText('Version 1 · Added Nov 20, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Applications' })).toHaveAttribute(
      'href',
      '/account/documents/application',
    );
    const pdf = screen.getByRole('link', { name: 'Download PDF' });
    expect(pdf.getAttribute('href')).toMatch(/\/documents\/app-new\.pdf\?user=u-1/);
    expect(pdf).toHaveAttribute('download', 'application-v1.pdf');
    const frame = await screen.findByTitle('Insurance Application');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toBe(HTML);
  });

  it('keeps the download when the HTML does not load, and says so', async () => {
    signInAs('verified');
    answer('Document', () => ({ documentById: documentOf('app-new', '2026-11-20T15:00:00Z') }));
    server.use(http.get('*/documents/app-new.html', () => new HttpResponse('gone', { status: 403 })));
    renderApp('/account/document/app-new');
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't show this document here.");
    expect(screen.getByRole('link', { name: 'Download PDF' })).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it("is not found for another user's document or none", async () => {
    signInAs('verified');
    answer('Document', () => ({ documentById: null }));
    renderApp('/account/document/not-mine');
    await screen.findByRole('heading', { level: 1, name: "We couldn't find this document" });
    expect(document.title).toMatch(/^We couldn't find this document \|/);
  });

  it('offers a retry when the document fails to load', async () => {
    signInAs('verified');
    server.use(
      graphql.query('Document', () => HttpResponse.json({ errors: [{ message: 'Unexpected error.' }] })),
    );
    renderApp('/account/document/app-new');
    await screen.findByRole('heading', { level: 1, name: "We couldn't load your documents" });
    expect(screen.getByRole('button', { name: 'TRY AGAIN' })).toBeEnabled();
  });
});
