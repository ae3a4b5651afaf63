/**
 * Chromium reads only the last `--disable-features` switch of its command line, and Playwright
 * passes one of its own first: a second one must repeat Playwright's list or silently undo it.
 */

/**
 * Playwright's own list (playwright-core 1.65, server/chromium/chromiumSwitches.ts).
 * featuresUndone() tells, from a launched browser's command line, when an upgrade changed it.
 */
export const PLAYWRIGHT_DISABLED_FEATURES: readonly string[] = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Headless Chromium still builds every window's omnibox popups: two WebUI renderer processes per
 * page or popup, each as costly to start as the page's own, that no page ever shows. On this
 * 2-core machine a fresh visit to the listing took 5.4 s of CPU with them and 2.5 s without.
 */
export const HEADLESS_UI_FEATURES: readonly string[] = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

const PREFIX = '--disable-features=';

/** The one `--disable-features` switch to append after Playwright's: its list, then `extra`. */
export function disableFeaturesSwitch(extra: readonly string[]): string {
  return PREFIX + [...new Set([...PLAYWRIGHT_DISABLED_FEATURES, ...extra])].join(',');
}

/** The features an earlier `--disable-features` switch of `argv` names that the last one (the one Chromium reads) drops. */
export function featuresUndone(argv: readonly string[]): string[] {
  const lists = argv.filter((arg) => arg.startsWith(PREFIX)).map((arg) => arg.slice(PREFIX.length).split(',').filter(Boolean));
  const effective = new Set(lists.at(-1) ?? []);
  return [...new Set(lists.slice(0, -1).flat())].filter((feature) => !effective.has(feature));
}
