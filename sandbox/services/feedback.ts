import type { ApiRatingSummary, ApiReview } from '../../src/domain/catalogue/contract';
import { RATING_NEEDS_INSTALL } from '../../src/domain/catalogue/review-validation';
import type { ApplicationsService } from './applications';
import type { CatalogueService } from './catalogue';

/**
 * App ratings (§3 Rating, §7 PUT /feedback/rate/application/{id}). The summary is global: one per
 * app, as the public GET serves it to everyone. Each account has one vote per app; rating again
 * replaces the earlier vote and review instead of adding a second one. Rate and percentages are
 * recomputed from the catalogue's summary plus the votes given here. Only an organization that has
 * the app installed may rate it (the installs service knows): any other answers 403.
 */
export interface RatingInput {
  rate: number;
  name: string;
  comment: string;
}

/** Why a rating is refused before its body is read: an unknown app, or an organization without it. */
export interface RatingRefusal {
  status: 403 | 404;
  message: string;
}

/** Who rates: one vote per account, allowed by the account's organization's installs. */
export interface Voter {
  accountId: string;
  organizationId: string;
}

export interface FeedbackService {
  summary(appId: string): ApiRatingSummary | null;
  /** Null when the voter may rate the app. */
  refusal(appId: string, voter: Voter): RatingRefusal | null;
  /** The new summary, or the refusal. */
  rate(appId: string, voter: Voter, input: RatingInput): ApiRatingSummary | RatingRefusal;
}

const NOT_FOUND: RatingRefusal = { status: 404, message: 'Application not found' };
const NOT_INSTALLED: RatingRefusal = { status: 403, message: RATING_NEEDS_INSTALL };

interface Vote extends RatingInput {
  createdAt: string;
}

export function createFeedbackService(
  catalogue: CatalogueService,
  installs: Pick<ApplicationsService, 'installed'>,
  now: () => Date = () => new Date(),
): FeedbackService {
  /** appId → accountId → vote (a Map: ids such as '__proto__' stay plain keys). */
  const votes = new Map<string, Map<string, Vote>>();

  function summary(appId: string): ApiRatingSummary | null {
    const base = catalogue.rating(appId);
    if (!base) return null;
    const given = [...(votes.get(appId)?.values() ?? [])];
    if (given.length === 0) return base;

    const counts = new Map(base.histogram.map((bucket) => [bucket.stars, bucket.votes]));
    let total = base.rate * base.votes;
    for (const vote of given) {
      counts.set(vote.rate as 1 | 2 | 3 | 4 | 5, (counts.get(vote.rate as 1 | 2 | 3 | 4 | 5) ?? 0) + 1);
      total += vote.rate;
    }
    const voteCount = base.votes + given.length;
    const reviews: ApiReview[] = given
      .map((vote, index) => ({
        id: `sandbox-${appId}-${index}`,
        name: vote.name,
        rate: vote.rate,
        comment: vote.comment,
        createdAt: vote.createdAt,
      }))
      .reverse();
    return {
      product: base.product,
      rate: Math.round((total / voteCount) * 10) / 10,
      votes: voteCount,
      reviews: [...reviews, ...base.reviews],
      histogram: ([5, 4, 3, 2, 1] as const).map((stars) => {
        const bucketVotes = counts.get(stars) ?? 0;
        return { stars, votes: bucketVotes, percent: Math.round((bucketVotes / voteCount) * 100) };
      }),
    };
  }

  function refusal(appId: string, voter: Voter): RatingRefusal | null {
    if (!catalogue.rating(appId)) return NOT_FOUND;
    return installs.installed(voter.organizationId).includes(appId) ? null : NOT_INSTALLED;
  }

  return {
    summary,
    refusal,
    rate(appId, { accountId, organizationId }, input) {
      const refused = refusal(appId, { accountId, organizationId });
      if (refused) return refused;
      const perApp = votes.get(appId) ?? new Map<string, Vote>();
      votes.set(appId, perApp);
      // Re-rating moves the vote to the end (the newest review first).
      perApp.delete(accountId);
      perApp.set(accountId, {
        rate: input.rate,
        name: input.name.trim(),
        comment: input.comment.trim(),
        createdAt: now().toISOString(),
      });
      return summary(appId) as ApiRatingSummary;
    },
  };
}
