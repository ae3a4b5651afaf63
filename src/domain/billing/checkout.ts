import type { ChargeKind } from './charges';
import type { ApiAccount } from '../auth/accounts-contract';
import type { ApiPayment, ApiUpgradePlan, PaymentFrequency, Product } from '../catalogue/contract';
import { activeDiscount, discountedPrice, type Discount } from '../pricing/discounts';
import { licenseMessage, hasBillingRights, installVerdict, type InstallInput } from '../auth/roles';
import { PERMISSIONS } from '../site/messages';
import { PRODUCT_NAMES } from '../catalogue/products';
import { monthlyRate, MONTHS_PER_YEAR, yearlyTotal } from '../pricing/pricing';
import { totalTrialDays } from '../pricing/trial';
import { clampSeats } from './seats';

/**
 * Buying one app (§2 /checkout/{slug}, §5, §9): the plans on offer, the billing cycle, seats,
 * the quote that becomes a charge, and who may buy. The sandbox prices `create-charge` with the
 * same functions, so the page and the provider agree to the cent.
 */

/** A plan the checkout offers: the app's own payment, then its upgrades. */
export interface CheckoutPlan {
  id: string;
  name: string;
  /** Listed price in cents per unit (per month for monthly plans). */
  price: number;
  frequency: PaymentFrequency;
  perAccount: boolean;
}

const STANDARD_PLAN_NAME = 'Standard';
const standardPlanId = (slug: string) => `${slug}-standard`;

type PlanSource = { slug: string; payment: ApiPayment | null; upgrades?: readonly ApiUpgradePlan[] | null };

/** The plans of a paid app; hourly rates are not bought here (§3 lists no hourly billing cycle). */
export function checkoutPlans(app: PlanSource): CheckoutPlan[] {
  if (!app.payment || app.payment.price <= 0) return [];
  const standard: CheckoutPlan = {
    id: standardPlanId(app.slug),
    name: STANDARD_PLAN_NAME,
    price: app.payment.price,
    frequency: app.payment.frequency,
    perAccount: app.payment.perAccount,
  };
  const upgrades = (app.upgrades ?? []).map(({ id, name, price, frequency, perAccount }) => ({
    id,
    name,
    price,
    frequency,
    perAccount,
  }));
  return [standard, ...upgrades].filter((plan) => plan.price > 0 && plan.frequency !== 'hourly');
}

/** Billing period in months: 1 is monthly, 12 annual (§9 "Billing period 1 means monthly"). */
export type BillingMonths = 1 | 12;

export const chargeKindOf = (plan: Pick<CheckoutPlan, 'frequency'>): ChargeKind =>
  plan.frequency === 'once' ? 'direct_charge' : 'recurrent_charge';

export { clampSeats, MAX_SEATS, MIN_SEATS } from './seats';

interface QuoteInput {
  plan: CheckoutPlan;
  months: BillingMonths;
  seats: number;
  /** §5 time-limited discount active now, or null. */
  discount: Discount | null;
}

/** What one purchase costs, in cents, and what the page shows of it. */
interface Quote {
  kind: ChargeKind;
  /** Price per unit of one billing period (the yearly total on the annual cycle). */
  unitPrice: number;
  quantity: number;
  months: BillingMonths;
  /** unitPrice × quantity for per-account plans. */
  total: number;
  /** §9: the monthly rate shown; a yearly or one-time total ÷ 12, rounded. */
  perMonth: number;
  /** The listed unit price before the discount, when one applies. */
  listedUnitPrice: number | null;
}

/**
 * §9: a yearly cycle is floor(price × 0.85 × 12) of the (discounted) monthly price; per-account
 * plans multiply by the seats; a one-time price is charged once. §5: the discount lowers the price.
 */
