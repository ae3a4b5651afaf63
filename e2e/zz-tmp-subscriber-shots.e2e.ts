import { signInThroughPopup } from './support/accounts';
import { newVisit, siteUrl, waitForHydration } from './support/site';

// Throwaway: pictures of each subscription status as the subscriber identity sees them.
describe('subscriber shots', () => {
  it('takes a picture of each status', async () => {
    const { page, context } = await newVisit({ blockServiceWorker: true });
    await page.goto(siteUrl('/apps/pixelowl/'));
    await waitForHydration(page);
    await signInThroughPopup(page, 'subscriber');
    await page.locator('header [data-account="signed-in"]').first().waitFor();
    for (const slug of ['pixelowl', 'pixelo', 'handshakify-bridge', 'draftpulse']) {
      await page.goto(siteUrl(`/apps/${slug}/`));
      await waitForHydration(page);
      await page.getByRole('main').locator('header').first().getByRole('button', { name: 'Uninstall' }).waitFor();
      if (slug !== 'draftpulse') await page.locator('[data-subscription-status]').waitFor();
      else await page.waitForTimeout(1500);
      await page.screenshot({ path: `/tmp/subs/shot-${slug}.png`, clip: { x: 0, y: 0, width: 1280, height: 520 } });
      console.log(slug, await page.locator('[data-subscription-status]').allTextContents());
    }
    await context.close();
  });
});
