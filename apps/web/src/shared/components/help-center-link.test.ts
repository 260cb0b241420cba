import { describe, expect, it } from 'vitest';
import { inAppPath } from './help-center-link';

describe('a help-centre address', () => {
  it('is a page of the app when it has the app’s origin', () => {
    expect(inAppPath('http://app.example/help', 'http://app.example')).toBe('/help');
    expect(inAppPath('http://app.example/help/free-look?x=1#a', 'http://app.example')).toBe(
      '/help/free-look?x=1#a',
    );
    expect(inAppPath('/help', 'http://app.example')).toBe('/help');
  });

  it('is another site otherwise', () => {
    expect(inAppPath('https://help.example.com', 'http://app.example')).toBeNull();
    expect(inAppPath('http://app.example:8080/help', 'http://app.example')).toBeNull();
  });
});
