import { preloadScripts } from './page-scripts-hold';

/** Should the first paint not be reported (no paint timing), the downloads start after this long. */
const FALLBACK_MS = 1000;

/**
 * Inline head script: preloads the shell parts' scripts (page-chunk-preloads.ts, SHELL_PART_GROUPS)
 * at high priority once the browser reports the first contentful paint (at once in a tab that is
 * not shown). Preloaded from the head itself they hydrated the page no sooner on a slow phone
 * (they start ~0.1 s later this way) but shared the network with the first paint's own bytes, and
 * Lighthouse counted them on its path: its simulated LCP went up ~0.25 s on every page.
 */
export function shellPartsAtPaintScript(urls: readonly string[]): string {
  return (
    `(function(s){var on=0;function go(){if(on)return;on=1;${preloadScripts('s', 'high')}}` +
    'if(document.visibilityState==="hidden")return go();' +
    'try{new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint",buffered:true})}catch(x){go()}' +
    `setTimeout(go,${FALLBACK_MS})})(${JSON.stringify(urls)})`
  );
}
