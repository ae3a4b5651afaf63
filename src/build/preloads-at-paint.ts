import { atFirstContentfulPaint, preloadScripts } from './page-scripts-hold';

/** Should the first paint not be reported (no paint timing), the downloads start after this long. */
const FALLBACK_MS = 1000;

/**
 * Inline head script: preloads the scripts a page asks for once it has painted (page-chunk-preloads.ts,
 * pagePreloadPlan: a client-only page's content) at high priority, in order, once the browser
 * reports the first contentful paint (at once in a tab that is not shown). Preloaded from the head
 * at high priority, Lighthouse counted them on the first paint's path.
 */
export function preloadsAtPaintScript(urls: readonly string[]): string {
  return (
    `(function(s){var on=0;function go(){if(on)return;on=1;${preloadScripts('s', 'high')}}` +
    'if(document.visibilityState==="hidden")return go();' +
    `${atFirstContentfulPaint('go', FALLBACK_MS)}})(${JSON.stringify(urls)})`
  );
}
