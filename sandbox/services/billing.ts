import type { ApiCharge, ApiPricePreview, ChargeKind, ChargeStatus } from '../../src/domain/billing/charges';
import { isProcessable, isTerminal, NOT_ACTIVATABLE } from '../../src/domain/billing/charges';
import {
  chargeKindOf,
  chargeTrialDays,
  checkoutDiscount,
  checkoutPlans,
  checkoutVerdict,
  noBillingRights,
  clampSeats,
  quote,
  type BillingMonths,
} from '../../src/domain/billing/checkout';
import type { ApiApplication, Product } from '../../src/domain/catalogue/contract';
import { PRODUCT_NAMES } from '../../src/domain/catalogue/products';
import { hasBillingRights, installFactsOf, licenseStatus } from '../../src/domain/auth/roles';
import type { AccountsService, Grant } from './accounts';
import type { ApplicationsService } from './applications';
import { CHARGE_TIMING, cardOutcome, cardType, type CardOutcome } from './billing-cards';
import type { CatalogueService } from './catalogue';

/**
 * The billing provider's test mode (§3, §4, §7 Billing): direct and recurrent charges per
 * organization, a card on file per organization and product, and price previews with tax.
 * Statuses move on the server's own clock once a charge is activated, as the card on file says
 * (billing-cards.ts), so the site's polling meets real transitions. Activating a charge for an app
 * installs it (the site rolls the install back when the charge fails, §4).
 */

export type BillingOutcome<T> =
  { ok: true; status: 200 | 201; value: T } | { ok: false; status: 403 | 404 | 422; code: string; message: string };

interface StoredCharge {
  kind: ChargeKind;
  organizationId: string;
  product: string;
  wire: ApiCharge;
  /** The app it buys (create-charge), installed on activation. */
  appId: string | null;
  /** Whether a card must be on file before it is accepted. */
  cardRequired: boolean;
  activatedAt: number | null;
  outcome: CardOutcome | null;
  /** A status set by a call (decline, cancel): it wins over the clock. */
  fixed: ChargeStatus | null;
}

export interface StoredCard {
  card_type: string;
  first_six: string;
  last_four: string;
}

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

const fail = (status: 403 | 404 | 422, code: string, message: string) => ({ ok: false, status, code, message }) as const;
const record = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
const isText = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown, min: number) => Number.isInteger(value) && (value as number) >= min;

/** Luhn check of a card number (digits only). */
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

