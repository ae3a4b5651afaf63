import type { ApiCharge, ApiPricePreview, ChargeKind, ChargeStatus } from '../../src/domain/billing/charges';
import { isProcessable, isTerminal, NOT_ACTIVATABLE } from '../../src/domain/billing/charges';
import {
  chargeKindOf,
  chargeTrialDays,
  checkoutDiscount,
  checkoutPlans,
  checkoutVerdict,
  noBillingRights,
  quote,
  type BillingMonths,
} from '../../src/domain/billing/checkout';
import type { ApiApplication, Product } from '../../src/domain/catalogue/contract';
import { PRODUCT_NAMES } from '../../src/domain/catalogue/products';
import { hasBillingRights, installFactsOf, licenseStatus } from '../../src/domain/auth/roles';
import { cardBrand, cardDigits, cardNumberProblem, CARD_TEXT, cvcLength, expiryDateProblem } from '../../src/domain/billing/card';
import type { AccountsService, CardOnFile, Grant } from './accounts';
import type { ApplicationsService } from './applications';
import { CHARGE_TIMING, cardOutcome, storedCard, TEST_CARDS, type CardOutcome } from './billing-cards';
import type { CatalogueService } from './catalogue';
import {
  CHARGE_CONFLICT,
  IN_PROGRESS,
  isLive,
  isPaidApp,
  isSettled,
  isWholeIn,
  MONEY_LIMITS,
  TAKES_APP_AWAY,
} from './money-rules';

/**
 * The billing provider's test mode (§3, §4, §7 Billing): direct and recurrent charges per
 * organization, a card on file per organization and product, and price previews with tax.
 * Statuses move on the server's own clock once a charge is activated, as the card on file says
 * (billing-cards.ts), so the site's polling meets real transitions. The card on file is the
 * subscription's (§3 `hasCard`, `cardDetails`): kept by the accounts service (`cardOnFile`), which
 * `GET /licenses/{product}/subscription` reports; `POST /account/{product}` replaces it.
 *
 * Money rules (sandbox/README.md): every step that moves a charge (create, card, accept, activate,
 * decline, cancel) needs §6 billing rights; numbers out of range are refused; one order (app) has one
 * live charge at a time, and a create is answered with the one in progress only for the same plan,
 * price, seats, cycle and product. The app a charge buys is installed when the charge succeeds
 * (direct) or goes active (recurrent), never at activation, and taken away when it fails, is
 * declined, cancelled or frozen: the provider does it on its own clock, whatever the tab does
 * (`settle`, run before every read of charges or installs).
 */

export type BillingOutcome<T> =
  { ok: true; status: 200 | 201; value: T } | { ok: false; status: 403 | 404 | 409 | 422; code: string; message: string };

interface StoredCharge {
  kind: ChargeKind;
  organizationId: string;
  product: string;
  wire: ApiCharge;
  /**
   * The app it buys, when the provider priced it for that app (create-charge, a cart purchase, a
   * recorded charge): only such a charge pays for the app. Null for a raw `POST /{kind}/{product}`.
   */
  appId: string | null;
  /** The plan it was priced on (create-charge; a cart's or recorded charge's when given). */
  planId: string | null;
  /** Whether a card must be on file before it is accepted. */
  cardRequired: boolean;
  activatedAt: number | null;
  outcome: CardOutcome | null;
  /** A status set by a call (decline, cancel): it wins over the clock. */
  fixed: ChargeStatus | null;
  /** The status whose end (install, uninstall) was applied last; a recorded charge starts with its own (no end applied). */
  applied: ChargeStatus | null;
}

export type StoredCard = CardOnFile;

export interface ChargeFilter {
  order_client_id?: string | null;
  status?: string | null;
}

