import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps the allowed tags and safe links', () => {
    expect(sanitizeHtml('<p>Read <strong>this</strong> and <a href="/disclosure/terms">terms</a>.</p>')).toBe(
      '<p>Read <strong>this</strong> and <a href="/disclosure/terms">terms</a>.</p>',
    );
    expect(sanitizeHtml('<a href="https://help.example.com">help</a>')).toBe(
      '<a href="https://help.example.com" target="_blank" rel="noopener noreferrer">help</a>',
    );
  });

  it('drops scripts, handlers, styles and unsafe links, keeping plain text', () => {
    expect(sanitizeHtml('<p onclick="x()">Hi<script>alert(1)</script></p>')).toBe('<p>Hi</p>');
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="//evil.example">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<div><span style="color:red">kept</span><img src=x onerror=alert(1)></div>')).toBe(
      'kept',
    );
  });
});
