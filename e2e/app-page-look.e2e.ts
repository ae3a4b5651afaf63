import type { Page } from 'playwright-core';
import { readCatalogueData } from '../sandbox/data-files';
import { seriousViolations } from './support/axe';
import { cumulativeLayoutShift } from './support/layout-shift';
import { newVisit, siteUrl, waitForHydration, waitForTitle, type Visit } from './support/site';

/**
 * What buyers look for first on an app page (issue 31): the screenshots large, the action box
 * that stays in view (and the phone's compact bar), and the plans side by side.
 */
const catalogue = readCatalogueData();
const app = catalogue.applications.find(
  (candidate) =>
    !candidate.hidden &&
    candidate.visibility !== 'private' &&
    candidate.publishedAt &&
    candidate.submittedAt &&
    candidate.acceptedAt &&
    candidate.customProps.isService !== 'true' &&
    candidate.upgrades.length >= 2 &&
    candidate.screenshots.length >= 3 &&
    (candidate.payment?.price ?? 0) > 0,
);

async function open(page: Page) {
  await page.goto(siteUrl(`/apps/${app!.slug}/`));
  await waitForHydration(page);
  await waitForTitle(page, app!.name);
}

/** The top and left edges of each plan card. */
const planBoxes = (page: Page) =>
  page.$$eval('#plans li.plan', (cards) =>
    cards.map((card) => {
      const box = card.getBoundingClientRect();
      return { top: Math.round(box.top), left: Math.round(box.left) };
    }),
  );

describe('app page look', () => {
  let visit: Visit | undefined;
  beforeAll(() => {
    if (!app) throw new Error('the bundled catalogue lacks a paid app with upgrades and screenshots');
  });
  afterEach(async () => {
    await visit?.context.close();
    visit = undefined;
  });

  it('opens a screenshot large, moves with the arrows, and closes with Esc, focus back on the picture', async () => {
    visit = await newVisit();
    const { page, errors } = visit;
    const count = app!.screenshots.length;
    await open(page);
    const stage = page.locator('#screenshots .stage[tabindex="0"]');
    await stage.waitFor();
    await page.locator('#screenshots [data-open-large]').click();

    const dialog = page.getByRole('dialog', { name: `Screenshot 1 of ${count}` });
    await dialog.waitFor();
    await expect(page.evaluate(() => document.activeElement?.textContent?.trim())).resolves.toMatch(/Close$/);
    const src = (await dialog.locator('img').getAttribute('src')) ?? '';
    expect(new URL(src, page.url()).pathname).toMatch(/^\/marketplace\//);
    // The picture loads (a failed one would be among the errors as a 4xx response).
    await page.waitForFunction(() => document.querySelector<HTMLImageElement>('dialog[data-lightbox] img')?.complete);
    expect(await seriousViolations(page, '[data-lightbox]')).toEqual([]);

    await page.keyboard.press('ArrowRight');
    await page.getByRole('dialog', { name: `Screenshot 2 of ${count}` }).waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.getByRole('dialog', { name: `Screenshot ${count} of ${count}` }).waitFor();

    await page.keyboard.press('Escape');
    await page.locator('dialog[data-lightbox]').waitFor({ state: 'detached' });
    await expect(stage.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await expect(stage.getAttribute('aria-label')).resolves.toBe(`Screenshot ${count} of ${count}`);
    expect(errors).toEqual([]);
  });

  it('keeps the action box in view under the header after scrolling at 1280 px, without shifting the page', async () => {
    visit = await newVisit({ width: 1280, height: 900 });
    const { page, errors } = visit;
    await open(page);
    const box = page.locator('[data-block="action-box"]');
    // The header's own actions are in view: the box adds none.
    await expect(box.locator('[data-product-actions]').count()).resolves.toBe(0);

    await page.evaluate(() => document.getElementById('screenshots')?.scrollIntoView());
    await box.getByRole('link', { name: 'Buy at checkout' }).waitFor();
    const { top, bottom } = await box.evaluate((element) => element.getBoundingClientRect());
    expect(top).toBeGreaterThanOrEqual(90);
    expect(bottom).toBeLessThanOrEqual(900);
    await expect(box.getByRole('region', { name: 'Pricing' }).isVisible()).resolves.toBe(true);
    // Only the primary action: compare and add to cart stay in the header.
    await expect(box.getByRole('button', { name: 'Add to cart' }).isVisible()).resolves.toBe(false);
    // No phone bar at this width.
    await expect(page.getByRole('region', { name: `Get ${app!.name}` }).count()).resolves.toBe(0);
    expect(await cumulativeLayoutShift(page)).toBeLessThanOrEqual(0.02);
    expect(errors).toEqual([]);
  });

  it('shows the compact bar on a phone once the box is scrolled away, and not at the top', async () => {
    visit = await newVisit({ width: 390, height: 844 });
    const { page, errors } = visit;
    await open(page);
    const bar = page.getByRole('region', { name: `Get ${app!.name}` });
    await expect(bar.count()).resolves.toBe(0);
    await page.evaluate(() => document.getElementById('screenshots')?.scrollIntoView());
    await bar.waitFor();
    await expect(bar.getByRole('link', { name: 'Buy at checkout' }).isVisible()).resolves.toBe(true);
    // The action keeps its width and leaves the name its room (it once squeezed it to nothing).
    await expect(bar.getByText(app!.name, { exact: true }).isVisible()).resolves.toBe(true);
    // Measured once its slide-in has ended.
    const { bottom } = await bar.evaluate(async (element) => {
      await Promise.all(element.getAnimations().map((animation) => animation.finished));
      return element.getBoundingClientRect().toJSON() as DOMRect;
    });
    expect(Math.round(bottom)).toBe(844);
    expect(await seriousViolations(page, '[data-action-bar]')).toEqual([]);
    expect(await cumulativeLayoutShift(page)).toBeLessThanOrEqual(0.02);

    await page.evaluate(() => window.scrollTo(0, 0));
    await bar.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('lays the plans side by side at 1280 px and stacks them at 390 px, the starting plan marked', async () => {
    visit = await newVisit({ width: 1280, height: 900 });
    const { page, errors } = visit;
    await open(page);
    const wide = await planBoxes(page);
    expect(wide).toHaveLength(app!.upgrades.length + 1);
    expect(new Set(wide.map((card) => card.top)).size).toBe(1);
    expect(wide.map((card) => card.left)).toEqual([...wide.map((card) => card.left)].sort((a, b) => a - b));
    await expect(page.locator('#plans li.plan').first().getAttribute('aria-current')).resolves.toBe('true');
    await expect(page.locator('#plans [aria-current="true"]').count()).resolves.toBe(1);
    await expect(page.locator('#plans li.plan').nth(1).textContent()).resolves.toContain(app!.upgrades[0].name);

    await page.setViewportSize({ width: 390, height: 844 });
    const narrow = await planBoxes(page);
    expect(new Set(narrow.map((card) => card.left)).size).toBe(1);
    for (let index = 1; index < narrow.length; index += 1) expect(narrow[index].top).toBeGreaterThan(narrow[index - 1].top);
    // Nothing of the plans wider than the phone.
    await expect(page.locator('#plans').evaluate((plans) => plans.scrollWidth <= plans.clientWidth)).resolves.toBe(true);
    expect(errors).toEqual([]);
  });
});
