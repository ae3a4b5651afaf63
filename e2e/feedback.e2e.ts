import type { Page } from 'playwright-core';
import { readCatalogueData } from '../sandbox/data-files';
import { partnerPath } from '../src/domain/site/paths';
import { signInThroughPopup } from './support/accounts';
import { ratingFormAs } from './support/rating-form';
import { newVisit, siteUrl, waitForHydration, type Visit } from './support/site';

/**
 * Ratings and partner contact through the real sign-in popup (spec §3, §5, §7, §8): rate an app and
 * watch its histogram move; message and review a partner, then review again (the 409 warning).
 */
const catalogue = readCatalogueData();
// Only an organization that has the app installed may rate it: the subscriber's starts with pixelo.
const app = catalogue.applications.find((candidate) => candidate.slug === 'pixelo')!;
const partner = catalogue.partners[0];

let visit: Visit;
beforeEach(async () => {
  visit = await newVisit();
});
afterEach(async () => {
  await visit.context.close();
});

/** Votes of one histogram bucket as the page shows it: "4 stars 40% (214)". */
async function bucketVotes(page: Page, stars: number): Promise<number> {
  const row = page
    .getByRole('list', { name: 'Rating distribution' })
    .getByRole('listitem')
    .filter({ hasText: `${stars} stars` });
  const text = (await row.textContent()) ?? '';
  return Number(/\((\d+)\)/.exec(text)?.[1]);
}

const toast = (page: Page, text: string) => page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true });

it('a signed-in user rates an app: thank-you notice for 2 s, and the histogram gains the vote', async () => {
  const { page } = visit;
  const form = await ratingFormAs(page, app.slug, 'subscriber');
  const before = await bucketVotes(page, 4);

  // The star is the radio's label: clicking it picks the radio.
  await form.locator('label', { hasText: '4 stars' }).click();
  await form.getByLabel('Your name').fill('Olivia');
  await form.getByLabel('Your review').fill('Does what it says.');
  await form.getByRole('button', { name: 'Submit review' }).click();

  await toast(page, 'Thank you for rating this app.').waitFor();
  // The summary is re-read after the rating: the 4-star bucket shows one more vote, without a rebuild.
  await page
    .getByRole('list', { name: 'Rating distribution' })
    .getByRole('listitem')
    .filter({ hasText: '4 stars' })
    .filter({ hasText: `(${before + 1})` })
    .waitFor();
  await page.getByRole('list', { name: 'Reviews' }).getByText('Does what it says.').waitFor();
  // The rating notice hides after 2000 ms (§9), well before the usual 4000.
  await toast(page, 'Thank you for rating this app.').waitFor({ state: 'detached', timeout: 3500 });
  expect(visit.errors).toEqual([]);
});

it('records the visit of a signed-out visitor; a signed-in user messages and reviews a partner; a second review is the 409 warning', async () => {
  const { page } = visit;
  // §6: partner endpoints need no login; the visit goes once per page view, without a token here.
  const visitRecorded = page.waitForResponse(
    (response) => response.url().endsWith('/partners/experts/visits') && response.request().method() === 'POST',
  );
  await page.goto(siteUrl(partnerPath(partner.slug)));
  await waitForHydration(page);
  const recorded = await visitRecorded;
  expect(recorded.status()).toBe(204);
  expect(recorded.request().headers().authorization).toBeUndefined();
  expect(JSON.parse(recorded.request().postData() ?? '{}')).toMatchObject({ expert_id: partner.id });
  await signInThroughPopup(page, 'viceowner');

  await page.getByRole('heading', { name: 'Contact and review' }).scrollIntoViewIfNeeded();
  const message = page.getByRole('form', { name: 'Send a message' });
  await message.waitFor();
  await message.getByLabel('Name', { exact: true }).fill('Vera');
  await message.getByLabel('Surname').fill('Viceowner');
  await message.getByLabel('Message').fill('We need help with chat routing.');
  await message.getByRole('button', { name: 'Send message' }).click();
  await toast(page, 'Message sent successfully!').waitFor();
  expect(await message.getByLabel('Message').inputValue()).toBe('');

  const review = page.getByRole('form', { name: 'Write a review' });
  const text = 'Fast, friendly and they know the product well.';
  await review.getByLabel('Review').fill(text);
  await review.getByRole('button', { name: 'Send review' }).click();
  await toast(page, 'Review sent to be verified!').waitFor();

  await review.getByLabel('Review').fill(text);
  await review.getByRole('button', { name: 'Send review' }).click();
  await toast(page, 'Review had already been sent!').waitFor();
  // Nothing typed is lost on the refusal.
  expect(await review.getByLabel('Review').inputValue()).toBe(text);
  // The 409 is the one failed response, and it is expected.
  expect(visit.errors.filter((error) => !(error.includes('409') && error.includes('/comment')))).toEqual([]);
});
