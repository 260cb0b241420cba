// The copy file is the source the server seeds its translations from: keep it well-formed.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import webEn from '@wysh/copy/web.en.json';
import { VALIDATION_MESSAGES } from '@wysh/domain/validation-messages';

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
      'createAccount.submit': 'CONFIRM INFO AND CONTINUE',
      'honestyPledge.title': 'Two things to know before you apply',
      'modals.existingAccount.title': 'Looks like you have an existing account.',
      'modals.loginAttemptWarning.title': 'Wrong email or password',
      'modals.closeAccountFailed.title': 'Please contact us',
      'modals.resendCode.expiredTitle': "Your code's expired",
      'verification.text': 'Text my code',
      'verification.call': 'Call me with my code',
      'verification.code.title': 'Your code is on the way',
      'verification.code.resend': "Didn't receive verification code?",
      'eligibility.item.substances': 'No current drug or alcohol abuse',
      'eligibility.item.felony': 'No felony convictions',
      'eligibility.item.bmi': 'BMI 40 or lower',
      'eligibility.item.cancerHeart': 'No recent cancer or serious heart problems',
      'eligibility.item.disability': 'No current disabilities or in the past 2 years',
      'eligibility.item.mentalHealth': 'No suicide attempts or recent mental-health hospitalizations',
      'errors.code.access_code_expired': "Your code's expired",
      'errors.code.password_mismatch': 'Passwords do not match',
    });
  });

  it('repeats every validation message of packages/domain word for word', () => {
    for (const [rule, message] of Object.entries(VALIDATION_MESSAGES)) {
      expect(webEn[`validation.${rule}` as keyof typeof webEn], rule).toBe(message);
    }
  });
});
