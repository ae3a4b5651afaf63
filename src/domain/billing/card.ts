/**
 * A payment card as the checkout takes it and the billing service keeps it (§3: Subscription per
 * product `hasCard` / `cardDetails`, cart products' `cardDetails{cardType, firstSix, lastFour}`,
 * payment methods visa, master, mastercard, american_express; §7 `POST /account/{product}` adds a
 * card). Pure rules, shared by the site's card form and the sandbox's billing provider: the brand
 * from the number, the Luhn check, an expiry in the future, a CVC of 3 digits (4 for American
 * Express), and the texts the form shows beside each field. The spec gives no texts: these are ours.
 */

/** The brands a number is recognised as (§3 payment methods; `master` is an older name of mastercard). */
export type CardBrand = 'visa' | 'mastercard' | 'american_express';

export const CARD_BRAND_NAMES: Readonly<Record<CardBrand, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  american_express: 'American Express',
};

/** The number lengths each brand issues. */
const BRAND_LENGTHS: Readonly<Record<CardBrand, readonly number[]>> = {
  visa: [13, 16, 19],
  mastercard: [16],
  american_express: [15],
};

export const CARD_TEXT = {
  numberMissing: 'Enter the card number.',
  numberNotDigits: 'A card number has digits only.',
  numberBrand: 'Use a Visa, Mastercard or American Express card.',
  numberInvalid: 'This card number is not valid: check it for typos.',
  expiryMissing: 'Enter the expiry date (MM/YY).',
  expiryFormat: 'Enter the expiry date as MM/YY, for example 04/30.',
  expiryPast: 'This card has expired: use a card with an expiry date in the future.',
  expiryTooFar: 'Check the expiry year: it is more than 20 years away.',
  cvcMissing: 'Enter the security code (CVC).',
  cvcThree: 'The security code (CVC) is the 3 digits on the back of the card.',
  cvcFour: 'The American Express security code is the 4 digits on the front of the card.',
} as const;

/** How many digits the number of a brand has, in words ("16", "13, 16 or 19"). */
function lengthsText(brand: CardBrand): string {
  const lengths = BRAND_LENGTHS[brand].map(String);
  return lengths.length === 1 ? lengths[0] : `${lengths.slice(0, -1).join(', ')} or ${lengths[lengths.length - 1]}`;
}

/** The number as typed without the spaces and dashes people group it with. */
export const cardDigits = (text: string): string => text.replace(/[\s-]/g, '');

/** Luhn check of a card number of 12 to 19 digits (digits only). */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * The brand of a number by its first digits: Visa 4; Mastercard 51-55 and 2221-2720; American
 * Express 34 and 37. null for any other (or no) number.
 */
export function cardBrand(digits: string): CardBrand | null {
  if (/^4/.test(digits)) return 'visa';
  if (/^3[47]/.test(digits)) return 'american_express';
  if (/^5[1-5]/.test(digits)) return 'mastercard';
  const prefix = Number(digits.slice(0, 4));
  if (digits.length >= 4 && /^\d{4}/.test(digits) && prefix >= 2221 && prefix <= 2720) return 'mastercard';
  return null;
}

/** What is wrong with a typed card number, or null: digits, a known brand, its length, the Luhn check. */
export function cardNumberProblem(text: string): string | null {
  const digits = cardDigits(text);
  if (!digits) return CARD_TEXT.numberMissing;
  if (!/^\d+$/.test(digits)) return CARD_TEXT.numberNotDigits;
  const brand = cardBrand(digits);
  if (!brand) return CARD_TEXT.numberBrand;
  if (!BRAND_LENGTHS[brand].includes(digits.length)) {
    const name = CARD_BRAND_NAMES[brand];
    return `${/^[AEIOU]/.test(name) ? 'An' : 'A'} ${name} card number has ${lengthsText(brand)} digits.`;
  }
  return luhnValid(digits) ? null : CARD_TEXT.numberInvalid;
}

export interface CardExpiry {
  month: number;
  /** Four digits. */
  year: number;
}

