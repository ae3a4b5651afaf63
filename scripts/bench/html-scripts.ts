/**
 * Script files a page's HTML makes the browser load first: `<script src>` and
 * `<link rel=preload as=script>`, minus `nomodule` polyfills modern browsers skip.
 * Returned relative to the site root (path prefix removed) to match webpack's file names.
 */
export function htmlScriptFiles(html: string, pathPrefix: string): string[] {
  const files = new Set<string>();
  const strip = (url: string) => url.replace(new RegExp(`^${pathPrefix}/`), '').replace(/^\//, '');
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const src = /\ssrc="([^"]+)"/.exec(tag)?.[1];
    if (src && !/\snomodule\b/.test(tag)) files.add(strip(src));
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const href = /\shref="([^"]+)"/.exec(tag)?.[1];
    if (href && /\srel="preload"/.test(tag) && /\sas="script"/.test(tag)) files.add(strip(href));
  }
  return [...files].sort();
}
