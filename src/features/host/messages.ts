/**
 * Every message of §4 between the site and the host application, typed both ways. On the wire a
 * message is `{ type, payload? }`; anything else that arrives is malformed and ignored.
 */

/** Transaction events of a purchase (§4), sent as they happen. */
export const TRANSACTION_EVENTS = [
  'transaction_pending',
  'transaction_success',
  'transaction_failure',
  'transaction_declined',
  'transaction_accepted',
  'transaction_failed',
  'transaction_check_onboarding',
  'transaction_update_billing_cycle',
] as const;
export type TransactionEvent = (typeof TRANSACTION_EVENTS)[number];

interface TransactionPayload {
  appId?: string | null;
  chargeId?: string | null;
  message?: string;
  /** transaction_update_billing_cycle: pay-monthly, pay-yearly or pay-once. */
  billingCycle?: string;
}

/** What the site sends the host. */
interface OutboundPayloads {
  /** The handshake: the site is ready; a host answers with `loaded` within 3000 ms (§9). */
  loaded: { pathname: string };
  /**
   * A page change of the site (§2: each page change is reported with its path). With `url`: a link
   * into the host application the host should open itself (agent-app mode; `pathname` is its path).
   */
  navigate: { pathname: string; url?: string };
  app_installed: { appId: string };
  app_removed: { appId: string };
  app_event: { appId: string; event: string };
  app_purchased: { appId: string | null; chargeId?: string };
  cart_purchased: { cartId: string };
  cart_updated: { cart: unknown };
  marketplace_cart_update: { cart: unknown };
  refresh_installed_apps: Record<string, never>;
  refresh_cart: Record<string, never>;
  refresh_subscription_info: Record<string, never>;
  mailto: { address: string };
  breadcrumbs: { items: { label: string; pathname: string }[] };
  credentials: { accountId: string; organizationId: string };
}
export type OutboundMessage =
  | { [K in keyof OutboundPayloads]: { type: K; payload: OutboundPayloads[K] } }[keyof OutboundPayloads]
  | { type: TransactionEvent; payload: TransactionPayload };

/** What the site accepts from a trusted host (§4), plus the host's answer to the handshake. */
interface InboundPayloads {
  loaded: Record<string, never>;
  navigate: { pathname: string; replace: boolean };
  preload: { pathname: string };
  refresh_installed_apps: Record<string, never>;
  cart_updated: { cart: Record<string, unknown> };
  refresh_cart: Record<string, never>;
  refresh_subscription_info: Record<string, never>;
}
type InboundType = keyof InboundPayloads;
export type InboundMessage = { [K in InboundType]: { type: K; payload: InboundPayloads[K] } }[InboundType];

/** Longest pathname a host may send; longer ones are malformed (the static server limits paths too). */
const MAX_PATHNAME = 2048;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isPathname = (value: unknown): value is string => typeof value === 'string' && value.length <= MAX_PATHNAME;

const EMPTY = {} as Record<string, never>;

/**
 * The typed message of raw `event.data`, or null when it is not one of the inbound messages with a
 * well-formed payload. Never throws, whatever it is given (getters that throw, proxies, cycles).
 */
export function parseInboundMessage(data: unknown): InboundMessage | null {
  try {
    if (!isRecord(data)) return null;
    const type = data.type;
    const payload = data.payload === undefined ? {} : data.payload;
    if (typeof type !== 'string' || !isRecord(payload)) return null;
    switch (type) {
      case 'navigate': {
        const { pathname, replace } = payload;
        if (!isPathname(pathname) || (replace !== undefined && typeof replace !== 'boolean')) return null;
        return { type, payload: { pathname, replace: replace === true } };
      }
      case 'preload': {
        const { pathname } = payload;
        return isPathname(pathname) ? { type, payload: { pathname } } : null;
      }
      case 'cart_updated': {
        const { cart } = payload;
        return isRecord(cart) ? { type, payload: { cart } } : null;
      }
      case 'loaded':
      case 'refresh_installed_apps':
      case 'refresh_cart':
      case 'refresh_subscription_info':
        return { type, payload: EMPTY };
      default:
        return null;
    }
  } catch {
    return null;
  }
}
