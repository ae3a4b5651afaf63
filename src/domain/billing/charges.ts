/**
 * The two charge state machines of §4 as data and pure rules, shared by the site (polling) and the
 * sandbox (the provider's side): statuses, which ones end polling and how, and §9's poll interval.
 */

export type ChargeKind = 'direct_charge' | 'recurrent_charge';

type DirectChargeStatus = 'pending' | 'accepted' | 'processed' | 'success' | 'failed';
type RecurrentChargeStatus = 'pending' | 'accepted' | 'active' | 'declined' | 'cancelled' | 'frozen';
export type ChargeStatus = DirectChargeStatus | RecurrentChargeStatus;

/** §9 'Charge poll interval'. */
export const CHARGE_POLL_MS = 2000;
/** §9: the price preview is cached 300 s (per price, country and zip). */
export const PRICE_PREVIEW_CACHE_MS = 300_000;

/** Wire shape of a charge (§3 'Direct charge' response and 'Recurrent charge'). */
export interface ApiCharge {
  id: string;
  name: string;
  /** Cents per unit for one billing period (the whole year for months = 12). */
  price: number;
  return_url: string;
  trial_days: number;
  months: number;
  quantity: number;
  per_account: boolean;
  order_client_id: string;
  test: boolean;
  status: ChargeStatus;
  created_at: string;
}

/** §7 create bodies. */
export interface DirectChargeRequest {
  name: string;
  price: number;
  quantity: number;
  return_url: string;
  order_client_id: string;
  per_account: boolean;
  test: boolean;
}

export interface RecurrentChargeRequest {
  name: string;
  price: number;
  return_url: string;
  order_client_id: string;
  trial_days: number;
  per_account: boolean;
  months: number;
  test: boolean;
  quantity?: number;
}

/** `GET /price_preview/{product}`: the taxes of a price for a country (and zip). */
export interface ApiPricePreview {
  price: number;
  country: string;
  zip: string;
  taxes: { total_price: number; tax_value: number; tax_rate: number };
}

/** What a status read means to the poller (§4). */
type ChargeVerdict =
  { kind: 'continue' } | { kind: 'succeeded' } | { kind: 'failed' } | { kind: 'declined' } | { kind: 'cancelled' };

/**
 * §4: direct success → thank-you and the purchase event; failed → roll back the install, 'Payment
 * failed'; recurrent active → success; declined or cancelled → uninstall, 'Payment
 * declined/cancelled'; any other status (pending, accepted, processed, frozen, unknown) keeps polling.
 */
export function chargeVerdict(kind: ChargeKind, status: string): ChargeVerdict {
  if (kind === 'direct_charge') {
    if (status === 'success') return { kind: 'succeeded' };
    if (status === 'failed') return { kind: 'failed' };
    return { kind: 'continue' };
  }
  if (status === 'active') return { kind: 'succeeded' };
  if (status === 'declined') return { kind: 'declined' };
  if (status === 'cancelled') return { kind: 'cancelled' };
  return { kind: 'continue' };
}

export const isTerminal = (kind: ChargeKind, status: string) => chargeVerdict(kind, status).kind !== 'continue';

/** §4: a charge is processable (accept, decline) only while pending. */
export const isProcessable = (status: string) => status === 'pending';

/**
 * The billing service's 422 code for activating a charge that is not (or no longer) accepted: a
 * charge activated already, met again when a reload resumes it. Any other 422 on activate is a
 * refusal (the install the charge ends with, for one).
 */
export const NOT_ACTIVATABLE = 'not_activatable';

export function isChargeKind(value: unknown): value is ChargeKind {
  return value === 'direct_charge' || value === 'recurrent_charge';
}

/** Per-account charges multiply by the seats (§9); others are one unit. */
export function chargeTotal(charge: Pick<ApiCharge, 'price' | 'quantity' | 'per_account'>): number {
  return charge.per_account ? charge.price * Math.max(1, charge.quantity) : charge.price;
}

/**
 * How far along a status is. A read answered out of order (an older status after a newer one)
 * must not move a charge back: pending 0, accepted 1, processed / frozen 2, terminal 3.
 */
export function statusRank(kind: ChargeKind, status: string): number {
  if (isTerminal(kind, status)) return 3;
  if (status === 'processed' || status === 'frozen') return 2;
  if (status === 'accepted') return 1;
  return 0;
}

/** §4 read retries: a failed read is tried again later, never a new charge; backoff doubles up to 30 s. */
export const CHARGE_READ_MAX_FAILURES = 5;
export function readBackoffMs(failures: number): number {
  return Math.min(CHARGE_POLL_MS * 2 ** Math.max(0, failures), 30_000);
}

/*
 * Reading the billing service's answers. http.ts hands back whatever a 2xx carried: `{}`, `null`,
 * a text that is not JSON. An answer that is not the shape §3 gives is no answer: the caller fails
 * with the §8 text of its call, and nothing of it (an `undefined` id, say) goes any further.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isWhole = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;
const isFilled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * A charge of §3 (direct charge response, recurrent charge): id, status, name, price, quantity,
 * months, trial days and per-account are required; the rest (order, return address, test flag,
 * creation time) default to empty. null when the value is not a charge.
 */
export function readCharge(value: unknown): ApiCharge | null {
  if (!isRecord(value)) return null;
  const { id, status, name, price, quantity, months, trial_days: trialDays, per_account: perAccount } = value;
  if (!isFilled(id) || !isFilled(status) || typeof name !== 'string') return null;
  if (!isAmount(price) || !isWhole(quantity) || !isWhole(months) || !isWhole(trialDays) || typeof perAccount !== 'boolean')
    return null;
  const text = (field: unknown) => (typeof field === 'string' ? field : '');
  return {
    id,
    status: status as ChargeStatus,
    name,
    price,
    quantity,
    months,
    trial_days: trialDays,
    per_account: perAccount,
    order_client_id: text(value.order_client_id),
    return_url: text(value.return_url),
    test: value.test === true,
    created_at: text(value.created_at),
  };
}

/** `create-charge`'s answer: a charge and its kind (`type`). */
export function readAppCharge(value: unknown): (ApiCharge & { type: ChargeKind }) | null {
  const charge = readCharge(value);
  if (!charge || !isRecord(value) || !isChargeKind(value.type)) return null;
  return { ...charge, type: value.type };
}

/** A list of charges; null when it is not a list or any entry is not a charge. */
export function readChargeList(value: unknown): ApiCharge[] | null {
  if (!Array.isArray(value)) return null;
  const charges = value.map(readCharge);
  return charges.every((charge): charge is ApiCharge => charge !== null) ? charges : null;
}

/** `GET /price_preview/{product}`'s answer: the price and its taxes, all numbers. */
export function readPricePreview(value: unknown): ApiPricePreview | null {
  if (!isRecord(value) || !isAmount(value.price) || !isRecord(value.taxes)) return null;
  const { total_price: totalPrice, tax_value: taxValue, tax_rate: taxRate } = value.taxes;
  if (!isAmount(totalPrice) || !isAmount(taxValue) || !isAmount(taxRate)) return null;
  return {
    price: value.price,
    country: typeof value.country === 'string' ? value.country : '',
    zip: typeof value.zip === 'string' ? value.zip : '',
    taxes: { total_price: totalPrice, tax_value: taxValue, tax_rate: taxRate },
  };
}

/** `POST /account/{product}`'s answer: the card on file (`{card: {card_type, first_six, last_four}}`). */
export function isCardAnswer(value: unknown): boolean {
  return isRecord(value) && isRecord(value.card) && isFilled(value.card.last_four);
}
