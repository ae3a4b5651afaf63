import createDOMPurify from 'dompurify';

/** Formatting developers may use in long descriptions; everything else is dropped. */
const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'blockquote', 'code', 'pre'];
const ALLOWED_ATTR = ['href', 'title'];

type PurifyWindow = Parameters<typeof createDOMPurify>[0];

/**
 * Builds a sanitiser for developer HTML over a given window (the browser's, or jsdom's at build
 * time). Safe formatting and http(s)/mailto links survive; external links open with
 * rel="noopener noreferrer".
 */
export function createHtmlSanitizer(window: PurifyWindow): (html: string) => string {
  const purify = createDOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    if (!/^(https?:|mailto:)/i.test(href)) {
      node.removeAttribute('href');
      return;
    }
    if (/^https?:/i.test(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return (html) => purify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: [...ALLOWED_ATTR, 'target', 'rel'], KEEP_CONTENT: true });
}
