import type { Product } from '../catalogue/contract';

/**
 * The cart service's wire shapes (§3 Cart, §7 Cart service): what `/products-carts` answers and
 * the error codes the site reads. Shared by the site's api-client and the sandbox.
 */

export type CartBillingCycle = 'pay-once' | 'pay-monthly' | 'pay-yearly';

interface ApiCartPlan {
  id: string;
  name: string;
  /** In cents: the price of one unit of one billing period and of all units (seats). */
  price: { unit: number; total: number };
  billingCycle: CartBillingCycle;
  perAccount: boolean;
  /** Seats paid for: the product's agents for per-account plans, else 1. */
  seats: number;
}

interface ApiCartCard {
  cardType: string;
  firstSix: string;
  lastFour: string;
}

type CartProductType = 'application' | 'service';

/** The page of a product in a cart: an app's, or a service's (§2 /services/{slug}/). */
export const cartProductPath = (product: Pick<ApiCartProduct, 'slug' | 'productType'>): string =>
  product.productType === 'service' ? `/services/${product.slug}/` : `/apps/${product.slug}/`;

export interface ApiCartProduct {
  /** The application id. */
  id: string;
  slug: string;
  name: string;
  icon: string;
  /** The host product the app belongs to. */
  product: Product;
  /** A service (customProps.isService) has its page under /services/ (§2). */
  productType: CartProductType;
  plan: ApiCartPlan;
  /** Every plan the app offers (id and name), for the plan picker. */
  plans: { id: string; name: string }[];
  trialDays: number;
  creditCardRequired: boolean;
  hasCard: boolean;
  cardDetails: ApiCartCard | null;
  purchasedAt: string | null;
  /** After a purchase: why the product was not bought or installed (`billing:error`, `dps:error:…`). */
  note: string | null;
}

interface ApiCartSummaryItem {
  id: string;
  productType: CartProductType;
  trialDays: number;
  plan: { price: { total: number }; billingCycle: CartBillingCycle };
}

interface ApiCartCoupon {
  code: string;
  discountPercent: number;
}

export interface ApiCart {
  id: string;
  name: string;
  license: string | null;
  seats: number;
  agents: Partial<Record<Product, number>>;
  summary: { oneTime: ApiCartSummaryItem[]; recurrent: ApiCartSummaryItem[] };
  createdAt: string;
  purchasedAt: string | null;
  closedAt: string | null;
  acceptedUntil: string | null;
  /** Set while a checkout is started (the lock): when it runs out. */
  checkedOutUntil: string | null;
  coupon: ApiCartCoupon | null;
  products: ApiCartProduct[];
}

/** An error answer of the cart service. */
export interface ApiCartError {
  code: string;
  message: string;
  errors: { code: string; message: string }[];
  /** The cart the error is about (the locked cart on PRODUCTS_CART_CHECKOUT_STARTED). */
  id?: string;
}

export const CART_CODES = {
  checkoutStarted: 'PRODUCTS_CART_CHECKOUT_STARTED',
  checksum: 'PRODUCTS_CART_CHECKSUM',
  purchased: 'PRODUCTS_CART_PURCHASED',
  closed: 'PRODUCTS_CART_CLOSED',
  checkoutNotStarted: 'PRODUCTS_CART_CHECKOUT_NOT_STARTED',
  invalidCoupon: 'PRODUCTS_CART_COUPON_INVALID',
  expiredCoupon: 'PRODUCTS_CART_COUPON_EXPIRED',
  invalidProduct: 'PRODUCTS_CART_INVALID_PRODUCT',
  installed: 'PRODUCTS_CART_PRODUCT_INSTALLED',
  invalidPlan: 'PRODUCTS_CART_INVALID_PLAN',
  /** 403 refusals, whose message is the §5/§6 text the site shows as it is. */
  ownProduct: 'PRODUCTS_CART_OWN_PRODUCT',
  noBillingRights: 'PRODUCTS_CART_NO_BILLING_RIGHTS',
  /** §5 "Install is allowed only if the app permits it" (422) / owner-only apps (403). */
  notInstallable: 'PRODUCTS_CART_NOT_INSTALLABLE',
  ownerOnly: 'PRODUCTS_CART_OWNER_ONLY',
} as const;

/** The codes whose message says what the user may not do (§5, §6), shown instead of the generic cart text. */
export const CART_REFUSAL_CODES: ReadonlySet<string> = new Set([
  CART_CODES.ownProduct,
  CART_CODES.noBillingRights,
  CART_CODES.notInstallable,
  CART_CODES.ownerOnly,
]);

/** Notes the service leaves on products it could not buy or install (§8 Product notes). */
export const CART_NOTES = {
  billingError: 'billing:error',
  productInactive: 'dps:error:product_inactive',
  dpsError: 'dps:error',
} as const;
