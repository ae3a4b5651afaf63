import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { atFirstContentfulPaint, PAGE_SCRIPTS_HOLD, preloadScripts } from './page-scripts-hold';

/** Should the first paint not be reported (no paint timing), the scripts start after this long. */
const SCRIPTS_FALLBACK_MS = 1000;

/**
 * Gatsby ends every page with its scripts (webpack runtime, app with React) marked `async`: each
 * runs as soon as it arrives, and served fast they arrived while the page was still being parsed,
 * so the browser evaluated ~90 KB gzip of JavaScript and began hydrating before it presented the
 * server-rendered content (the first paint, and the largest content with it, waited for them).
 * Here a small inline script preloads them at the same point of the page (the download starts as
 * early, side by side, at the same priority) and adds them, in order, once the browser reports the
 * first contentful paint. A page that holds them (page-scripts-hold.ts: the search page's early
 * results) gets no preloads, and its scripts start when the hold settles. A page that will paint
 * nothing (a tab opened in the background, or the offline app shell, whose content the scripts
 * render) starts them at once, and a timer starts them anyway should the paint not be reported.
 */
export function scriptsAfterFirstPaint(html: string): string {
  const pattern = /<script src="([^"<>]+)" async><\/script>/g;
  const sources = [...html.matchAll(pattern)].map((match) => match[1]);
  if (sources.length === 0) return html;
  const loader =
    `<script>(function(){var s=${JSON.stringify(sources)},d=document,h=window.${PAGE_SCRIPTS_HOLD},on=0;` +
    'function go(){if(on)return;on=1;s.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=false;d.body.appendChild(e)})}' +
    'function start(){h?h.then(go,go):go()}' +
    `if(!h)${preloadScripts('s')};` +
    'var w=d.getElementById("gatsby-focus-wrapper");if(d.visibilityState==="hidden"||!w||!w.firstChild)return start();' +
    `${atFirstContentfulPaint('start', SCRIPTS_FALLBACK_MS)}})()</script>`;
  let first = true;
  return html.replace(pattern, () => {
    if (!first) return '';
    first = false;
    return loader;
  });
}

/** Where Gatsby writes the page scripts' markup (its `_gatsby-scripts` slice, stitched into every page). */
const SCRIPTS_SLICE_FILE = path.join('public', '_gatsby', 'slices', '_gatsby-scripts-1.html');

/** The part of webpack's compiler this plugin uses. */
interface DoneHookCompiler {
  hooks: { done: { tapPromise(name: string, run: () => Promise<void>): void } };
}

/**
 * Rewrites that slice once webpack is done, after Gatsby's own stats plugin (same hook, registered
 * before this one) has written it, and before the pages are stitched at the end of the build.
 */
export class PageScriptsAfterPaintPlugin {
  constructor(private readonly file = SCRIPTS_SLICE_FILE) {}

  apply(compiler: DoneHookCompiler): void {
    compiler.hooks.done.tapPromise('PageScriptsAfterPaintPlugin', async () => {
      const html = await readFile(this.file, 'utf8').catch(() => null);
      if (html === null) return;
      const rewritten = scriptsAfterFirstPaint(html);
      if (rewritten !== html) await writeFile(this.file, rewritten);
    });
  }
}
