import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { readCatalogueData } from '../sandbox/data-files';
import { signInThroughPopup } from '../e2e/support/accounts';
import { launchChromium } from '../e2e/support/chromium';
import { waitForHydration } from '../e2e/support/site';
import {
  SIGN_IN_IDENTITY,
  SIGN_IN_STATES,
  WIDTHS,
  pageTypes,
  pageUrl,
  parseScreenshotArgs,
  reviewFile,
  type PageType,
  type SignInState,
} from './screenshots/pages';

/**
 * `npm run screenshots -- [base URL] [page type or /path ...]`: a full-page screenshot of every page
 * type (scripts/screenshots/pages.ts) at 390 and 1280 px, signed out and signed in as the sandbox's
 * owner (through the site's own accounts popup), into e2e/artifacts/screenshots/review/<state>/<page>.<width>.png,
 * for looking at what we build. Default base: what `npm start` serves. Each picture is taken once the
 * page has hydrated and the network is idle. Exits 1 when a page failed to load (an answer of 500
 * or more, a page error, no hydration), listing them.
 */
const OUT = path.resolve(__dirname, '../e2e/artifacts/screenshots/review');
const HEIGHT = 900;
const STEP_TIMEOUT_MS = 30_000;
const IDLE_TIMEOUT_MS = 15_000;

/** What went wrong, per picture; warnings do not fail the run. */
interface Outcome {
  written: boolean;
  failures: string[];
  warnings: string[];
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0] : String(error));

/** Waits for the network to go quiet; a page that keeps polling gets a warning, not a failure. */
async function networkIdle(page: Page, outcome: Outcome): Promise<void> {
  await page
    .waitForLoadState('networkidle', { timeout: IDLE_TIMEOUT_MS })
    .catch(() => outcome.warnings.push(`the network was not idle after ${IDLE_TIMEOUT_MS / 1000} s`));
}

/** Scrolls through once so lazy images below the fold are in the picture, then waits for them. */
async function settle(page: Page, outcome: Outcome): Promise<void> {
  await networkIdle(page, outcome);
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    window.scrollTo(0, 0);
  });
  await networkIdle(page, outcome);
}

/**
 * Puts a paid app in the signed-in organization's cart through its page's "Add to cart" (as
 * e2e/cart.e2e.ts does), or finds it there already: the first of `slugs` that offers it.
 */
async function putInCart(page: Page, base: string, slugs: readonly string[]): Promise<void> {
  const tried: string[] = [];
  for (const slug of slugs) {
    await page.goto(pageUrl(base, `/apps/${slug}/`));
    await waitForHydration(page);
    const header = page.getByRole('main').locator('header').first();
    const inCart = header.locator('[data-in-cart]');
    try {
      await inCart
        .or(header.getByRole('button', { name: 'Add to cart', exact: true }))
        .first()
        .waitFor({ timeout: IDLE_TIMEOUT_MS });
      if (!(await inCart.count())) {
        await header.getByRole('button', { name: 'Add to cart', exact: true }).click();
        await inCart.waitFor({ timeout: IDLE_TIMEOUT_MS });
      }
      return;
    } catch (error) {
      // Installed already (no Add to cart) or refused: the next one.
      tried.push(`${slug}: ${messageOf(error)}`);
    }
  }
  throw new Error(`could not put an app in the cart (${tried.join('; ')})`);
}

async function shoot(page: Page, base: string, state: SignInState, pageType: PageType, file: string): Promise<Outcome> {
  const outcome: Outcome = { written: false, failures: [], warnings: [] };
  const pageErrors: string[] = [];
  const onPageError = (error: Error) => pageErrors.push(`page error: ${messageOf(error)}`);
  page.on('pageerror', onPageError);
  try {
    if (state === 'signed-in' && pageType.cartApps?.length) {
      await putInCart(page, base, pageType.cartApps).catch((error: unknown) =>
        outcome.warnings.push(`the cart is shown without an added app: ${messageOf(error)}`),
      );
    }
    const response = await page.goto(pageUrl(base, pageType.path));
    if (response && response.status() >= 500) outcome.failures.push(`answered ${response.status()}`);
    await waitForHydration(page);
    if (state === 'signed-in') {
      await page
        .locator('header [data-account="signed-in"]')
        .first()
        .waitFor({ timeout: IDLE_TIMEOUT_MS })
        .catch(() => outcome.warnings.push('the header does not show the signed-in account'));
    }
    await settle(page, outcome);
  } catch (error) {
    outcome.failures.push(messageOf(error));
  }
  // A page that failed is still pictured when it can be: the picture shows how it failed.
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    await page.screenshot({ path: file, fullPage: true });
    outcome.written = true;
    console.log(file);
  } catch (error) {
    outcome.failures.push(`no screenshot: ${messageOf(error)}`);
  }
  page.off('pageerror', onPageError);
  outcome.failures.push(...pageErrors);
  return outcome;
}

async function main(): Promise<void> {
  const { base, pages } = parseScreenshotArgs(process.argv.slice(2), pageTypes(readCatalogueData()));
  const failed: string[] = [];
  let written = 0;
  const browser = await launchChromium();
  try {
    for (const state of SIGN_IN_STATES) {
      const context = await browser.newContext({ viewport: { width: 1280, height: HEIGHT } });
      const page = await context.newPage();
      page.setDefaultTimeout(STEP_TIMEOUT_MS);
      try {
        if (state === 'signed-in') {
          // Once per state, at the desktop width: the session cookie then serves both widths.
          try {
            await page.goto(pageUrl(base, '/'));
            await waitForHydration(page);
            await signInThroughPopup(page, SIGN_IN_IDENTITY);
          } catch (error) {
            failed.push(`${state}: signing in as ${SIGN_IN_IDENTITY} through the accounts popup failed: ${messageOf(error)}`);
            continue;
          }
        }
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: HEIGHT });
          for (const pageType of pages) {
            const file = path.join(OUT, reviewFile(state, pageType.name, width));
            const outcome = await shoot(page, base, state, pageType, file);
            if (outcome.written) written += 1;
            const where = `${state} ${width}px ${pageType.name} (${pageType.path})`;
            for (const warning of outcome.warnings) console.warn(`screenshots: warning: ${where}: ${warning}`);
            for (const failure of outcome.failures) failed.push(`${where}: ${failure}`);
          }
        }
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }

  const expected = pages.length * WIDTHS.length * SIGN_IN_STATES.length;
  console.log(`screenshots: ${written} of ${expected} files written to ${OUT} (base ${base})`);
  if (failed.length) {
    console.error(`screenshots: ${failed.length} failure(s):`);
    for (const line of failed) console.error(`  ${line}`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(`screenshots: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