export function quote({ plan, months, seats, discount }: QuoteInput): Quote {
  const kind = chargeKindOf(plan);
  const monthly = discountedPrice(plan.price, discount);
  const cycle: BillingMonths = kind === 'direct_charge' ? 1 : months;
  const unitPrice = kind === 'recurrent_charge' && cycle === MONTHS_PER_YEAR ? yearlyTotal(monthly) : monthly;
  const listed = kind === 'recurrent_charge' && cycle === MONTHS_PER_YEAR ? yearlyTotal(plan.price) : plan.price;
  const quantity = plan.perAccount ? clampSeats(seats) : 1;
  const total = unitPrice * quantity;
  const perMonth = kind === 'direct_charge' || cycle === MONTHS_PER_YEAR ? monthlyRate(total) : total;
  return {
    kind,
    unitPrice,
    quantity,
    months: cycle,
    total,
    perMonth,
    listedUnitPrice: listed !== unitPrice ? listed : null,
  };
}

/** The discount of the app's customProps at `now` (§5). */
export const checkoutDiscount = (customProps: Record<string, string | undefined>, now: Date) => activeDiscount(customProps, now);

/** §5 trial: the app's days plus the account's remaining trial days, on recurrent charges only. */
export function chargeTrialDays(kind: ChargeKind, appTrialDays: number, remainingDays = 0): number {
  return kind === 'recurrent_charge' ? totalTrialDays(appTrialDays, remainingDays) : 0;
}

/** What a checkout starts with today: a trial (nothing paid now) or a payment, and whether a card is needed. */
export interface CheckoutTrial {
  /** §5 total trial days of the charge; 0: the buyer pays now. */
  days: number;
  /** Whether the card must be given before the charge is accepted. */
  cardNeeded: boolean;
}

/**
 * §5 trial rules as the checkout applies them: a one-time charge has no trial and needs a card; a
 * recurrent one has the app's days plus the remaining trial days. Paying now (no trial days) always
 * needs a card; during a trial a card is needed only when the app requires one (the provider's
 * accept asks for a card on exactly these terms). One rule for the trial line, the card field and
 * the Pay button, so they never disagree.
 */
export function checkoutTrial(
  kind: ChargeKind,
  terms: Pick<ApiPayment, 'trialDays' | 'creditCardRequired'> | null,
  remainingDays = 0,
): CheckoutTrial {
  const days = chargeTrialDays(kind, terms?.trialDays ?? 0, remainingDays);
  const cardNeeded = kind === 'direct_charge' || days === 0 || terms === null || terms.creditCardRequired;
  return { days, cardNeeded };
}

/**
 * Whether the card form must be filled: a one-time charge always needs a card; a recurrent one
 * does unless the app gives a trial without a card requirement (§5).
 */
export function cardNeeded(
  kind: ChargeKind,
  terms: Pick<ApiPayment, 'trialDays' | 'creditCardRequired'> | null,
  remainingDays = 0,
): boolean {
  return checkoutTrial(kind, terms, remainingDays).cardNeeded;
}

/** Ours (the spec names the rule, §6, not its words). */
export const noBillingRights = (product: string) =>
  `Buying apps needs billing rights on the ${product} license. Ask its owner to buy it or to give you billing access.`;

type CheckoutRefusal =
  | 'not-signed-in'
  | 'own-product'
  | 'license-inactive'
  | 'no-billing-rights'
  | 'not-installable'
  | 'no-install-rights'
  | 'owner-only'
  | 'plan-restriction';

type CheckoutVerdict = { allowed: true } | { allowed: false; reason: CheckoutRefusal; message: string; contacts?: ApiAccount[] };

/**
 * Refusals before any charge (§5, §6): not signed in, the developer's own app, an inactive
 * license, no billing rights (help desk: billing--all only) on the app's product and on the one the
 * charge goes under (`chargeProduct`, the build's; default the app's), then what would refuse the install
 * the purchase ends with (install rights, owner-only, the plan): a charge is never taken for an
 * app that cannot be installed.
 */