/** `MM/YY`, `MM / YY`, `MMYY` or `MM/YYYY`; null when it is none of these or the month is not 1-12. */
export function readExpiry(text: string): CardExpiry | null {
  const match = /^(\d{1,2})\s*\/?\s*(\d{2}|\d{4})$/.exec(text.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** Cards stop working after the last day of their expiry month: the current month is still valid. */
export function expiryDateProblem(expiry: CardExpiry, now: Date): string | null {
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  const expires = expiry.year * 12 + (expiry.month - 1);
  if (expires < thisMonth) return CARD_TEXT.expiryPast;
  if (expires > thisMonth + 20 * 12) return CARD_TEXT.expiryTooFar;
  return null;
}

/** What is wrong with a typed expiry date, or null (in the future, by `now`'s month). */
export function cardExpiryProblem(text: string, now: Date): string | null {
  if (!text.trim()) return CARD_TEXT.expiryMissing;
  const expiry = readExpiry(text);
  return expiry ? expiryDateProblem(expiry, now) : CARD_TEXT.expiryFormat;
}

/** The CVC's length: 4 for American Express, 3 for the others. */
export const cvcLength = (brand: CardBrand | null): 3 | 4 => (brand === 'american_express' ? 4 : 3);

/** What is wrong with a typed CVC for the brand of the number, or null. */
export function cardCvcProblem(text: string, brand: CardBrand | null): string | null {
  const cvc = text.trim();
  if (!cvc) return CARD_TEXT.cvcMissing;
  const length = cvcLength(brand);
  if (new RegExp(`^\\d{${length}}$`).test(cvc)) return null;
  return length === 4 ? CARD_TEXT.cvcFour : CARD_TEXT.cvcThree;
}

/** The card form's three fields, as typed. */
export interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
}

export type CardProblems = Partial<Record<keyof CardFields, string>>;

/** A card that passed every rule: what `POST /account/{product}` is sent. */
export interface CardEntry {
  /** Digits only. */
  number: string;
  brand: CardBrand;
  expiryMonth: number;
  expiryYear: number;
  cvc: string;
}

export type CardCheck = { ok: true; card: CardEntry } | { ok: false; problems: CardProblems };

/** Every rule over the three fields: the card to send, or what is wrong with each field. */
export function checkCard(fields: CardFields, now: Date): CardCheck {
  const digits = cardDigits(fields.number);
  const brand = cardBrand(digits);
  const problems: CardProblems = {};
  const number = cardNumberProblem(fields.number);
  const expiry = cardExpiryProblem(fields.expiry, now);
  const cvc = cardCvcProblem(fields.cvc, brand);
  if (number) problems.number = number;
  if (expiry) problems.expiry = expiry;
  if (cvc) problems.cvc = cvc;
  const date = readExpiry(fields.expiry);
  if (number || expiry || cvc || !brand || !date) return { ok: false, problems };
  return { ok: true, card: { number: digits, brand, expiryMonth: date.month, expiryYear: date.year, cvc: fields.cvc.trim() } };
}

/** §3 cardDetails in the site's words. */
export interface CardDetails {
  cardType: string;
  firstSix: string;
  lastFour: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The wire's `{card_type, first_six, last_four}`; null when it is not one (no last four, say). */
export function readCardDetails(value: unknown): CardDetails | null {
  if (!isRecord(value)) return null;
  const { card_type: cardType, first_six: firstSix, last_four: lastFour } = value;
  if (typeof lastFour !== 'string' || !/^\d{4}$/.test(lastFour)) return null;
  return {
    cardType: typeof cardType === 'string' ? cardType : '',
    firstSix: typeof firstSix === 'string' ? firstSix : '',
    lastFour,
  };
}

/** `POST /account/{product}`'s answer, `{card: {card_type, first_six, last_four}}`: the card now on file. */
export const readCardAnswer = (value: unknown): CardDetails | null => (isRecord(value) ? readCardDetails(value.card) : null);

/** A card on file whose details were not given (`has_card` without `card_details`). */
export const UNDESCRIBED_CARD: CardDetails = { cardType: '', firstSix: '', lastFour: '' };

/**
 * The card on file a subscription (§3, `GET /licenses/{product}/subscription`) reports: its card
 * details when `has_card` (UNDESCRIBED_CARD when it has a card but no readable details), null when
 * it has none; undefined when the answer is no subscription at all.
 */
export function readSubscriptionCard(value: unknown): CardDetails | null | undefined {
  if (!isRecord(value) || typeof value.has_card !== 'boolean') return undefined;
  if (!value.has_card) return null;
  return readCardDetails(value.card_details) ?? UNDESCRIBED_CARD;
}
