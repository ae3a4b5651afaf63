import type { Locator, Page } from 'playwright-core';
import { readCatalogueData } from '../sandbox/data-files';
import { SUBSCRIPTION_DEMO } from '../sandbox/services/subscription-demo';
import { appPath } from '../src/domain/site/paths';
import { revokeSessionToken } from './support/accounts';
import { seriousViolations } from './support/axe';
import { ratingFormAs } from './support/rating-form';
import { newVisit, sandboxUrl, siteUrl, waitForHydration, type Visit } from './support/site';

/**
 * Reviews that add up (spec §3 Rating, §5, §7): a user whose organization has the app installed
 * rates it, and the page header's count and the Reviews section's count go up together; every
 * review can be read through "Show more reviews". The subscriber's organization starts with
 * draftpulse installed (sandbox/services/subscription-demo.ts), which has 6 reviews: more than the
 * first page of 5.
 */
const SLUG = 'draftpulse';
const app = readCatalogueData().applications.find((candidate) => candidate.slug === SLUG)!;

let visit: Visit;
beforeEach(async () => {
  visit = await newVisit();
});
afterEach(async () => {
  await visit.context.close();
});

/** The vote count a rating line shows: "Rated 4.3 out of 5 (346 votes)". */
async function votesIn(area: Locator): Promise<number> {
  const text = (await area.textContent()) ?? '';
  return Number(/\((\d+) votes?\)/.exec(text)?.[1]);
}

/** The app's vote count as the sandbox's feedback service has it now (a public read). */
async function serviceVotes(): Promise<number> {
  const response = await fetch(sandboxUrl(`/feedback/rate/application/${app.id}`));
  return ((await response.json()) as { votes: number }).votes;
}

/** The header's block beside the icon (name, developer, rating). */
const header = (page: Page) => page.getByRole('heading', { level: 1, name: app.name }).locator('xpath=..');
/** The Reviews section's summary column (average, stars, histogram). */
const reviewsSummary = (page: Page) =>
  page.locator('#reviews').getByRole('list', { name: 'Rating distribution' }).locator('xpath=..');
const reviewItems = (page: Page) => page.locator('#reviews').getByRole('list', { name: 'Reviews' }).getByRole('listitem');

it('a user whose organization has the app rates it: the header and the Reviews section count the vote together', async () => {
  expect(SUBSCRIPTION_DEMO.map((entry) => entry.slug)).toContain(SLUG);
  const { page } = visit;
  const form = await ratingFormAs(page, SLUG, 'subscriber');
  const before = await votesIn(reviewsSummary(page));
  expect(await votesIn(header(page))).toBe(before);

  await form.locator('label', { hasText: '5 stars' }).click();
  await form.getByLabel('Your name').fill('Sue');
  await form.getByLabel('Your review').fill('Drafts replies we barely edit.');
  await form.getByRole('button', { name: 'Submit review' }).click();

  await reviewsSummary(page)
    .filter({ hasText: `(${before + 1} votes)` })
    .waitFor();
  // Read at once, without waiting: both draw the same summary.
  expect(await votesIn(header(page))).toBe(before + 1);
  await reviewItems(page).first().filter({ hasText: 'Drafts replies we barely edit.' }).waitFor();
  expect(visit.errors).toEqual([]);
});

it("a rating sent with a token revoked behind the site's back: one notice, the logged-out one, and back to the home page", async () => {
  const { page } = visit;
  const form = await ratingFormAs(page, SLUG, 'subscriber');
  const before = await serviceVotes();
  await revokeSessionToken(visit.context);

  await form.locator('label', { hasText: '4 stars' }).click();
  await form.getByLabel('Your name').fill('Sue');
  await form.getByLabel('Your review').fill('Sent after the token went.');
  await form.getByRole('button', { name: 'Submit review' }).click();

  const notifications = page.getByRole('region', { name: 'Notifications' });
  await notifications.getByText("We couldn't authorize your request as you've been logged out. Log in and try again.").waitFor();
  await page.waitForURL((url) => url.pathname === '/marketplace/');
  // Not also "please try again": trying again would be refused the same way.
  expect(await notifications.getByText('Unable to rate this app', { exact: false }).count()).toBe(0);
  // Nothing was stored: the service's own summary still counts as many votes as before.
  expect(await serviceVotes()).toBe(before);
});

it('"Show more reviews" reveals the rest from the keyboard and moves focus to the first one revealed', async () => {
  const { page } = visit;
  await page.goto(siteUrl(appPath(SLUG)));
  await waitForHydration(page);
  await page.locator('#reviews').scrollIntoViewIfNeeded();
  // The live part has taken over (its sign-in note is its own).
  await page.locator('#reviews [data-rating-sign-in]').waitFor();

  await reviewItems(page).nth(4).waitFor();
  expect(await reviewItems(page).count()).toBe(5);
  const total = Number(
    /of (\d+) reviews/.exec(
      (await page
        .locator('#reviews')
        .getByText(/^Showing 5 of/)
        .textContent()) ?? '',
    )?.[1],
  );
  expect(total).toBeGreaterThan(5);

  const more = page.locator('#reviews').getByRole('button', { name: 'Show more reviews' });
  await more.focus();
  await page.keyboard.press('Enter');
  await page
    .locator('#reviews')
    .getByText(`Showing ${Math.min(total, 10)} of ${total} reviews`)
    .waitFor();
  expect(await reviewItems(page).count()).toBe(Math.min(total, 10));
  // Focus is on the sixth review, the first the button revealed.
  expect(
    await reviewItems(page)
      .nth(5)
      .evaluate((node) => node === document.activeElement),
  ).toBe(true);

  expect(await seriousViolations(page)).toEqual([]);
  expect(visit.errors).toEqual([]);
});
