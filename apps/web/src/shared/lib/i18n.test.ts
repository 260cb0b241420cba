import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from './i18n';

describe('initI18n', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads flat dotted keys and interpolates without escaping (React escapes)', async () => {
    await initI18n({ 'footer.copyright': '© 2021-{{year}} <wysh>' }, { logMissing: false });
    expect(i18n.t('footer.copyright', { year: 2030 })).toBe('© 2021-2030 <wysh>');
  });

  it('logs a missing key in development', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await initI18n({}, { logMissing: true });
    i18n.t('notFound.title');
    expect(warn).toHaveBeenCalledWith('Missing translation key: notFound.title');
  });

  it('stays quiet about missing keys in production', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await initI18n({}, { logMissing: false });
    i18n.t('notFound.title');
    expect(warn).not.toHaveBeenCalledWith('Missing translation key: notFound.title');
  });
});
