import { isValidElement, type ReactNode } from 'react';

/** The key of the inline script that preloads the page's page-data.json (page-data-preload.ts). */
export const PAGE_DATA_PRELOAD_KEY = 'page-data';

/**
 * Whether a head element only starts a download and reads nothing of the page or its address: a
 * `<link rel=preload>`, or the inline script that adds the page-data one.
 */
function startsDownload(component: ReactNode): boolean {
  if (!isValidElement<{ rel?: unknown }>(component)) return false;
  return (component.type === 'link' && component.props.rel === 'preload') || component.key === PAGE_DATA_PRELOAD_KEY;
}

/**
 * The head's components with the downloads first, each group in its order. Plugins add theirs
 * first (styled-components' ~16 KB of rules, then the early-input script): behind them the preloads
 * were asked for only once a slow phone's main thread had parsed and run those, ~0.1 s after the
 * HTML arrived (Slow 4G, 4× CPU, /apps/).
 */
export function downloadsFirst(components: readonly ReactNode[]): ReactNode[] {
  return [...components.filter(startsDownload), ...components.filter((component) => !startsDownload(component))];
}
