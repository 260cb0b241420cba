// What the production build puts in dist, where everything is served to anyone.
import { describe, expect, it } from 'vitest';
import config from '../vite.config.ts';

describe('the production build', () => {
  it('emits no source maps', () => {
    expect(config.build?.sourcemap ?? false).toBe(false);
  });
});

describe('the first visit', () => {
  const groups = (
    config.build?.rolldownOptions?.output as {
      advancedChunks: { groups: Array<{ name: string; test: RegExp }> };
    }
  ).advancedChunks.groups;
  const group = (id: string) => groups.find((candidate) => candidate.test.test(id))?.name ?? null;

  it("keeps react-i18next's <Trans> and its HTML parser out of the vendor chunk every page loads", () => {
    expect(group('/app/node_modules/react-i18next/dist/es/useTranslation.js')).toBe('vendor');
    expect(group('/app/node_modules/react-i18next/dist/es/context.js')).toBe('vendor');
    expect(group('/app/node_modules/react-i18next/dist/es/Trans.js')).toBeNull();
    expect(group('/app/node_modules/react-i18next/dist/es/TransWithoutContext.js')).toBeNull();
  });

  it('puts the form kit of /login in one chunk', () => {
    for (const file of [
      'src/shared/components/form/fields.tsx',
      'src/shared/components/form-page.tsx',
      'src/shared/hooks/use-form.ts',
      'src/shared/lib/error-text.ts',
      'src/features/auth/components/auth-pages.module.css',
    ])
      expect(group(`/app/apps/web/${file}`)).toBe('forms');
  });
});