export interface BillingService {
  create(grant: Grant, kind: ChargeKind, product: string, body: unknown): BillingOutcome<ApiCharge>;
  createForApp(grant: Grant, appId: string, body: unknown): BillingOutcome<ApiCharge & { type: ChargeKind }>;
  read(grant: Grant, kind: ChargeKind, product: string, id: string): ApiCharge | null;
  list(grant: Grant, kind: ChargeKind, product: string, filter: ChargeFilter): ApiCharge[];
  accept(grant: Grant, kind: ChargeKind, product: string, id: string): BillingOutcome<ApiCharge>;
  activate(grant: Grant, kind: ChargeKind, product: string, id: string): BillingOutcome<ApiCharge>;
  decline(grant: Grant, kind: ChargeKind, product: string, id: string): BillingOutcome<ApiCharge>;
  cancel(grant: Grant, kind: ChargeKind, product: string, id: string): BillingOutcome<ApiCharge>;
  addCard(grant: Grant, product: string, body: unknown): BillingOutcome<{ card: StoredCard }>;
  pricePreview(product: string, query: URLSearchParams): BillingOutcome<ApiPricePreview>;
  /** Every charge of an organization (tests and the README's "ask the sandbox"). */
  charges(organizationId: string): ApiCharge[];
  /** A charge the cart service made for a purchased product: already settled (success / active). */
  recordCartCharge(organizationId: string, charge: CartCharge): ApiCharge;
  /**
   * A charge in a given status, made outside the site's flows (the demo organization's history,
   * services/subscription-demo.ts): pending stays processable; any other status is fixed.
   */
  recordCharge(organizationId: string, charge: CartCharge, status: ChargeStatus, createdAt?: number): ApiCharge;
}

export interface CartCharge {
  kind: ChargeKind;
  product: string;
  appId: string;
  /** The plan bought, when known (a create-charge for the same plan may then reuse a pending one). */
  planId?: string;
  name: string;
  price: number;
  quantity: number;
  perAccount: boolean;
  months: number;
  trialDays: number;
}

/** Sales tax by country (ISO 3166 alpha-2); US sales tax by the zip's first digit, else none. */
export const TAX_RATES: Readonly<Record<string, number>> = {
  PL: 0.23,
  DE: 0.19,
  FR: 0.2,
  GB: 0.2,
  NL: 0.21,
  ES: 0.21,
  IT: 0.22,
  IE: 0.23,
  SE: 0.25,
  CA: 0.05,
  AU: 0.1,
};
const US_ZIP_TAX: Readonly<Record<string, number>> = { '1': 0.08875, '9': 0.0725 };

export function taxRate(country: string, zip: string): number {
  const code = country.toUpperCase();
  if (code === 'US') return US_ZIP_TAX[zip.trim().charAt(0)] ?? 0;
  return TAX_RATES[code] ?? 0;
}

const fail = (status: 403 | 404 | 409 | 422, code: string, message: string) => ({ ok: false, status, code, message }) as const;
const record = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
const isText = (value: unknown): value is string => typeof value === 'string';
const { trialDays: TRIAL, quantity: QUANTITY, priceCents: PRICE, months: MONTHS } = MONEY_LIMITS;
const QUANTITY_TEXT = `quantity must be a whole number from ${QUANTITY.min} to ${QUANTITY.max}`;

/** What is wrong with a price in cents (a whole number from `min` to MONEY_LIMITS.priceCents.max), or null. */
export function priceProblem(value: unknown, min: 0 | 1): string | null {
  if (!isWholeIn(value, min, Number.POSITIVE_INFINITY)) {
    return min === 1 ? 'price must be a positive whole number of cents' : 'price must be a whole number of cents';
  }
  return value > PRICE.max ? `price must be at most ${PRICE.max} cents` : null;
}

/** Luhn check of a card number (digits only): the site's rule (src/domain/billing/card.ts). */
export { luhnValid } from '../../src/domain/billing/card';

/**
 * How the charges of a card on file end. The card's number decides (billing-cards.ts): a test card
 * is known by its first six and last four digits, which tell the four apart. A card the demo
 * directory starts an organization with (sandbox/README.md, "Billing": Visa 1111, Mastercard 4444…)
 * is a good card of that organization: its charges succeed. No card (a trial without a card
 * requirement): the charge succeeds too.
 */
