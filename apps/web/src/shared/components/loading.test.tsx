import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';
import { Loading } from './loading';

describe('Loading', () => {
  it('is a polite live status that screen readers announce as loading', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <Loading />
      </I18nextProvider>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Loading');
  });
});
