import { PARTNER_FORMS } from '../site/messages';
import { charCount } from './review-validation';

/** Partner review bounds of §5 (characters, after trimming). Message fields have none (§5). */
const PARTNER_REVIEW_BOUNDS = { name: { min: 3, max: 64 }, comment: { min: 10, max: 2000 } } as const;

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

type FieldErrors<T> = Partial<Record<keyof T, string>>;

// One @, something on both sides, a dot in the domain: the service has the final word.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const isEmail = (value: string): boolean => EMAIL.test(value.trim());

/** Schemes a partner website may have: it becomes a link, so nothing else (javascript:, data:, …). */
const WEB_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:']);

/** A leading scheme ("https:", "javascript:"); a host's port ("example.com:8080/") is not one. */
const SCHEME = /^[a-z][a-z\d+.-]*:(?!\d+(?:[/?#]|$))/i;

/** A host name with at least one dot between non-empty labels ("example.com", "www.example.co.uk"). */
const DOMAIN = /^[^.]+(?:\.[^.]+)+\.?$/;

/**
 * The website as it is sent and stored: '' when none was typed, the parsed http(s) address when
 * one was (a bare domain such as "example.com" or "www.example.com/path" is taken as https://), or
 * null when it is no website: another scheme (javascript:, data:, mailto:, ftp:, …), or text that
 * is no address. The parsed form is returned, so what later becomes a link is exactly what was
 * checked (the parser drops the tabs and newlines a "java\tscript:" trick hides behind).
 */
export function normalizeWebsite(value: string): string | null {
  const text = value.trim();
  if (!text) return '';
  const bare = !SCHEME.test(text);
  let url: URL;
  try {
    url = new URL(bare ? `https://${text}` : text);
  } catch {
    return null;
  }
  if (!WEB_PROTOCOLS.has(url.protocol)) return null;
  // Without a scheme, a domain is needed: "nope" or "localhost:3000" is no website.
  if (bare && !DOMAIN.test(url.hostname)) return null;
  return url.href;
}

/** Optional; when given, an http(s) address or a bare domain (it becomes a link for the partner). */
export const isWebsite = (value: string): boolean => normalizeWebsite(value) !== null;

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