export function outcomeOfCard(card: CardOnFile | null): CardOutcome {
  if (!card) return 'succeed';
  const test = Object.entries(TEST_CARDS).find(
    ([number]) => number.startsWith(card.first_six) && number.endsWith(card.last_four),
  );
  return test ? test[1].outcome : 'succeed';
}

const wholeNumber = (value: unknown): number | null => {
  const number = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) ? number : null;
};

/**
 * What is wrong with the card of a `POST /account/{product}` body, by the site's own rules
 * (src/domain/billing/card.ts): the number (digits, a §3 brand, its length, Luhn), and, when they
 * are sent, the expiry (month 1-12, a year of 2 or 4 digits, not before this month) and the CVC
 * (3 digits, 4 for American Express). null: valid.
 */
export function cardProblem(body: Record<string, unknown>, now: Date): string | null {
  if (typeof body.card_number !== 'string') return CARD_TEXT.numberMissing;
  const number = cardNumberProblem(body.card_number);
  if (number) return number;
  if (body.expiry_month !== undefined || body.expiry_year !== undefined) {
    const month = wholeNumber(body.expiry_month);
    const year = wholeNumber(body.expiry_year);
    if (month === null || year === null || month < 1 || month > 12 || (year > 99 && (year < 1000 || year > 9999))) {
      return CARD_TEXT.expiryFormat;
    }
    const expired = expiryDateProblem({ month, year: year < 100 ? 2000 + year : year }, now);
    if (expired) return expired;
  }
  if (body.cvc !== undefined) {
    const length = cvcLength(cardBrand(cardDigits(body.card_number)));
    const cvc = typeof body.cvc === 'number' ? String(body.cvc) : body.cvc;
    if (typeof cvc !== 'string' || !new RegExp(`^\\d{${length}}$`).test(cvc.trim())) {
      return length === 4 ? CARD_TEXT.cvcFour : CARD_TEXT.cvcThree;
    }
  }
  return null;
}

