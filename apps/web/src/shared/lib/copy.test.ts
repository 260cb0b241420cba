// The copy file is the source the server seeds its translations from: keep it well-formed.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import webEn from '@wysh/copy/web.en.json';

const file = createRequire(import.meta.url).resolve('@wysh/copy/web.en.json');

describe('packages/copy/web.en.json', () => {
  it('maps every key to a non-empty string', () => {
    for (const [key, value] of Object.entries(webEn)) {
      expect(typeof value, key).toBe('string');
      expect(value.trim(), key).not.toBe('');
    }
  });

  it('has no key twice (JSON.parse would silently keep the last one)', () => {
    const keys = [...fs.readFileSync(file, 'utf8').matchAll(/^\s*"([^"]+)":/gm)].map((match) => match[1]);
    expect(keys.length).toBe(new Set(keys).size);
  });

  it('writes the spec sentences exactly', () => {
    expect(webEn).toMatchObject({
      'notFound.title': "Oops! We must've moved whatever was here",
      'notFound.body': "Let's get you back on track and pretend this never happened.",
      'notFound.button': 'FORGET YOU SAW THIS',
      'maintenance.scheduled.title': "We'll BRB!",
      'maintenance.scheduled.button': 'TRY AGAIN LATER',
      'maintenance.unscheduled.title': 'Be back soon!',
      'maintenance.unscheduled.button': 'GOT IT',
      'modals.generalError.title': 'Oops. There was an error.',
      'errors.default': 'Something went wrong.',
      'support.title': 'Need Help?',
      'support.hours': 'Mon-Fri 9am-5pm Eastern',
    });
  });
});
