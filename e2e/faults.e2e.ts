import { readCatalogueData } from '../sandbox/data-files';
import { ratingFormAs } from './support/rating-form';
import { newVisit, type Visit } from './support/site';

/**
 * Issue 32, "every fault answered", in the real browser: the sandbox's fault switch
 * (sandbox/README.md "Fault switch") makes the next call of a flow fail; the page shows the §8 text
 * (never the fault's body), keeps what the user typed, throws no page error, and the retry works.
 * The full matrix of calls × faults is src/app/fault-matrix.test.ts.
 */
const SANDBOX = process.env.E2E_SANDBOX_URL ?? 'http://localhost:8001';
// The subscriber's organization starts with chatfox installed: it may rate it (subscription-demo.ts).
// Not draftpulse, which reviews.e2e.ts has the same user rate: the sandbox lives for the whole run,
// and a second rating by one user replaces the first instead of adding a vote.
const SLUG = 'chatfox';
const app = readCatalogueData().applications.find((candidate) => candidate.slug === SLUG)!;

async function arm(rule: Record<string, unknown>): Promise<void> {
  const answer = await fetch(`${SANDBOX}/sandbox/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(rule),
  });
  if (answer.status !== 201) throw new Error(`fault switch refused ${JSON.stringify(rule)}: ${answer.status}`);
}

let visit: Visit;
beforeEach(async () => {
  visit = await newVisit();
});
afterEach(async () => {
  await fetch(`${SANDBOX}/sandbox/faults`, { method: 'DELETE' });
  await visit.context.close();
});

const RATE_FAILED = 'Unable to rate this app, please try again or contact our support. Unexpected error';

it('rating: a malformed answer, then a 429, show the §8 text and keep the typed review; the retry is thanked', async () => {
  const { page } = visit;
  const form = await ratingFormAs(page, SLUG, 'subscriber');
  await form.locator('label', { hasText: '4 stars' }).click();
  await form.getByLabel('Your name').fill('Sue');
  await form.getByLabel('Your review').fill('Survives a broken answer.');
  const notifications = page.getByRole('region', { name: 'Notifications' });

  for (const rule of [{ fault: 'malformed' }, { fault: '429', retryAfter: 1 }]) {
    await arm({ match: `PUT /feedback/rate/application/${app.id}`, times: 1, ...rule });
    await form.getByRole('button', { name: 'Submit review' }).click();
    await notifications.getByText(RATE_FAILED).waitFor();
    const shown = (await notifications.allTextContents()).join(' ');
    expect(shown).not.toContain('sandbox fault');
    expect(shown).not.toContain('Thank you for rating this app.');
    // Nothing the user typed is lost.
    await expect(form.getByLabel('Your name').inputValue()).resolves.toBe('Sue');
    await expect(form.getByLabel('Your review').inputValue()).resolves.toBe('Survives a broken answer.');
  }

  // The fault is used up: the same form, sent again, goes through.
  await form.getByRole('button', { name: 'Submit review' }).click();
  await notifications.getByText('Thank you for rating this app.').waitFor();
  // The browser logs the injected 429 itself; anything else (a page error) fails.
  const injected = (error: string) => error.includes(`/feedback/rate/application/${app.id}`) && /\b429\b/.test(error);
  expect(visit.errors.filter((error) => !injected(error))).toEqual([]);
});
