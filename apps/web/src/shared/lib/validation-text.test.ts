// The words a field problem shows: a rule code through the copy, a server's words as given.
import { describe, expect, it } from 'vitest';
import { VALIDATION_CODES } from '@wysh/domain/validation';
import { validationMessage } from '@wysh/domain/validation-messages';
import { i18n } from './i18n';
import { validationText } from './validation-text';

describe('validationText', () => {
  it('shows every rule code in the catalogue’s words, through the copy', () => {
    for (const code of VALIDATION_CODES)
      expect(validationText(code, i18n.t), code).toBe(validationMessage(code));
  });

  it('looks a code up in the translation loaded, not in the catalogue', () => {
    i18n.addResource('en', 'translation', 'validation.required', 'Obligatoire');
    try {
      expect(validationText('required', i18n.t)).toBe('Obligatoire');
    } finally {
      i18n.addResource('en', 'translation', 'validation.required', 'Required');
    }
  });

  it('shows words the server gave as they are, and nothing for no problem', () => {
    expect(validationText('This password is too common. Please choose another.', i18n.t)).toBe(
      'This password is too common. Please choose another.',
    );
    expect(validationText(null, i18n.t)).toBeNull();
  });
});
