import { JSDOM } from 'jsdom';
import { createHtmlSanitizer } from './sanitize-html';

// Its own window, as at build time: the rule needs no browser environment.
const sanitize = createHtmlSanitizer(new JSDOM('').window as unknown as Parameters<typeof createHtmlSanitizer>[0]);

describe('createHtmlSanitizer (developer HTML is never trusted)', () => {
  it('keeps safe formatting', () => {
    expect(sanitize('<p>Hello <strong>world</strong></p><ul><li>one</li></ul>')).toBe(
      '<p>Hello <strong>world</strong></p><ul><li>one</li></ul>',
    );
  });

  it('drops scripts, event handlers and javascript: links', () => {
    const out = sanitize(
      '<script>window.__xss=1</script><img src=x onerror="window.__xss=1"><a href="javascript:alert(1)">x</a>',
    );
    expect(out).not.toMatch(/script|onerror|javascript:|<img/i);
    expect(out).toContain('>x</a>');
  });

  it('opens external links safely', () => {
    expect(sanitize('<a href="https://example.com">site</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a>',
    );
  });

  it('keeps mailto links without a target', () => {
    expect(sanitize('<a href="mailto:help@example.com">mail</a>')).toBe('<a href="mailto:help@example.com">mail</a>');
  });
});
