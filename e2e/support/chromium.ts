import { existsSync, readFileSync } from 'node:fs';
import { chromium, type Browser, type BrowserServer } from 'playwright-core';
import { disableFeaturesSwitch, featuresUndone, HEADLESS_UI_FEATURES } from '../../scripts/testing/chromium-features';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Fails with the instruction to fix it, instead of Playwright's download hint (no downloads here). */
export function assertChromium(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH}. Install Debian's package: ` +
        '`sudo apt-get update && sudo apt-get install -y chromium` (or set CHROMIUM_PATH).',
    );
  }
}

/** The background-networking flags stop Chromium from calling out to a network that is closed here. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** For a Playwright launch: also without the omnibox popups each headless window builds (chromium-features.ts). */
const PLAYWRIGHT_ARGS: readonly string[] = [...CHROMIUM_ARGS, disableFeaturesSwitch(HEADLESS_UI_FEATURES)];

export function launchChromium(): Promise<Browser> {
  assertChromium();
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...PLAYWRIGHT_ARGS] });
}

/**
 * One Chromium for a whole journeys run (global-setup.ts): each test file connects to it and gets
 * its own contexts, cleared when it disconnects, instead of starting a browser of its own.
 */
export async function launchChromiumServer(): Promise<BrowserServer> {
  assertChromium();
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: [...PLAYWRIGHT_ARGS] });
  // Its command line as Chromium got it (Linux's /proc; elsewhere unchecked).
  const commandLine = `/proc/${server.process().pid}/cmdline`;
  const undone = existsSync(commandLine) ? featuresUndone(readFileSync(commandLine, 'utf8').split('\0')) : [];
  if (undone.length > 0) {
    await server.close();
    throw new Error(
      `Playwright now switches off ${undone.join(', ')} too: add them to PLAYWRIGHT_DISABLED_FEATURES ` +
        '(scripts/testing/chromium-features.ts), whose switch comes last and is the one Chromium reads.',
    );
  }
  return server;
}

/** The run's Chromium (E2E_BROWSER_WS, set by global-setup.ts), or one of its own outside a run. */
export function runChromium(): Promise<Browser> {
  const endpoint = process.env.E2E_BROWSER_WS;
  return endpoint ? chromium.connect(endpoint) : launchChromium();
}
