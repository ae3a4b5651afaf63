import {
  atFirstContentfulPaint,
  PAGE_SCRIPTS_HOLD,
  PAGE_SCRIPTS_HOLD_CAP_MS,
  PAGE_SCRIPTS_RELEASE,
  preloadScripts,
} from './page-scripts-hold';

/**
 * The search page's inline head script. With a query in the address (outside a frame), the page
 * holds its site scripts back (page-scripts-hold.ts) and adds its early script, which renders the
 * first results from the index the head preloads: those ~45 KB gzip are all the network carries
 * before the first paint. At the first contentful paint, or at the release if sooner, the scripts
 * the page runs once the hold ends are asked for: on a slow phone every request waits ~0.6 s for
 * its first byte, so theirs arrive as the index's download ends instead of sharing the link with it
 * or following the early results. They run only once the hold ends. Measured at bench:early-input's
 * profile (bench:hydration-pair, /search/?q=chat, phone, 6 pairs), against asking 200 ms after the
 * paint: hydrated 3109 → 2869 ms (median), the first results unchanged (~2.25 s); asked for before
 * the paint, beside the index, the first results came ~0.55 s later and the page hydrated later too.
 * Otherwise (no query, or in the agent app or an embed, whose search rules wait for the host) it
 * preloads the scripts that render the page.
 * The early script's own checks (a query the page would search) are the ones that count; a query
 * it will not search only costs the wait for its download.
 */
export function searchEarlyScript({
  earlySrc,
  indexPaths,
  scriptPreloads,
  releasePreloads = scriptPreloads,
}: {
  /** The early bundle's URL, or null when this build has none (then the page never holds). */
  earlySrc: string | null;
  /** The local index's files (none with Algolia: nothing early then). */
  indexPaths: readonly string[];
  /** The page's own scripts, preloaded when it does not hold them. */
  scriptPreloads: readonly string[];
  /** Those it needs after its early results (which bring their own engine), preloaded from the first paint. */
  releasePreloads?: readonly string[];
}): string {
  const early = earlySrc && indexPaths.length > 0 ? earlySrc : null;
  return (
    `(function(w,d,e,x,p,r){var f;try{f=w.top!==w}catch(_){f=true}` +
    `if(e&&!f&&/[?&]q=[^&]/.test(location.search)){` +
    `w.${PAGE_SCRIPTS_HOLD}=new Promise(function(r){w.${PAGE_SCRIPTS_RELEASE}=r;setTimeout(r,${PAGE_SCRIPTS_HOLD_CAP_MS})});` +
    `var s=d.createElement("script");s.src=e;s.async=true;s.setAttribute("data-index",x);s.onerror=function(){w.${PAGE_SCRIPTS_RELEASE}()};d.head.appendChild(s);` +
    // From the first paint every script the page runs before it hydrates downloads side by side,
    // the page's own chunks too (the app script would only ask for them once it has run: a round trip later).
    `function g(){${preloadScripts('r', 'high')}}` +
    `${atFirstContentfulPaint('g', 1000)};w.${PAGE_SCRIPTS_HOLD}.then(g)` +
    `}else ${preloadScripts('p')}` +
    `})(window,document,${JSON.stringify(early)},${JSON.stringify(indexPaths.join(','))},${JSON.stringify(scriptPreloads)},${JSON.stringify(releasePreloads)})`
  );
}
