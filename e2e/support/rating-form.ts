import type { Locator, Page } from 'playwright-core';
import { appPath } from '../../src/domain/site/paths';
import { signInThroughPopup } from './accounts';
import { siteUrl, waitForHydration } from './site';

/** Opens the app's page, signs in through the real popup as `identity`, and returns the Rate this app form. */
export async function ratingFormAs(page: Page, slug: string, identity: string): Promise<Locator> {
  await page.goto(siteUrl(appPath(slug)));
  await waitForHydration(page);
  await signInThroughPopup(page, identity);
  await page.locator('#reviews').scrollIntoViewIfNeeded();
  const form = page.getByRole('form', { name: 'Rate this app' });
  await form.waitFor();
  return form;
}
