import {
  CART_CODES,
  CART_NOTES,
  type ApiCart,
  type ApiCartError,
  type ApiCartProduct,
  type CartBillingCycle,
} from '../../src/domain/cart/cart-contract';
import { checkoutDiscount, checkoutPlans, chargeKindOf, quote, type BillingMonths } from '../../src/domain/billing/checkout';
import type { ApiApplication, Product } from '../../src/domain/catalogue/contract';
import { CART, noInstallRights, PERMISSIONS } from '../../src/domain/site/messages';
import { cardNeeded, noBillingRights } from '../../src/domain/billing/checkout';
import { PRODUCT_NAMES } from '../../src/domain/catalogue/products';
import {
  agentCount,
  canManageOrganization,
  hasBillingRights,
  isReseller,
  licenseStatus,
  meetsPlan,
  ownsProduct,
} from '../../src/domain/auth/roles';
import type { AccountsService, Grant } from './accounts';
import type { ApplicationsService } from './applications';
import { outcomeOfCard, type BillingService } from './billing';
import { CHARGE_TIMING } from './billing-cards';
import type { CatalogueService } from './catalogue';

/**
 * The cart service (§3 Cart, §4 cart lifecycle, §7 `/products-carts`), one set of carts per
 * organization. A cart is open until it is purchased or closed; starting the checkout locks it for
 * CHECKOUT_LOCK_MS: a change or a second start then answers 409 PRODUCTS_CART_CHECKOUT_STARTED with
 * the cart id (§4 'cart locked', §8), until the checkout is rejected or the lock runs out. The
 * checkout fixes the cart's checksum (its lines and their prices); when a price moved before the
 * purchase (a time-limited discount ended, the seat count changed), the purchase fails with
 * PRODUCTS_CART_CHECKSUM. The purchase answers at once and settles PURCHASE_SETTLE_MS later (the
 * purchase time, the notes and the charges appear then), so the site's confirmation reads are real.
 */

export const CHECKOUT_LOCK_MS = 15 * 60_000;
export const PURCHASE_SETTLE_MS = 600;
export const CART_ACCEPTED_FOR_MS = 30 * 24 * 3600_000;

/** The sandbox's documented coupons (sandbox/README.md). */
export const SANDBOX_COUPONS = {
  valid: 'SANDBOX10',
  expired: 'SPRING2020',
  broken: 'SANDBOX-BROKEN',
} as const;
export const VALID_COUPON_PERCENT = 10;

export type CartOutcome<T> = { ok: true; value: T } | { ok: false; status: 403 | 404 | 409 | 422 | 502; error: ApiCartError };

interface Line {
  appId: string;
  planId: string;
  months: BillingMonths;
  purchasedAt: string | null;
  note: string | null;
}

interface StoredCart {
  id: string;
  organizationId: string;
  createdAt: number;
  lines: Line[];
  coupon: string | null;
  /** The checksum the checkout started on (see checksumOf), compared again at the purchase. */
  checkoutChecksum: string | null;
  checkedOutUntil: number | null;
  purchaseRequestedAt: number | null;
  /** How long after its request the purchase settles (slower when paid with the slow test card). */
  settleMs: number;
  purchasedAt: number | null;
  closedAt: number | null;
}

export interface CartsService {
  recent(grant: Grant): CartOutcome<ApiCart>;
  create(grant: Grant): CartOutcome<ApiCart>;
  read(grant: Grant, id: string): CartOutcome<ApiCart>;
  close(grant: Grant, id: string): CartOutcome<ApiCart>;
  add(grant: Grant, id: string, appIds: readonly string[]): CartOutcome<ApiCart>;
  remove(grant: Grant, id: string, appId: string): CartOutcome<ApiCart>;
  changePlan(grant: Grant, id: string, appId: string, planId: string, cycle: string | null): CartOutcome<ApiCart>;
  coupon(grant: Grant, id: string, code: string): CartOutcome<ApiCart>;
  startCheckout(grant: Grant, id: string): CartOutcome<ApiCart>;
  rejectCheckout(grant: Grant, id: string): CartOutcome<ApiCart>;
  purchase(grant: Grant, id: string): CartOutcome<ApiCart>;
}

