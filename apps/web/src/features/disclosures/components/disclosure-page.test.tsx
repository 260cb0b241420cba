import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { graphql } from '../../../testing/graphql-link';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';

describe('disclosure page', () => {
  it('shows the name, the last-updated date and the body in a sandboxed frame', async () => {
    renderApp('/disclosure/terms-of-service');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByText(/^Last updated (Mar 07|Mar 06|Mar 08), 2024$/)).toBeInTheDocument();
    const frame = screen.getByTitle('Terms of Service');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    const srcdoc = frame.getAttribute('srcdoc') ?? '';
    expect(srcdoc).toContain('<p>These terms apply.</p>');
    expect(srcdoc).toContain('<html lang="en">');
    expect(srcdoc).toContain('<title>Terms of Service</title>');
  });

  it('shows the fallback when the disclosure does not exist', async () => {
    renderApp('/disclosure/no-such-document');
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't open this document" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CONTACT SUPPORT' })).toHaveAttribute(
      'href',
      '/customer-support',
    );
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('shows the fallback when loading fails, and retrying loads the document', async () => {
    let failures = 0;
    server.use(
      graphql.query(
        'Disclosure',
        () => {
          failures += 1;
          return HttpResponse.json({ errors: [{ message: 'Unexpected error.' }] });
        },
        { once: true },
      ),
    );
    const { user } = renderApp('/disclosure/terms-of-service');
    await screen.findByRole('heading', { level: 1, name: "We couldn't open this document" });
    await user.click(screen.getByRole('button', { name: 'TRY AGAIN' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(failures).toBe(1);
  });

  it('names the browser tab after the document', async () => {
    renderApp('/disclosure/terms-of-service');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    expect(document.title).toBe('Terms of Service | wysh');
  });
});
