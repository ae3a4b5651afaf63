import createDOMPurify from 'dompurify';
import { safeHref } from './safe-href';

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
    // The same scheme rule as every other developer-supplied address (safe-href.ts).
    const href = safeHref(node.getAttribute('href'));
    if (!href) {
      node.removeAttribute('href');
      return;
    }
    if (!href.startsWith('mailto:')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return (html) => purify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: [...ALLOWED_ATTR, 'target', 'rel'], KEEP_CONTENT: true });
}
