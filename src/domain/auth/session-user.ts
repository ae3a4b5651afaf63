import type { ApiAccount, ApiAccountRole, ApiMyProduct, ApiSubscription } from './accounts-contract';
import type { Product } from '../catalogue/contract';

/** The signed-in user of §3, as the site keeps it. */
export interface SessionUser {
  accountId: string;
  organizationId: string;
  token: string;
  name: string;
  email: string;
  avatar: string | null;
  /** The token's scopes. */
  permissions: string[];
  roles: ApiAccountRole[];
  /** Products the user's seat is suspended on (§6: an agent may be suspended on one and not the other). */
  suspendedOn: Product[];
  /** The organization's licenses (§7 /market/products/my). */
  products: ApiMyProduct[];
  isGhostLogin: boolean;
  isReseller: boolean;
}

/** Scopes arrive comma-separated (token answers) or space-separated (some providers). */
export function parseScopes(scope: string | null | undefined): string[] {
  return [...new Set((scope ?? '').split(/[\s,]+/).filter(Boolean))];
}

const SUSPENDABLE: readonly Product[] = ['livechat', 'helpdesk'];

export function toSessionUser(input: {
  token: string;
  account: ApiAccount;
  organizationId: string;
  scope: string | null;
  products: ApiMyProduct[];
  ghost: boolean;
}): SessionUser {
  const { account } = input;
  return {
    accountId: account.account_id,
    organizationId: input.organizationId || account.organization_id,
    token: input.token,
    name: account.name,
    email: account.email,
    avatar: account.properties.avatar_url || null,
    permissions: parseScopes(input.scope),
    roles: account.roles,
    suspendedOn: SUSPENDABLE.filter((product) => account.properties[product]?.suspended === true),
    products: input.products,
    isGhostLogin: input.ghost,
    // Known only after the license property is read; false until then and when that read fails.
    isReseller: false,
  };
}

/** The subscription of §3 in the site's words. */
export interface Subscription {
  plan: string;
  hasCard: boolean;
  subscribed: boolean;
  daysLeft: number;
  trial: boolean;
  active: boolean;
  cancelled: boolean;
  cancelledAt: string | null;
  assigned: boolean;
  cardDetails: { cardType: string; firstSix: string; lastFour: string } | null;
}

export function toSubscription(raw: ApiSubscription): Subscription {
  return {
    plan: raw.plan,
    hasCard: raw.has_card,
    subscribed: raw.subscribed,
    daysLeft: raw.days_left,
    trial: raw.trial,
    active: raw.active,
    cancelled: raw.cancelled,
    cancelledAt: raw.cancelled_at,
    assigned: raw.assigned,
    cardDetails: raw.card_details
      ? { cardType: raw.card_details.card_type, firstSix: raw.card_details.first_six, lastFour: raw.card_details.last_four }
      : null,
  };
}