export function createBillingService(
  catalogue: CatalogueService,
  accounts: AccountsService,
  applications: ApplicationsService,
  now: () => number = () => Date.now(),
): BillingService {
  const charges = new Map<string, StoredCharge>();
  let sequence = 0;

  /** The status the clock gives an activated charge. */
  function clockStatus(charge: StoredCharge): ChargeStatus {
    if (charge.fixed) return charge.fixed;
    if (charge.activatedAt === null) return charge.wire.status;
    const outcome = charge.outcome ?? 'succeed';
    const delay = outcome === 'slow' ? CHARGE_TIMING.slowMs : 0;
    const elapsed = now() - charge.activatedAt - delay;
    if (elapsed < CHARGE_TIMING.settleMs) return 'accepted';
    if (charge.kind === 'direct_charge') {
      if (outcome === 'decline') return 'failed';
      if (elapsed < CHARGE_TIMING.settleMs + CHARGE_TIMING.processMs) return 'processed';
      return outcome === 'fail' ? 'failed' : 'success';
    }
    if (outcome === 'decline') return 'declined';
    if (outcome === 'fail') return elapsed < CHARGE_TIMING.settleMs + CHARGE_TIMING.frozenMs ? 'frozen' : 'cancelled';
    return 'active';
  }

  const paidAppOf = (appId: string) => {
    const app = catalogue.published().find((candidate) => candidate.id === appId);
    return app && isPaidApp(app) ? app : null;
  };

  /** Whether the organization holds a settled charge the provider priced for the app (money rule 2). */
  function entitles(organizationId: string, appId: string): boolean {
    for (const charge of charges.values()) {
      if (charge.organizationId !== organizationId || charge.appId !== appId) continue;
      if (isSettled(charge.kind, clockStatus(charge))) return true;
    }
    return false;
  }

  /**
   * The end of a status, applied once when the charge reaches it (money rules 2 and 3): settled →
   * the app it was priced for is installed; failed, declined, cancelled or frozen → the app of its
   * order is taken away, unless another settled charge still pays for it.
   */
  function applyEnd(charge: StoredCharge, status: ChargeStatus): void {
    const appId = charge.appId ?? charge.wire.order_client_id;
    if (!paidAppOf(appId)) return;
    const { organizationId } = charge;
    if (isSettled(charge.kind, status) && charge.appId) applications.recordInstall(organizationId, appId);
    else if (TAKES_APP_AWAY.has(status) && !entitles(organizationId, appId)) applications.revokeInstall(organizationId, appId);
  }

  function view(charge: StoredCharge): ApiCharge {
    const status = clockStatus(charge);
    charge.wire.status = status;
    if (charge.applied !== status) {
      charge.applied = status;
      applyEnd(charge, status);
    }
    return { ...charge.wire };
  }

  /** Lets the clock catch up on every charge of the organization, in the order they were made. */
  function settle(organizationId: string): void {
    for (const charge of [...charges.values()]) if (charge.organizationId === organizationId) view(charge);
  }

  applications.usePayments({ settle, entitles });

  function find(grant: Grant, kind: ChargeKind, product: string, id: string): StoredCharge | null {
    const charge = charges.get(id);
    if (!charge || charge.kind !== kind || charge.product !== product || charge.organizationId !== grant.organizationId)
      return null;
    return charge;
  }

  const notFound = () => fail(404, 'not_found', 'Charge not found');

  /**
   * Money rules 4 and 5: the organization's live charges of the order (any kind, any product). The
   * one `sameOrder` accepts, still in progress, answers the create (200); any other live one is a
   * conflict (409); none: a new charge (null).
   */
  function reuseOrConflict(
    organizationId: string,
    orderClientId: string,
    sameOrder: (charge: StoredCharge) => boolean,
  ): BillingOutcome<ApiCharge> | null {
    let conflict = false;
    for (const charge of charges.values()) {
      if (charge.organizationId !== organizationId || charge.wire.order_client_id !== orderClientId) continue;
      const status = clockStatus(charge);
      if (!isLive(charge.kind, status)) continue;
      if (IN_PROGRESS.has(status) && sameOrder(charge)) return { ok: true, status: 200, value: view(charge) };
      conflict = true;
    }
    return conflict ? fail(409, CHARGE_CONFLICT.code, CHARGE_CONFLICT.message) : null;
  }

  function store(
    grant: Grant,
    kind: ChargeKind,
    product: string,
    fields: Omit<ApiCharge, 'id' | 'status' | 'created_at'>,
    extra: { appId: string | null; planId: string | null; cardRequired: boolean },
  ): BillingOutcome<ApiCharge> {
    sequence += 1;
    const id = `${kind === 'direct_charge' ? 'dc' : 'rc'}_${String(sequence).padStart(6, '0')}_${now().toString(36)}`;
    const charge: StoredCharge = {
      kind,
      organizationId: grant.organizationId,
      product,
      wire: { ...fields, id, status: 'pending', created_at: new Date(now()).toISOString() },
      ...extra,
      activatedAt: null,
      outcome: null,
      fixed: null,
      applied: 'pending',
    };
    charges.set(id, charge);
    return { ok: true, status: 201, value: view(charge) };
  }

  /** Money rule 6 on a raw create (§7 bodies): every number a whole number within MONEY_LIMITS, whatever the kind. */
  function validate(body: Record<string, unknown>): string | null {
    if (!isText(body.name) || !body.name.trim()) return 'name is required';
    const price = priceProblem(body.price, 1);
    if (price) return price;
    if (!isText(body.return_url)) return 'return_url is required';
    if (!isText(body.order_client_id) || !body.order_client_id) return 'order_client_id is required';
    if (body.quantity !== undefined && !isWholeIn(body.quantity, QUANTITY.min, QUANTITY.max)) return QUANTITY_TEXT;
    if (body.per_account !== undefined && typeof body.per_account !== 'boolean') return 'per_account must be a boolean';
    if (body.trial_days !== undefined && !isWholeIn(body.trial_days, TRIAL.min, TRIAL.max)) {
      return `trial_days must be a whole number from ${TRIAL.min} to ${TRIAL.max}`;
    }
    if (body.months !== undefined && !isWholeIn(body.months, MONTHS.min, MONTHS.max)) {
      return `months must be a whole number from ${MONTHS.min} to ${MONTHS.max}`;
    }
    return null;
  }

  function refusalFor(grant: Grant, app: ApiApplication): BillingOutcome<never> | null {
    const product: Product = app.product === 'helpdesk' ? 'helpdesk' : 'livechat';
    const verdict = checkoutVerdict({
      user: {
        accountId: grant.accountId,
        organizationId: grant.organizationId,
        permissions: grant.scopes,
        accounts: accounts.accounts(grant.organizationId),
      },
      product,
      license: licenseStatus(accounts.products(grant.organizationId), product),
      currentPlan: accounts.subscription(grant.organizationId, product)?.plan ?? null,
      app: installFactsOf(app),
    });
    if (verdict.allowed) return null;
    const status = verdict.reason === 'license-inactive' || verdict.reason === 'not-installable' ? 422 : 403;
    return fail(status, verdict.reason.replace(/-/g, '_'), verdict.message);
  }

  /**
   * §6 billing rights (billing admin, manage or all; help desk: all only) for every call that moves
   * money or a charge: creating a charge, adding a card, accepting, activating, declining and
   * cancelling it (money rule 1). A grant without scopes has none.
   */
  function rightsRefusal(grant: Grant, product: string): BillingOutcome<never> | null {
    const host: Product = product === 'helpdesk' ? 'helpdesk' : 'livechat';
    if (hasBillingRights(grant.scopes ?? [], host)) return null;
    return fail(403, 'no_billing_rights', noBillingRights(PRODUCT_NAMES[host]));
  }

  /** Moves a pending charge on by a call; only pending charges are processable (§4). */
  function process(
    grant: Grant,
    kind: ChargeKind,
    product: string,
    id: string,
    step: (charge: StoredCharge) => BillingOutcome<ApiCharge> | null,
  ): BillingOutcome<ApiCharge> {
    const charge = find(grant, kind, product, id);
    if (!charge) return notFound();
    view(charge);
    return step(charge) ?? { ok: true, status: 200, value: view(charge) };
  }

  function recordCharge(organizationId: string, cart: CartCharge, status: ChargeStatus, createdAt = now()): ApiCharge {
    sequence += 1;
    const id = `${cart.kind === 'direct_charge' ? 'dc' : 'rc'}_${String(sequence).padStart(6, '0')}_${now().toString(36)}`;
    const pending = status === 'pending';
    const charge: StoredCharge = {
      kind: cart.kind,
      organizationId,
      product: cart.product,
      wire: {
        id,
        name: cart.name,
        price: cart.price,
        quantity: cart.quantity,
        per_account: cart.perAccount,
        return_url: '',
        order_client_id: cart.appId,
        test: true,
        trial_days: cart.trialDays,
        months: cart.months,
        status,
        created_at: new Date(createdAt).toISOString(),
      },
      appId: cart.appId,
      planId: cart.planId ?? null,
      cardRequired: false,
      activatedAt: pending ? null : createdAt,
      outcome: pending ? null : 'succeed',
      fixed: pending ? null : status,
      // History: its status is where the provider left it, installs included (no end is applied now).
      applied: status,
    };
    charges.set(id, charge);
    return view(charge);
  }

  return {
    create(grant, kind, product, raw) {
      const refused = rightsRefusal(grant, product);
      if (refused) return refused;
      const body = record(raw);
      const invalid = validate(body);
      if (invalid) return fail(422, 'validation', invalid);
      const fields = {
        name: body.name as string,
        price: body.price as number,
        return_url: body.return_url as string,
        order_client_id: body.order_client_id as string,
        quantity: (body.quantity as number | undefined) ?? 1,
        per_account: body.per_account === true,
        test: body.test !== false,
        trial_days: kind === 'recurrent_charge' ? ((body.trial_days as number | undefined) ?? 0) : 0,
        months: kind === 'recurrent_charge' ? ((body.months as number | undefined) ?? 1) : 0,
      };
      // The same raw order (kind, product, price, seats, cycle, trial) still in progress answers it.
      const same = (charge: StoredCharge) =>
        charge.appId === null &&
        charge.kind === kind &&
        charge.product === product &&
        (['price', 'quantity', 'per_account', 'months', 'trial_days'] as const).every((key) => charge.wire[key] === fields[key]);
      const existing = reuseOrConflict(grant.organizationId, fields.order_client_id, same);
      if (existing) return existing;
      return store(grant, kind, product, fields, {
        appId: null,
        planId: null,
        cardRequired: kind === 'direct_charge' || !body.trial_days,
      });
    },

    createForApp(grant, appId, raw) {
      const app = catalogue.published().find((candidate) => candidate.id === appId);
      if (!app) return notFound();
      const refused = refusalFor(grant, app);
      if (refused) return refused;
      const body = record(raw);
      const plan = checkoutPlans(app).find((candidate) => candidate.id === body.plan_id);
      if (!isText(body.plan_id) || !plan) return fail(422, 'validation', 'plan_id must be one of the app’s plans');
      if (body.months !== undefined && body.months !== 1 && body.months !== 12) {
        return fail(422, 'validation', 'months must be 1 or 12');
      }
      if (body.quantity !== undefined && !isWholeIn(body.quantity, QUANTITY.min, QUANTITY.max)) {
        return fail(422, 'validation', QUANTITY_TEXT);
      }
      const kind = chargeKindOf(plan);
      const months: BillingMonths = body.months === 12 ? 12 : 1;
      const priced = quote({
        plan,
        months,
        seats: (body.quantity as number | undefined) ?? 1,
        discount: checkoutDiscount(app.customProps, new Date(now())),
      });
      const subscription = accounts.subscription(grant.organizationId, app.product);
      const remaining = subscription?.trial ? subscription.days_left : 0;
      const trialDays = chargeTrialDays(kind, app.payment?.trialDays ?? 0, remaining);
      // The site names its host product (§1); a raw call gets the app's own. Billing rights count
      // on that product too (the card, accept and activate go under it).
      const product = body.product === 'livechat' || body.product === 'helpdesk' ? body.product : app.product;
      const noRights = rightsRefusal(grant, product);
      if (noRights) return noRights;
      if (trialDays > TRIAL.max) return fail(422, 'validation', `trial_days must be at most ${TRIAL.max}`);
      const cardRequired = kind === 'direct_charge' || trialDays === 0 || (app.payment?.creditCardRequired ?? true);
      const chargeMonths = kind === 'recurrent_charge' ? priced.months : 0;
      // Money rule 4: only the same order (plan, price, seats, cycle, product), still in progress, is reused.
      const same = (charge: StoredCharge) =>
        charge.appId === app.id &&
        charge.planId === plan.id &&
        charge.kind === kind &&
        charge.product === product &&
        charge.wire.price === priced.unitPrice &&
        charge.wire.quantity === priced.quantity &&
        charge.wire.months === chargeMonths;
      const created =
        reuseOrConflict(grant.organizationId, app.id, same) ??
        store(
          grant,
          kind,
          product,
          {
            name: plan.id === checkoutPlans(app)[0]?.id ? app.name : `${app.name} ${plan.name}`,
            price: priced.unitPrice,
            quantity: priced.quantity,
            per_account: plan.perAccount,
            return_url: isText(body.return_url) ? body.return_url : '',
            order_client_id: app.id,
            test: true,
            trial_days: trialDays,
            months: chargeMonths,
          },
          { appId: app.id, planId: plan.id, cardRequired },
        );
      return created.ok ? { ...created, value: { ...created.value, type: kind } } : created;
    },

    read(grant, kind, product, id) {
      const charge = find(grant, kind, product, id);
      return charge ? view(charge) : null;
    },

    list(grant, kind, product, filter) {
      return [...charges.values()]
        .filter((charge) => charge.kind === kind && charge.product === product && charge.organizationId === grant.organizationId)
        .map(view)
        .filter((charge) => !filter.order_client_id || charge.order_client_id === filter.order_client_id)
        .filter((charge) => !filter.status || charge.status === filter.status);
    },

    accept: (grant, kind, product, id) =>
      process(grant, kind, product, id, (charge) => {
        const refused = rightsRefusal(grant, product);
        if (refused) return refused;
        if (!isProcessable(charge.wire.status))
          return fail(422, 'not_processable', `Charge is ${charge.wire.status}, not pending`);
        if (charge.cardRequired && !accounts.cardOnFile(grant.organizationId, product)) {
          return fail(422, 'card_required', 'Add a credit card before accepting this charge');
        }
        charge.wire.status = 'accepted';
        return null;
      }),

    activate: (grant, kind, product, id) =>
      process(grant, kind, product, id, (charge) => {
        const refused = rightsRefusal(grant, product);
        if (refused) return refused;
        if (charge.wire.status !== 'accepted' || charge.activatedAt !== null) {
          return fail(422, NOT_ACTIVATABLE, `Charge is ${charge.wire.status}, not accepted`);
        }
        // The app is installed when the charge succeeds or goes active (view → applyEnd), not now;
        // an app the organization could not install is refused before the card is charged.
        const refusal = charge.appId ? applications.installRefusal(grant, charge.appId) : null;
        if (refusal && !refusal.ok) return fail(422, refusal.code, refusal.message);
        charge.activatedAt = now();
        charge.outcome = outcomeOfCard(accounts.cardOnFile(grant.organizationId, product));
        return null;
      }),

    decline: (grant, kind, product, id) =>
      process(grant, kind, product, id, (charge) => {
        const refused = rightsRefusal(grant, product);
        if (refused) return refused;
        if (!isProcessable(charge.wire.status))
          return fail(422, 'not_processable', `Charge is ${charge.wire.status}, not pending`);
        charge.fixed = kind === 'direct_charge' ? 'failed' : 'declined';
        return null;
      }),

    cancel: (grant, kind, product, id) =>
      process(grant, kind, product, id, (charge) => {
        const refused = rightsRefusal(grant, product);
        if (refused) return refused;
        if (kind !== 'recurrent_charge') return fail(422, 'not_cancellable', 'Only recurrent charges are cancelled');
        if (isTerminal(kind, charge.wire.status) && charge.wire.status !== 'active') {
          return fail(422, 'not_cancellable', `Charge is already ${charge.wire.status}`);
        }
        charge.fixed = 'cancelled';
        return null;
      }),

    addCard(grant, product, raw) {
      const refused = rightsRefusal(grant, product);
      if (refused) return refused;
      const body = record(raw);
      const invalid = cardProblem(body, new Date(now()));
      if (invalid) return fail(422, 'invalid_card', invalid);
      const digits = cardDigits(body.card_number as string);
      const outcome = cardOutcome(digits);
      if (!outcome) return fail(422, 'card_declined', 'Use one of the sandbox test cards (sandbox/README.md)');
      // A provider checks a card before it goes on file: the declining card is refused here, and the
      // card on file (the organization's good one) stays. The failing card passes and fails later.
      if (outcome === 'decline') return fail(422, 'card_declined', 'Your card was declined');
      const card: StoredCard = storedCard(digits);
      accounts.setCardOnFile(grant.organizationId, product, card);
      return { ok: true, status: 201, value: { card } };
    },

    pricePreview(_product, query) {
      const price = Number(query.get('price'));
      const invalid = query.get('price') ? priceProblem(price, 0) : 'price must be a whole number of cents';
      if (invalid) return fail(422, 'validation', invalid);
      const country = (query.get('country') ?? '').toUpperCase();
      const zip = query.get('zip') ?? '';
      const rate = taxRate(country, zip);
      const tax = Math.round(price * rate);
      return {
        ok: true,
        status: 200,
        value: { price, country, zip, taxes: { total_price: price + tax, tax_value: tax, tax_rate: rate } },
      };
    },

    charges: (organizationId) => [...charges.values()].filter((charge) => charge.organizationId === organizationId).map(view),

    recordCartCharge: (organizationId, cart) =>
      recordCharge(organizationId, cart, cart.kind === 'direct_charge' ? 'success' : 'active'),

    recordCharge,
  };
}
