import type { ApiPartnerReview } from './contract';

/**
 * What a partner page built at deploy time takes from the expert's live answer
 * (`GET partners/experts_marketplace/{id}`, read after hydration as app pages read their app): the
 * figures that move between deploys (rating, votes, reviews, the recommended badge, services,
 * languages). The description stays the build's: it was sanitised then, and no HTML from the wire
 * goes into the page. Anything malformed in the answer leaves that field as built.
 */
export interface FollowedPartner {
  rate: number;
  votes: number;
  reviews: ApiPartnerReview[];
  recommended: boolean;
  services: string[];
  languages: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const texts = (value: unknown): string[] | null => (Array.isArray(value) && value.every(isText) ? value : null);

function isReview(value: unknown): value is ApiPartnerReview {
  if (!isRecord(value)) return false;
  const rate = value.rate;
  return (
    isText(value.id) &&
    isText(value.name) &&
    isText(value.comment) &&
    isText(value.createdAt) &&
    typeof rate === 'number' &&
    Number.isInteger(rate) &&
    rate >= 1 &&
    rate <= 5
  );
}

/** The built partner with what the answer says now; `gone` when the answer is not this partner. */
export function followPartner<T extends FollowedPartner>(built: T, partnerId: string, answer: unknown): T | { gone: true } {
  if (!isRecord(answer) || answer.id !== partnerId) return { gone: true };
  const rating = isRecord(answer.rating) ? answer.rating : {};
  const rate = typeof rating.rate === 'number' && rating.rate >= 0 && rating.rate <= 5 ? rating.rate : built.rate;
  const votes =
    typeof rating.votes === 'number' && Number.isInteger(rating.votes) && rating.votes >= 0 ? rating.votes : built.votes;
  const reviews = Array.isArray(answer.reviews) && answer.reviews.every(isReview) ? answer.reviews : built.reviews;
  return {
    ...built,
    rate,
    votes,
    reviews,
    recommended: typeof answer.recommended === 'boolean' ? answer.recommended : built.recommended,
    services: texts(answer.services) ?? built.services,
    languages: texts(answer.languages) ?? built.languages,
  };
}
