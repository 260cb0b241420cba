// Translation keys are checked by the compiler against the English copy the server seeds from.
import 'i18next';
import type webEn from '@wysh/copy/web.en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    keySeparator: false;
    nsSeparator: false;
    resources: { translation: typeof webEn };
  }
}
