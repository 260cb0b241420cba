// The interface copy: i18next with flat keys ("support.title"), filled at start-up from the server's
// translations (seeded from packages/copy/web.en.json) or, when that fails, from the bundled file.
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

export type Translations = Record<string, string>;

export const i18n: I18n = i18next.createInstance();

export async function initI18n(translations: Translations, options: { logMissing: boolean }): Promise<I18n> {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: false,
    ns: ['translation'],
    defaultNS: 'translation',
    resources: { en: { translation: translations } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: options.logMissing,
    missingKeyHandler: (_languages, _namespace, key) => {
      console.warn(`Missing translation key: ${key}`);
    },
    react: { useSuspense: false },
  });
  return i18n;
}
