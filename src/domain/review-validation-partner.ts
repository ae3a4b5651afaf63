import { PARTNER_FORMS } from './messages';
import { charCount } from './review-validation';

/** Partner review bounds of §5 (characters, after trimming). Message fields have none (§5). */
export const PARTNER_REVIEW_BOUNDS = { name: { min: 3, max: 64 }, comment: { min: 10, max: 2000 } } as const;

export interface PartnerReviewInput {
  name: string;
  email: string;
  comment: string;
  website: string;
}

export interface PartnerMessageInput {
  name: string;
  surname: string;
  email: string;
  message: string;
  website: string;
}

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

// One @, something on both sides, a dot in the domain: the service has the final word.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmail = (value: string): boolean => EMAIL.test(value.trim());

/** Optional; when given, an http(s) address (it becomes a link for the partner). */
export function isWebsite(value: string): boolean {
  const text = value.trim();
  if (!text) return true;
  try {
    const { protocol } = new URL(text);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

const within = (text: string, { min, max }: { min: number; max: number }) => {
  const length = charCount(text);
  return length >= min && length <= max;
};

/** §5: review 10 to 2000 characters, name 3 to 64; a reachable email; an optional website. */
export function validatePartnerReview(input: PartnerReviewInput): FieldErrors<PartnerReviewInput> {
  const errors: FieldErrors<PartnerReviewInput> = {};
  if (!within(input.name, PARTNER_REVIEW_BOUNDS.name)) errors.name = PARTNER_FORMS.nameLength;
  if (!isEmail(input.email)) errors.email = PARTNER_FORMS.emailInvalid;
  if (!within(input.comment, PARTNER_REVIEW_BOUNDS.comment)) errors.comment = PARTNER_FORMS.commentLength;
  if (!isWebsite(input.website)) errors.website = PARTNER_FORMS.websiteInvalid;
  return errors;
}

/** The expert request: every field but the website is required. */
export function validatePartnerMessage(input: PartnerMessageInput): FieldErrors<PartnerMessageInput> {
  const errors: FieldErrors<PartnerMessageInput> = {};
  if (!input.name.trim()) errors.name = PARTNER_FORMS.nameBlank;
  if (!input.surname.trim()) errors.surname = PARTNER_FORMS.surnameBlank;
  if (!isEmail(input.email)) errors.email = PARTNER_FORMS.emailInvalid;
  if (!input.message.trim()) errors.message = PARTNER_FORMS.messageBlank;
  if (!isWebsite(input.website)) errors.website = PARTNER_FORMS.websiteInvalid;
  return errors;
}
