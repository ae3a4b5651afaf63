import { APP_REVIEW_FORM, APP_REVIEW_FORM_MINIMUMS } from '../site/messages';

/** Rating scale of §9. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/**
 * Why a rating is refused for an organization without the app (the service's 403 and the site's
 * note). Not in §8's catalogue: the spec leaves other messages unshown.
 */
export const RATING_NEEDS_INSTALL = 'Only organizations that have this app installed can rate it.';

/** App review form bounds of §5 (characters, counted after trimming). */
const APP_REVIEW_BOUNDS = { name: { min: 2, max: 64 }, comment: { min: 2, max: 255 } } as const;

export interface AppReviewInput {
  /** null until a star is chosen. */
  rate: number | null;
  name: string;
  comment: string;
}

export type AppReviewErrors = Partial<Record<keyof AppReviewInput, string>>;

function isRating(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= RATING_MIN && value <= RATING_MAX;
}

/** Characters as a reader counts them (an emoji is one), not UTF-16 units. */
export const charCount = (text: string): number => [...text.trim()].length;

/** §5: the field errors of the app review form; empty when it may be sent. */
export function validateAppReview(input: AppReviewInput): AppReviewErrors {
  const errors: AppReviewErrors = {};
  if (!isRating(input.rate)) errors.rate = APP_REVIEW_FORM.rateBlank;

  const name = charCount(input.name);
  if (name === 0) errors.name = APP_REVIEW_FORM.nameBlank;
  else if (name < APP_REVIEW_BOUNDS.name.min) errors.name = APP_REVIEW_FORM_MINIMUMS.nameTooShort;
  else if (name > APP_REVIEW_BOUNDS.name.max) errors.name = APP_REVIEW_FORM.nameTooLong;

  const comment = charCount(input.comment);
  if (comment === 0) errors.comment = APP_REVIEW_FORM.reviewBlank;
  else if (comment < APP_REVIEW_BOUNDS.comment.min) errors.comment = APP_REVIEW_FORM_MINIMUMS.reviewTooShort;
  else if (comment > APP_REVIEW_BOUNDS.comment.max) errors.comment = APP_REVIEW_FORM.reviewTooLong;
  return errors;
}

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;
