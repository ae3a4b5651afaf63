/** Per-app side tables: rating summaries, resources, marketing descriptions and OAuth clients. */
import type { ApiHistogramBucket, ApiRatingSummary, ApiResources, ApiReview } from '../../src/domain/catalogue/contract';
import { countFor, type Draft } from './apps';
import { personName } from './people';
import type { Rng } from './random';
import { PRODUCT_NAMES, slugify, withinLength } from './text';
import { DAY_MS, isoDate, randomDate, REFERENCE_DATE } from './time';
import { DOCUMENT_TITLES, REVIEW_COMMENTS, VIDEO_TITLES } from './words';

const STARS = [5, 4, 3, 2, 1] as const;

/** Integer percents that sum to exactly 100 (largest remainder). */
export function percents(votes: number[]): number[] {
  const total = votes.reduce((sum, v) => sum + v, 0);
  if (total === 0) return votes.map(() => 0);
  const raw = votes.map((v) => (v * 100) / total);
  const out = raw.map(Math.floor);
  let missing = 100 - out.reduce((sum, v) => sum + v, 0);
  const byRemainder = raw.map((v, i) => ({ i, r: v - Math.floor(v) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of byRemainder) {
    if (missing <= 0) break;
    out[i] += 1;
    missing -= 1;
  }
  return out;
}

/** Weighted mean of the histogram, rounded to one decimal. */
export function rateOf(histogram: Pick<ApiHistogramBucket, 'stars' | 'votes'>[]): number {
  const votes = histogram.reduce((sum, b) => sum + b.votes, 0);
  if (votes === 0) return 0;
  return Math.round((histogram.reduce((sum, b) => sum + b.stars * b.votes, 0) / votes) * 10) / 10;
}

function voteSplit(rng: Rng, votes: number): number[] {
  // Mostly happy apps with a long tail of unhappy voters, as on real marketplaces.
  const mean = 3.1 + 1.8 * Math.sqrt(rng.next());
  const weights = STARS.map((star) => Math.exp(-((star - mean) ** 2) / 1.4) + (star === 1 ? 0.04 : 0));
  const total = weights.reduce((sum, w) => sum + w, 0);
  const raw = weights.map((w) => (w / total) * votes);
  const split = raw.map(Math.floor);
  let left = votes - split.reduce((sum, v) => sum + v, 0);
  const order = raw.map((v, i) => ({ i, r: v - Math.floor(v) + rng.next() * 0.2 })).sort((a, b) => b.r - a.r);
  for (const { i } of order) {
    if (left <= 0) break;
    split[i] += 1;
    left -= 1;
  }
  return split;
}

type Mood = keyof typeof REVIEW_COMMENTS;
const moodOf = (rate: number): Mood => (rate >= 4 ? 'good' : rate === 3 ? 'mixed' : 'bad');

/**
 * The reviews of one app. Each review is one of the app's votes, drawn without replacement, so
 * the reviews never claim a star count the histogram does not hold; each comment is used at most
 * once per app (a vote whose mood has no unused comment left stays without a review).
 */
export function reviewsFor(rng: Rng, draft: Draft, split: number[], count: number): ApiReview[] {
  const votes = STARS.flatMap((stars, i) => Array.from({ length: split[i] }, () => stars));
  const unused: Record<Mood, string[]> = {
    good: rng.shuffle(REVIEW_COMMENTS.good),
    mixed: rng.shuffle(REVIEW_COMMENTS.mixed),
    bad: rng.shuffle(REVIEW_COMMENTS.bad),
  };
  const from = Date.parse(draft.app.publishedAt ?? draft.app.updatedAt);
  const reviews: ApiReview[] = [];
  for (const rate of rng.shuffle(votes)) {
    if (reviews.length >= count) break;
    const template = unused[moodOf(rate)].shift();
    if (template === undefined) continue;
    reviews.push({
      id: rng.hex(12),
      name: personName(rng),
      rate,
      comment: template.replace('{app}', draft.app.name).replace('{topic}', rng.pick(draft.vocab.topics)),
      createdAt: isoDate(randomDate(rng, from, REFERENCE_DATE - DAY_MS)),
    });
  }
  return reviews.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Rating summaries for published products; sets each app's `rating` to match. */
export function buildRatings(rng: Rng, drafts: Draft[], scale: number): Record<string, ApiRatingSummary> {
  const published = drafts.filter((d) => d.app.publishedAt !== null);
  const unrated = new Set(rng.sample(published, countFor(8, scale)));
  const silent = new Set(
    rng.sample(
      published.filter((d) => !unrated.has(d)),
      countFor(4, scale),
    ),
  );
  const ratings: Record<string, ApiRatingSummary> = {};
  for (const draft of published) {
    if (unrated.has(draft)) continue;
    const votes = silent.has(draft)
      ? 0
      : Math.min(4000, Math.max(1, Math.round(draft.app.installations / rng.int(40, 400)) + rng.int(0, 6)));
    const split = voteSplit(rng, votes);
    const pct = percents(split);
    const histogram: ApiHistogramBucket[] = STARS.map((stars, i) => ({ stars, percent: pct[i], votes: split[i] }));
    const reviews = reviewsFor(rng.fork(`reviews:${draft.app.id}`), draft, split, Math.min(votes, rng.int(0, 6)));
    const rate = rateOf(histogram);
    ratings[draft.app.id] = { product: draft.app.product, rate, votes, reviews, histogram };
    draft.app.rating = { rate };
  }
  return ratings;
}

export function buildResources(rng: Rng, drafts: Draft[]): Record<string, ApiResources> {
  const resources: Record<string, ApiResources> = {};
  for (const { app, domain } of drafts) {
    const videos = rng.chance(0.3) ? rng.sample(VIDEO_TITLES, rng.int(1, 2)) : [];
    const documents = rng.chance(0.4) ? rng.sample(DOCUMENT_TITLES, rng.int(1, 3)) : [];
    resources[app.id] = {
      applicationId: app.id,
      videos: videos.map((title) => ({ title, url: `https://${domain}/videos/${slugify(title)}` })),
      documents: documents.map((title) => ({ title, url: `https://docs.${domain}/${slugify(title)}.pdf` })),
    };
  }
  return resources;
}

/** Meta descriptions for most slugs; the rest are left out so the site's fallback is used. */
export function buildMarketing(rng: Rng, drafts: Draft[]): Record<string, string> {
  const skipped = new Set(rng.sample(drafts, Math.round(drafts.length * 0.15)));
  const marketing: Record<string, string> = {};
  for (const draft of drafts) {
    if (skipped.has(draft)) continue;
    const { app, action, outcome, vocab } = draft;
    const product = PRODUCT_NAMES[app.product];
    const benefit = rng.pick(app.benefits);
    const templates = draft.serviceType
      ? [
          () => `${app.name} by ${app.company}: expert ${app.category.name.toLowerCase()} help for ${product} teams. ${benefit}.`,
          () => `Hire ${app.company} for ${app.name}. ${benefit}, with a fixed scope agreed up front.`,
        ]
      : [
          () => `${app.name} for ${product}: ${action.charAt(0).toLowerCase()}${action.slice(1)}. ${benefit}.`,
          () => `${action} with ${app.name}. Install it from the ${product} Marketplace in minutes.`,
          () => `Try ${app.name} and ${outcome}. ${benefit}. A ${vocab.name.toLowerCase()} app for ${product}.`,
        ];
    let text = withinLength(() => rng.pick(templates)(), 90, 155, 20);
    // Rare short combinations get a generic closing so every entry stays in 90..155 characters.
    if (text.length < 90) text = `${text} Works with ${product}.`;
    if (text.length < 90) text = `${text} Install in minutes.`;
    marketing[app.slug] = text;
  }
  return marketing;
}

const COMMON_SCOPES = [
  'agents--all:ro',
  'agents--my:rw',
  'organization--my:rw',
  'groups--all:ro',
  'settings--all:rw',
  'billing_manage',
  'subscription_manage',
  'webhooks--all:rw',
];

export interface ApiClient {
  client_id: string;
  name: string;
  scopes: string[];
}

export function buildClients(rng: Rng, drafts: Draft[]): Record<string, ApiClient> {
  const clients: Record<string, ApiClient> = {};
  for (const { app, vocab } of drafts) {
    if (!app.authorization) continue;
    const picked = new Set([...rng.sample(vocab.scopes, rng.int(2, 4)), ...rng.sample(COMMON_SCOPES, rng.int(0, 3))]);
    if (app.payment) picked.add('billing_manage');
    clients[app.authorization.clientId] = { client_id: app.authorization.clientId, name: app.name, scopes: [...picked].sort() };
  }
  return clients;
}