export function checkoutVerdict(input: InstallInput & { product: Product; chargeProduct?: Product }): CheckoutVerdict {
  const { user, product, license, app, chargeProduct = product } = input;
  if (!user) return { allowed: false, reason: 'not-signed-in', message: PERMISSIONS.notSignedIn };
  const install = installVerdict({ ...input, app: { ...app, paid: true } });
  if (!install.allowed && install.reason === 'own-product')
    return { allowed: false, reason: 'own-product', message: install.message };
  if (!install.allowed && install.reason === 'not-installable') {
    return { allowed: false, reason: 'not-installable', message: install.message };
  }
  if (license !== 'active') return { allowed: false, reason: 'license-inactive', message: licenseMessage(product) };
  // The app's product, and the product the charge (card, accept, activate) goes under: the build's.
  for (const billed of new Set([product, chargeProduct])) {
    if (!hasBillingRights(user.permissions, billed)) {
      return { allowed: false, reason: 'no-billing-rights', message: noBillingRights(PRODUCT_NAMES[billed]) };
    }
  }
  if (!install.allowed && install.reason !== 'not-signed-in' && install.reason !== 'license-inactive') {
    return install.contacts
      ? { allowed: false, reason: install.reason, message: install.message, contacts: install.contacts }
      : { allowed: false, reason: install.reason, message: install.message };
  }
  return { allowed: true };
}

/**
 * §4: a successful purchase shows a success toast unless on a checkout page (it says so itself) or
 * in agent-app mode (the host is told instead). `sitePath` is without the /marketplace prefix.
 */
export function showsPurchaseToast(sitePath: string, agentApp: boolean): boolean {
  return !agentApp && !/^\/checkout(\/|$)/.test(sitePath);
}

/** §2 thank-you addresses. */
export const checkoutThankYouPath = (slug: string) => `/checkout/${encodeURIComponent(slug)}/thank-you`;
export const chargeThankYouPath = (chargeId: string, kind: ChargeKind) =>
  `/checkout/charge/${encodeURIComponent(chargeId)}/${kind}/thank-you`;

/** The query key that carries a charge in progress, so a reload resumes polling instead of paying twice. */
export const CHARGE_QUERY = 'charge';
export const KIND_QUERY = 'kind';

/** What a /checkout/* address shows (§2); the cart's own addresses belong to the cart. */
type CheckoutRoute =
  | { page: 'checkout'; slug: string }
  | { page: 'thank-you'; slug: string }
  | { page: 'external-thank-you'; chargeId: string; kind: ChargeKind }
  | { page: 'cart' }
  | { page: 'none' };

export function checkoutRoute(rest: string): CheckoutRoute {
  const parts = rest
    .split('/')
    .filter(Boolean)
    .map((part) => {
      try {
        return decodeURIComponent(part);
      } catch {
        return part;
      }
    });
  if (parts[0] === 'cart') return { page: 'cart' };
  // A dot-segment (a doubly encoded "%252E") would name another API address ("/applications/./published").
  if (parts.some((part) => part === '.' || part === '..' || part.includes('/'))) return { page: 'none' };
  if (parts[0] === 'charge' && parts.length === 4 && parts[3] === 'thank-you') {
    const kind = parts[2];
    if (kind === 'direct_charge' || kind === 'recurrent_charge') return { page: 'external-thank-you', chargeId: parts[1], kind };
    return { page: 'none' };
  }
  if (parts.length === 1) return { page: 'checkout', slug: parts[0] };
  if (parts.length === 2 && parts[1] === 'thank-you') return { page: 'thank-you', slug: parts[0] };
  return { page: 'none' };
}

/**
 * §3 payment intent metadata of an external charge page: icon and description from the query,
 * kept as plain strings (rendered as text, never as HTML); the icon only as an http(s) address.
 */
export function externalChargeMeta(search: string): { icon: string | null; description: string } {
  const query = new URLSearchParams(search);
  const description = (query.get('description') ?? '').slice(0, 500);
  const raw = query.get('icon');
  let icon: string | null = null;
  if (raw) {
    try {
      const url = new URL(raw);
      if (url.protocol === 'https:' || url.protocol === 'http:') icon = url.href;
    } catch {
      icon = null;
    }
  }
  return { icon, description };
}