export function createBillingService(
  catalogue: CatalogueService,
  accounts: AccountsService,
  applications: ApplicationsService,
  now: () => number = () => Date.now(),
): BillingService {
  const charges = new Map<string, StoredCharge>();
  const cards = new Map<string, StoredCard & { outcome: CardOutcome }>();
  let sequence = 0;
  const cardKey = (organizationId: string, product: string) => `${organizationId}\u0000${product}`;

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

  function view(charge: StoredCharge): ApiCharge {
    charge.wire.status = clockStatus(charge);
    return { ...charge.wire };
  }

  function find(grant: Grant, kind: ChargeKind, product: string, id: string): StoredCharge | null {
    const charge = charges.get(id);
    if (!charge || charge.kind !== kind || charge.product !== product || charge.organizationId !== grant.organizationId)
      return null;
    return charge;
  }

  const notFound = () => fail(404, 'not_found', 'Charge not found');

  /** A charge in progress for the same order: a second create answers it (200), never a twin. */
  function inProgress(organizationId: string, kind: ChargeKind, product: string, orderClientId: string): StoredCharge | null {
    for (const charge of charges.values()) {
      if (charge.organizationId !== organizationId || charge.kind !== kind || charge.product !== product) continue;
      if (charge.wire.order_client_id !== orderClientId) continue;
      const status = clockStatus(charge);
      if (status === 'pending' || status === 'accepted' || status === 'processed') return charge;
    }
    return null;
  }

  function store(
    grant: Grant,
    kind: ChargeKind,
    product: string,
    fields: Omit<ApiCharge, 'id' | 'status' | 'created_at'>,
    extra: { appId: string | null; cardRequired: boolean },
  ): BillingOutcome<ApiCharge> {
    const existing = inProgress(grant.organizationId, kind, product, fields.order_client_id);
    if (existing) return { ok: true, status: 200, value: view(existing) };
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
    };
    charges.set(id, charge);
    return { ok: true, status: 201, value: view(charge) };
  }

  function validate(kind: ChargeKind, body: Record<string, unknown>): string | null {
    if (!isText(body.name) || !body.name.trim()) return 'name is required';
    if (!isCount(body.price, 1)) return 'price must be a positive whole number of cents';
    if (!isText(body.return_url)) return 'return_url is required';
    if (!isText(body.order_client_id) || !body.order_client_id) return 'order_client_id is required';
    if (body.quantity !== undefined && !isCount(body.quantity, 1)) return 'quantity must be a positive whole number';
    if (body.per_account !== undefined && typeof body.per_account !== 'boolean') return 'per_account must be a boolean';
    if (kind === 'recurrent_charge') {
      if (body.trial_days !== undefined && !isCount(body.trial_days, 0)) return 'trial_days must be a whole number';
      if (body.months !== undefined && !isCount(body.months, 1)) return 'months must be a positive whole number';
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
   * §6 billing rights (billing admin, manage or all; help desk: all only) for the calls that spend:
   * creating a charge, accepting or activating it, adding a card. Declining and cancelling stay
   * open (an uninstall cancels the app's charge, §4).
   */
  function rightsRefusal(grant: Grant, product: string): BillingOutcome<never> | null {
    const host: Product = product === 'helpdesk' ? 'helpdesk' : 'livechat';
    if (hasBillingRights(grant.scopes, host)) return null;
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
      cardRequired: false,
      activatedAt: pending ? null : createdAt,
      outcome: pending ? null : 'succeed',
      fixed: pending ? null : status,
    };
    charges.set(id, charge);
    return view(charge);
  }

  return {
    create(grant, kind, product, raw) {
      const refused = rightsRefusal(grant, product);
      if (refused) return refused;
      const body = record(raw);
      const invalid = validate(kind, body);
      if (invalid) return fail(422, 'validation', invalid);
      return store(
        grant,
        kind,
        product,
        {
          name: body.name as string,
          price: body.price as number,
          return_url: body.return_url as string,
          order_client_id: body.order_client_id as string,
          quantity: (body.quantity as number | undefined) ?? 1,
          per_account: body.per_account === true,
          test: body.test !== false,
          trial_days: kind === 'recurrent_charge' ? ((body.trial_days as number | undefined) ?? 0) : 0,
          months: kind === 'recurrent_charge' ? ((body.months as number | undefined) ?? 1) : 0,
        },
        { appId: null, cardRequired: kind === 'direct_charge' || !body.trial_days },
      );
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
      const kind = chargeKindOf(plan);
      const months: BillingMonths = body.months === 12 ? 12 : 1;
      const priced = quote({
        plan,
        months,
        seats: clampSeats(body.quantity),
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
      const cardRequired = kind === 'direct_charge' || trialDays === 0 || (app.payment?.creditCardRequired ?? true);
      const created = store(
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
          months: kind === 'recurrent_charge' ? priced.months : 0,
        },
        { appId: app.id, cardRequired },
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
        if (charge.cardRequired && !cards.has(cardKey(grant.organizationId, product))) {
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
        if (charge.appId && !applications.installed(grant.organizationId).includes(charge.appId)) {
          const installed = applications.install(grant, charge.appId);
          if (!installed.ok && installed.status !== 409) return fail(422, installed.code, installed.message);
        }
        charge.activatedAt = now();
        charge.outcome = cards.get(cardKey(grant.organizationId, product))?.outcome ?? 'succeed';
        return null;
      }),

    decline: (grant, kind, product, id) =>
      process(grant, kind, product, id, (charge) => {
        if (!isProcessable(charge.wire.status))
          return fail(422, 'not_processable', `Charge is ${charge.wire.status}, not pending`);
        charge.fixed = kind === 'direct_charge' ? 'failed' : 'declined';
        return null;
      }),

    cancel: (grant, kind, product, id) =>
      process(grant, kind, product, id, (charge) => {
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
      const digits = isText(body.card_number) ? body.card_number.replace(/[\s-]/g, '') : '';
      if (!luhnValid(digits)) return fail(422, 'invalid_card', 'The card number is not valid');
      const outcome = cardOutcome(digits);
      if (!outcome) return fail(422, 'card_declined', 'Use one of the sandbox test cards (sandbox/README.md)');
      const card: StoredCard = { card_type: cardType(digits), first_six: digits.slice(0, 6), last_four: digits.slice(-4) };
      cards.set(cardKey(grant.organizationId, product), { ...card, outcome });
      return { ok: true, status: 201, value: { card } };
    },

    pricePreview(_product, query) {
      const price = Number(query.get('price'));
      if (!query.get('price') || !Number.isInteger(price) || price < 0) {
        return fail(422, 'validation', 'price must be a whole number of cents');
      }
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
