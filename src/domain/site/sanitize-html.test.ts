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
    expect(sanitize('<a href="mailto:help@example.com?body=https://x">mail</a>')).toBe(
      '<a href="mailto:help@example.com?body=https://x">mail</a>',
    );
  });
});

describe('createHtmlSanitizer: what survives', () => {
  it('keeps every formatting tag developers may use', () => {
    const html =
      '<p>a<br>b</p><strong>s</strong><b>b</b><em>e</em><i>i</i><u>u</u><ol><li>o</li></ol><h3>h</h3><h4>h</h4>' +
      '<blockquote>q</blockquote><code>c</code><pre>p</pre>';
    expect(sanitize(html)).toBe(html);
  });
  it('keeps a link title and drops other attributes', () => {
    expect(sanitize('<p class="x" style="color:red" id="y" title="t">p</p>')).toBe('<p title="t">p</p>');
  });
  it('opens plain http links safely too', () => {
    expect(sanitize('<a href="http://example.com">site</a>')).toBe(
      '<a href="http://example.com" target="_blank" rel="noopener noreferrer">site</a>',
    );
  });
  it('drops links that are neither http(s) nor mailto, keeping their text', () => {
    expect(sanitize('<a href="tel:123">call</a>')).toBe('<a>call</a>');
    expect(sanitize('<a href="/apps/">apps</a>')).toBe('<a>apps</a>');
    expect(sanitize('<a href="ftp://example.com/https://x">f</a>')).toBe('<a>f</a>');
    expect(sanitize('<a href="ftp://example.com/http://x">f</a>')).toBe('<a>f</a>');
  });
});
