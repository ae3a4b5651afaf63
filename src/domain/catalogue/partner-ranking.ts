/**
 * Partner order by rating, as a Bayesian average: a partner's own votes pulled toward what all
 * partners' votes say, so one 5.0 vote no longer outranks hundreds of high ones.
 *
 *   score = (C * m + rate * votes) / (m + votes)
 *
 * C is the mean rating over every vote given to any partner (sum of rate * votes / all votes) and
 * m, the prior's weight, is the mean vote count of the partners that have votes. A partner without
 * votes scores C; with many votes the score nears its own rate.
 */
export interface RatedPartner {
  /** Average of the partner's votes (0 when it has none). */
  rate: number;
  votes: number;
}

export interface RankingPrior {
  /** C: the mean rating over all partners' votes. */
  mean: number;
  /** m: how many votes the prior counts as. */
  weight: number;
}

const NO_PRIOR: RankingPrior = { mean: 0, weight: 1 };

/** C and m of the formula, from every partner's rating. */
export function rankingPrior(partners: readonly RatedPartner[]): RankingPrior {
  const rated = partners.filter((partner) => partner.votes > 0);
  const votes = rated.reduce((sum, partner) => sum + partner.votes, 0);
  if (votes === 0) return NO_PRIOR;
  const total = rated.reduce((sum, partner) => sum + partner.rate * partner.votes, 0);
  return { mean: total / votes, weight: votes / rated.length };
}

/** The partner's Bayesian average under `prior`. */
export function partnerScore(partner: RatedPartner, prior: RankingPrior): number {
  const votes = Math.max(0, partner.votes);
  return (prior.mean * prior.weight + partner.rate * votes) / (prior.weight + votes);
}

/**
 * The partners best first: score, then more votes, then name. `prior` defaults to the one of the
 * given partners; pass the prior of all partners when ranking a subset (the recommended ones).
 */
export function rankPartners<T extends RatedPartner & { name: string }>(
  partners: readonly T[],
  prior: RankingPrior = rankingPrior(partners),
): T[] {
  const scored = partners.map((partner) => ({ partner, score: partnerScore(partner, prior) }));
  scored.sort((a, b) => b.score - a.score || b.partner.votes - a.partner.votes || a.partner.name.localeCompare(b.partner.name));
  return scored.map(({ partner }) => partner);
}