const fail = (status: 403 | 404 | 409 | 422 | 502, code: string, message: string, id?: string): CartOutcome<never> => ({
  ok: false,
  status,
  error: { code, message, errors: [{ code, message }], ...(id ? { id } : {}) },
});

const hostOf = (app: ApiApplication): Product => (app.product === 'helpdesk' ? 'helpdesk' : 'livechat');

export function createCartsService(
  catalogue: CatalogueService,
  accounts: AccountsService,
  applications: ApplicationsService,
  billing: BillingService,
  now: () => number = () => Date.now(),
): CartsService {
  const carts = new Map<string, StoredCart>();
  let sequence = 0;

  const appById = (appId: string) => catalogue.published().find((app) => app.id === appId) ?? null;
  const iso = (time: number | null) => (time === null ? null : new Date(time).toISOString());

  const agentsOf = (organizationId: string, product: Product): number => agentCount(accounts.accounts(organizationId), product);

  /** Whether the line is charged to a card: the checkout's own §5 rule (domain/billing/checkout). */
  const needsCard = (organizationId: string, line: Line, app: ApiApplication) =>
    cardNeeded(priced(organizationId, line, app).price.kind, app.payment ?? null);

  /** Why the organization's purchase of the app fails (§8 product notes), or null when it goes through. */
  function noteFor(organizationId: string, line: Line, app: ApiApplication): string | null {
    const product = hostOf(app);
    if (isReseller(accounts.licenseProperties(organizationId, product))) return CART_NOTES.billingError;
    if (licenseStatus(accounts.products(organizationId), product) !== 'active') return CART_NOTES.productInactive;
    if (!meetsPlan(accounts.subscription(organizationId, product)?.plan ?? null, app.plan)) return CART_NOTES.dpsError;
    // As strict as a payment provider: no card to charge, or a card whose charges fail, is a
    // payment that fails (billing:error), whatever the client did or skipped before.
    if (needsCard(organizationId, line, app)) {
      const card = accounts.cardOnFile(organizationId, product);
      const outcome = card ? outcomeOfCard(card) : null;
      if (outcome === null || outcome === 'decline' || outcome === 'fail') return CART_NOTES.billingError;
    }
    return null;
  }

  function priced(organizationId: string, line: Line, app: ApiApplication) {
    const plans = checkoutPlans(app);
    const plan = plans.find((candidate) => candidate.id === line.planId) ?? plans[0];
    const seats = agentsOf(organizationId, hostOf(app));
    const price = quote({ plan, months: line.months, seats, discount: checkoutDiscount(app.customProps, new Date(now())) });
    const cycle: CartBillingCycle =
      price.kind === 'direct_charge' ? 'pay-once' : price.months === 12 ? 'pay-yearly' : 'pay-monthly';
    return { plan, plans, price, cycle };
  }

  /**
   * The switch that makes 'Purchase couldn't be confirmed' reachable (§4: the site re-reads 10 times,
   * 250 ms apart): a cart paid with the slow test card on file settles CHARGE_TIMING.slowMs late.
   */
  function settleMsOf(cart: StoredCart): number {
    const slow = cart.lines.some((line) => {
      const app = appById(line.appId);
      return app !== null && outcomeOfCard(accounts.cardOnFile(cart.organizationId, hostOf(app))) === 'slow';
    });
    return slow ? PURCHASE_SETTLE_MS + CHARGE_TIMING.slowMs : PURCHASE_SETTLE_MS;
  }

  /** The purchase settles on the server's clock: purchase time, notes and charges appear together. */
  function settle(cart: StoredCart): void {
    if (cart.purchaseRequestedAt === null || cart.purchasedAt !== null) return;
    if (now() - cart.purchaseRequestedAt < cart.settleMs) return;
    const purchasedAt = cart.purchaseRequestedAt + cart.settleMs;
    cart.purchasedAt = purchasedAt;
    cart.checkedOutUntil = null;
    const percent = cart.coupon === SANDBOX_COUPONS.valid ? VALID_COUPON_PERCENT : 0;
    for (const line of cart.lines) {
      const app = appById(line.appId);
      if (!app) continue;
      line.note = noteFor(cart.organizationId, line, app);
      // A product with a note is not purchased (§4: split into purchased and not purchased): no charge.
      if (line.note !== null) continue;
      line.purchasedAt = iso(purchasedAt);
      const { plan, price } = priced(cart.organizationId, line, app);
      billing.recordCartCharge(cart.organizationId, {
        kind: price.kind,
        product: hostOf(app),
        appId: app.id,
        planId: plan.id,
        name: plan.id === checkoutPlans(app)[0]?.id ? app.name : `${app.name} ${plan.name}`,
        price: Math.floor((price.unitPrice * (100 - percent)) / 100),
        quantity: price.quantity,
        perAccount: plan.perAccount,
        months: price.kind === 'recurrent_charge' ? price.months : 0,
        trialDays: price.kind === 'recurrent_charge' ? (app.payment?.trialDays ?? 0) : 0,
      });
    }
  }

  /** What the checkout agrees to: each line with its plan, cycle and price as of now, and the coupon. */
  function checksumOf(cart: StoredCart): string {
    const lines = cart.lines.map((line) => {
      const app = appById(line.appId);
      if (!app) return [line.appId];
      const { plan, price } = priced(cart.organizationId, line, app);
      return [line.appId, plan.id, line.months, price.unitPrice, price.quantity, price.total];
    });
    return JSON.stringify([lines, cart.coupon]);
  }

  /** Ends a lock that ran out. */
  function unlockIfExpired(cart: StoredCart): void {
    if (cart.checkedOutUntil !== null && now() >= cart.checkedOutUntil) {
      cart.checkedOutUntil = null;
      cart.checkoutChecksum = null;
    }
  }

  function view(cart: StoredCart): ApiCart {
    settle(cart);
    unlockIfExpired(cart);
    const host = accounts.products(cart.organizationId);
    const products: ApiCartProduct[] = [];
    for (const line of cart.lines) {
      const app = appById(line.appId);
      if (!app) continue;
      const { plan, plans, price, cycle } = priced(cart.organizationId, line, app);
      const subscription = accounts.subscription(cart.organizationId, hostOf(app));
      const card = subscription?.card_details ?? null;
      products.push({
        id: app.id,
        slug: app.slug,
        name: app.name,
        icon: app.icon,
        product: hostOf(app),
        productType: app.customProps.isService === 'true' ? 'service' : 'application',
        plan: {
          id: plan.id,
          name: plan.name,
          price: { unit: price.unitPrice, total: price.total },
          billingCycle: cycle,
          perAccount: plan.perAccount,
          seats: price.quantity,
        },
        plans: plans.map(({ id, name }) => ({ id, name })),
        trialDays: price.kind === 'recurrent_charge' ? (app.payment?.trialDays ?? 0) : 0,
        creditCardRequired: app.payment?.creditCardRequired ?? true,
        hasCard: subscription?.has_card ?? false,
        cardDetails: card ? { cardType: card.card_type, firstSix: card.first_six, lastFour: card.last_four } : null,
        purchasedAt: line.purchasedAt,
        note: line.note,
      });
    }
    const item = (product: ApiCartProduct) => ({
      id: product.id,
      productType: product.productType,
      trialDays: product.trialDays,
      plan: { price: { total: product.plan.price.total }, billingCycle: product.plan.billingCycle },
    });
    const livechat = host.find((license) => license.product === 'livechat');
    return {
      id: cart.id,
      name: 'Cart',
      license: livechat?.license_id ?? null,
      seats: agentsOf(cart.organizationId, 'livechat'),
      agents: { livechat: agentsOf(cart.organizationId, 'livechat'), helpdesk: agentsOf(cart.organizationId, 'helpdesk') },
      summary: {
        oneTime: products.filter((product) => product.plan.billingCycle === 'pay-once').map(item),
        recurrent: products.filter((product) => product.plan.billingCycle !== 'pay-once').map(item),
      },
      createdAt: new Date(cart.createdAt).toISOString(),
      purchasedAt: iso(cart.purchasedAt),
      closedAt: iso(cart.closedAt),
      acceptedUntil: iso(cart.createdAt + CART_ACCEPTED_FOR_MS),
      checkedOutUntil: iso(cart.checkedOutUntil),
      coupon: cart.coupon ? { code: cart.coupon, discountPercent: VALID_COUPON_PERCENT } : null,
      products,
    };
  }

  const ok = (cart: StoredCart): CartOutcome<ApiCart> => ({ ok: true, value: view(cart) });

  function find(grant: Grant, id: string): StoredCart | null {
    const cart = carts.get(id);
    return cart && cart.organizationId === grant.organizationId ? cart : null;
  }

  const notFound = () => fail(404, 'PRODUCTS_CART_NOT_FOUND', 'Cart not found');

  /** Runs a change on an open cart (not purchased, not closed, no purchase under way, not locked by a checkout). */
  function change(grant: Grant, id: string, apply: (cart: StoredCart) => CartOutcome<never> | null): CartOutcome<ApiCart> {
    const cart = find(grant, id);
    if (!cart) return notFound();
    settle(cart);
    unlockIfExpired(cart);
    if (cart.purchasedAt !== null || cart.purchaseRequestedAt !== null) {
      return fail(422, CART_CODES.purchased, CART.alreadyPurchased);
    }
    if (cart.closedAt !== null) return fail(422, CART_CODES.closed, CART.closed);
    if (cart.checkedOutUntil !== null) return fail(409, CART_CODES.checkoutStarted, CART.locked, cart.id);
    const refused = apply(cart);
    if (refused) return refused;
    return ok(cart);
  }

  function open(cart: StoredCart): boolean {
    settle(cart);
    return cart.purchasedAt === null && cart.purchaseRequestedAt === null && cart.closedAt === null;
  }

  function latestOpen(organizationId: string): StoredCart | null {
    let latest: StoredCart | null = null;
    for (const cart of carts.values()) {
      if (cart.organizationId !== organizationId || !open(cart)) continue;
      if (!latest || cart.createdAt >= latest.createdAt) latest = cart;
    }
    return latest;
  }

  function checkAddable(grant: Grant, appId: string): CartOutcome<never> | null {
    const app = appById(appId);
    if (!app) return fail(422, CART_CODES.invalidProduct, `Unknown application ${appId}`);
    if (checkoutPlans(app).length === 0) return fail(422, CART_CODES.invalidProduct, `${app.name} is not sold`);
    // §5: a developer may not buy their own app or service.
    if (ownsProduct(grant.organizationId, app.developerId)) return fail(403, CART_CODES.ownProduct, PERMISSIONS.ownProduct);
    // §5: what the organization could not install is not sold to it (the purchase installs it).
    if (!app.installable) return fail(422, CART_CODES.notInstallable, PERMISSIONS.notInstallable);
    if (applications.installed(grant.organizationId).includes(appId)) {
      return fail(422, CART_CODES.installed, `${app.name} is already installed`);
    }
    return null;
  }

  /**
   * §6: buying needs billing rights on the product of every app in the cart (help desk: billing--all
   * only); §5: an owner-only app, which the purchase installs, an organization-manage permission.
   */
  function rightsRefusal(grant: Grant, cart: StoredCart): CartOutcome<never> | null {
    for (const line of cart.lines) {
      const app = appById(line.appId);
      if (!app) continue;
      const product = PRODUCT_NAMES[hostOf(app)];
      if (!hasBillingRights(grant.scopes, hostOf(app))) {
        return fail(403, CART_CODES.noBillingRights, noBillingRights(product));
      }
      if (app.customProps.onlyOwnerCanInstall === 'true' && !canManageOrganization(grant.scopes)) {
        return fail(403, CART_CODES.ownerOnly, noInstallRights(product));
      }
    }
    return null;
  }

  return {
    recent(grant) {
      const cart = latestOpen(grant.organizationId);
      return cart ? ok(cart) : notFound();
    },

    create(grant) {
      sequence += 1;
      const id = `cart_${String(sequence).padStart(5, '0')}_${now().toString(36)}`;
      const cart: StoredCart = {
        id,
        organizationId: grant.organizationId,
        createdAt: now(),
        lines: [],
        coupon: null,
        checkoutChecksum: null,
        checkedOutUntil: null,
        purchaseRequestedAt: null,
        settleMs: PURCHASE_SETTLE_MS,
        purchasedAt: null,
        closedAt: null,
      };
      carts.set(id, cart);
      return ok(cart);
    },

    read(grant, id) {
      const cart = find(grant, id);
      return cart ? ok(cart) : notFound();
    },

    close(grant, id) {
      const cart = find(grant, id);
      if (!cart) return notFound();
      if (cart.closedAt === null) cart.closedAt = now();
      cart.checkedOutUntil = null;
      return ok(cart);
    },

    add: (grant, id, appIds) =>
      change(grant, id, (cart) => {
        const wanted = [...new Set(appIds.filter(Boolean))];
        if (wanted.length === 0) return fail(422, CART_CODES.invalidProduct, 'No application given');
        for (const appId of wanted) {
          const refused = checkAddable(grant, appId);
          if (refused) return refused;
        }
        for (const appId of wanted) {
          if (cart.lines.some((line) => line.appId === appId)) continue;
          const app = appById(appId) as ApiApplication;
          cart.lines.push({ appId, planId: checkoutPlans(app)[0].id, months: 1, purchasedAt: null, note: null });
        }
        return null;
      }),

    remove: (grant, id, appId) =>
      change(grant, id, (cart) => {
        if (!cart.lines.some((line) => line.appId === appId)) return fail(422, CART_CODES.invalidProduct, 'Not in the cart');
        cart.lines = cart.lines.filter((line) => line.appId !== appId);
        return null;
      }),

    changePlan: (grant, id, appId, planId, cycle) =>
      change(grant, id, (cart) => {
        const line = cart.lines.find((candidate) => candidate.appId === appId);
        const app = appById(appId);
        const plan = app && checkoutPlans(app).find((candidate) => candidate.id === planId);
        if (!line || !app || !plan) return fail(422, CART_CODES.invalidPlan, 'Unknown plan');
        line.planId = planId;
        line.months = cycle === 'pay-yearly' && chargeKindOf(plan) === 'recurrent_charge' ? 12 : 1;
        return null;
      }),

    coupon: (grant, id, code) =>
      change(grant, id, (cart) => {
        const normalized = code.trim().toUpperCase();
        if (normalized === SANDBOX_COUPONS.broken) return fail(502, 'PRODUCTS_CART_COUPON_SERVICE', 'Coupon service unavailable');
        if (normalized === SANDBOX_COUPONS.expired) return fail(422, CART_CODES.expiredCoupon, 'The coupon has expired');
        if (normalized !== SANDBOX_COUPONS.valid) return fail(422, CART_CODES.invalidCoupon, 'Unknown coupon');
        cart.coupon = normalized;
        return null;
      }),

    startCheckout(grant, id) {
      const cart = find(grant, id);
      if (!cart) return notFound();
      view(cart);
      if (!open(cart)) {
        return cart.closedAt !== null
          ? fail(422, CART_CODES.closed, CART.closed)
          : fail(422, CART_CODES.purchased, CART.alreadyPurchased);
      }
      if (cart.checkedOutUntil !== null) return fail(409, CART_CODES.checkoutStarted, CART.locked, cart.id);
      if (cart.lines.length === 0) return fail(422, CART_CODES.invalidProduct, 'The cart is empty');
      const refused = rightsRefusal(grant, cart);
      if (refused) return refused;
      cart.checkedOutUntil = now() + CHECKOUT_LOCK_MS;
      cart.checkoutChecksum = checksumOf(cart);
      return ok(cart);
    },

    rejectCheckout(grant, id) {
      const cart = find(grant, id);
      if (!cart) return notFound();
      if (!open(cart)) {
        return cart.closedAt !== null
          ? fail(422, CART_CODES.closed, CART.closed)
          : fail(422, CART_CODES.purchased, CART.alreadyPurchased);
      }
      cart.checkedOutUntil = null;
      cart.checkoutChecksum = null;
      return ok(cart);
    },

    purchase(grant, id) {
      const cart = find(grant, id);
      if (!cart) return notFound();
      view(cart);
      if (cart.closedAt !== null) return fail(422, CART_CODES.closed, CART.closed);
      if (cart.purchasedAt !== null || cart.purchaseRequestedAt !== null) {
        return fail(422, CART_CODES.purchased, CART.alreadyPurchased);
      }
      if (cart.checkedOutUntil === null || cart.checkoutChecksum === null) {
        return fail(422, CART_CODES.checkoutNotStarted, 'Start the checkout first');
      }
      const refused = rightsRefusal(grant, cart);
      if (refused) return refused;
      if (cart.checkoutChecksum !== checksumOf(cart)) {
        return fail(422, CART_CODES.checksum, 'The cart changed after the checkout started');
      }
      cart.purchaseRequestedAt = now();
      cart.settleMs = settleMsOf(cart);
      return ok(cart);
    },
  };
}
