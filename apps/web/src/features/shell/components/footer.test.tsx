import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { Footer } from './footer';

describe('Footer', () => {
  it('shows the copyright from 2021 to the current year', () => {
    renderWithProviders(<Footer now={new Date('2031-06-01T12:00:00Z')} />);
    expect(screen.getByText(/© 2021-2031/)).toBeInTheDocument();
  });

  it('links to the terms of service and privacy policy disclosures', () => {
    renderWithProviders(<Footer />);
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/disclosure/terms-of-service',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/disclosure/privacy-policy',
    );
  });

  it('has named social links that open in a new tab', () => {
    renderWithProviders(<Footer />);
    const social = within(screen.getByRole('list', { name: 'wysh on social media' }));
    const links = social.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'wysh on Facebook (opens in a new tab)',
      'wysh on Instagram (opens in a new tab)',
      'wysh on X (Twitter) (opens in a new tab)',
      'wysh on LinkedIn (opens in a new tab)',
    ]);
    for (const link of links) expect(link).toHaveAttribute('target', '_blank');
  });
});
