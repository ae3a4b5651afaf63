import {
  SCOPES,
  type ApiAccount,
  type ApiAccountRole,
  type ApiLicenseProperties,
  type ApiMyProduct,
  type LicenseRole,
} from './accounts-contract';
import type { ApiApplication, PlanTier, Product } from '../catalogue/contract';
import { FAILURE, licenseInactive, noInstallRights, PERMISSIONS, planRestriction, SUCCESS } from '../site/messages';
import { PLAN_TIERS } from '../catalogue/plan-tiers';
import { PRODUCT_NAMES } from '../catalogue/products';

/**
 * Who may do what (spec §6, §5 "Installing requires…"), over the accounts service's wire shapes and
 * the token's scopes. installVerdict puts the rules together for install, billing and cart.
 */

/** §9 'Max agents listed without access'. */
export const MAX_AGENTS_LISTED = 3;

/** How license roles read on screen ('normal' is an agent, §6). */
export const ROLE_LABELS: Readonly<Record<LicenseRole, string>> = {
  owner: 'Owner',
  viceowner: 'Vice owner',
  administrator: 'Administrator',
  viewer: 'Viewer',
  normal: 'Agent',
  member: 'Member',
};

type WithRoles = { roles: readonly ApiAccountRole[] };
type WithProductProperties = { properties: Pick<ApiAccount['properties'], Product> };

const hasRole = (account: WithRoles, product: Product, role: string) =>
  account.roles.some((entry) => entry.product === product && entry.role === role);

/** §6: owner or viceowner of that product's license counts as admin. */
export function isAdmin(account: WithRoles, product: Product): boolean {
  return hasRole(account, product, 'owner') || hasRole(account, product, 'viceowner');
}

/** §6: only active accounts are kept in the account list (invited or removed ones are not). */
export function activeAccounts<T extends Pick<ApiAccount, 'properties'>>(accounts: readonly T[]): T[] {
  return accounts.filter((account) => account.properties.active);
}

/** An agent may be suspended on one product and not the other. */
export function isSuspended(account: WithProductProperties, product: Product): boolean {
  return account.properties[product]?.suspended === true;
}

/**
 * §6: whom a user without install rights should ask: active, not suspended owners and viceowners of
 * the product, the owner first, otherwise in the service's order, at most MAX_AGENTS_LISTED.
 */
export function ownersToContact(accounts: readonly ApiAccount[], product: Product): ApiAccount[] {
  const rank = (account: ApiAccount) => (hasRole(account, product, 'owner') ? 0 : 1);
  return activeAccounts(accounts)
    .filter((account) => isAdmin(account, product) && !isSuspended(account, product))
    .sort((a, b) => rank(a) - rank(b)) // Array.prototype.sort is stable: ties keep their order
    .slice(0, MAX_AGENTS_LISTED);
}

/** §6: billing admin, manage or all; the help-desk product counts billing--all:rw only. */
export function hasBillingRights(permissions: readonly string[], product: Product): boolean {
  if (product === 'helpdesk') return permissions.includes(SCOPES.billingAll);
  return [SCOPES.billingAdmin, SCOPES.billingManage, SCOPES.billingAll].some((scope) => permissions.includes(scope));
}

/** §6: either integrations permission gives integration rights. */
export function hasIntegrationRights(permissions: readonly string[]): boolean {
  return permissions.includes(SCOPES.integrationsManage) || permissions.includes(SCOPES.hdIntegrationsManage);
}

/**
 * §9 "Per-account charges multiply by the agent count": the organization's active accounts with a
 * role in the product, at least one (the buyer).
 */
export function agentCount(accounts: readonly ApiAccount[], product: Product): number {
  const agents = accounts.filter(
    (account) => account.properties.active && account.roles.some((role) => role.product === product),
  );
  return Math.max(1, agents.length);
}

/** §5: apps marked owner-only need an organization-manage permission. */
export function canManageOrganization(permissions: readonly string[]): boolean {
  return permissions.includes(SCOPES.organizationManage) || permissions.includes(SCOPES.organizationProductManage);
}

type LicenseStatus = 'active' | 'inactive' | 'missing';

/** The organization's license of the product (`GET /market/products/my`); any active one counts. */
export function licenseStatus(myProducts: readonly ApiMyProduct[], product: Product): LicenseStatus {
  const licenses = myProducts.filter((license) => license.product === product);
  if (licenses.length === 0) return 'missing';
  return licenses.some((license) => license.active) ? 'active' : 'inactive';
}

/** §5: the same text for an inactive and a missing license: either way, go and activate it. */
export function licenseMessage(product: Product): string {
  return licenseInactive(PRODUCT_NAMES[product]);
}

export { PLAN_TIERS };

/**
 * The lowest tier the requirement's §6 text admits: 'pro' reads "Team and higher", so Team passes.
 * Requirements below Team have no text and no refusal in the spec: they restrict nothing.
 */
function planFloor(requiredPlan: PlanTier | null): PlanTier | null {
  const text = planRestriction(requiredPlan);
  return text === null ? null : (PLAN_TIERS.find((tier) => planRestriction(tier) === text) ?? null);
}

/** Whether the license's plan reaches the app's minimum plan; an unknown current plan does not. */
export function meetsPlan(currentPlan: string | null | undefined, requiredPlan: PlanTier | null): boolean {
  const floor = planFloor(requiredPlan);
  if (floor === null) return true;
  const current = PLAN_TIERS.findIndex((tier) => tier === currentPlan?.toLowerCase());
  return current >= PLAN_TIERS.indexOf(floor);
}

/**
 * The host product whose license, roles and plan an app's install and purchase count (§5 "a license
 * must be active for the product's platform"): the app's own product; the build's when unknown.
 */
export function appHostProduct(appProduct: string | null | undefined, buildProduct: Product): Product {
  return appProduct === 'livechat' || appProduct === 'helpdesk' ? appProduct : buildProduct;
}

/**
 * The license plan of `product` and whether it is known: the subscription's for the build's own
 * product (read on its own after sign-in), else the organization's licenses list's (`/market/products/my`).
 */
export function licensePlanOf(
  product: Product,
  buildProduct: Product,
  subscription: { plan: string | null; known: boolean },
  licenses: readonly Pick<ApiMyProduct, 'product' | 'plan'>[],
): { plan: string | null; known: boolean } {
  if (product === buildProduct) return subscription;
  return { plan: licenses.find((license) => license.product === product)?.plan ?? null, known: true };
}

/** §6 plan restriction text, or null when the plan restricts nothing. */
export function requiredPlanMessage(requiredPlan: PlanTier | null): string | null {
  return planRestriction(requiredPlan);
}

/** §3: license property partner_type 'reseller' flags a reseller. */
export function isReseller(licenseProperties: ApiLicenseProperties | null | undefined): boolean {
  return licenseProperties?.partner_type === 'reseller';
}

/**
 * §5: a developer may not buy their own app or service (PERMISSIONS.ownProduct). In the sandbox a
 * developer's organization id is the catalogue's developer id.
 */
export function ownsProduct(organizationId: string | null | undefined, developerId: string | null | undefined): boolean {
  return Boolean(organizationId) && organizationId === developerId;
}

/** The signed-in user as installVerdict needs it. */
interface InstallUser {
  accountId: string;
  organizationId: string;
  /** The token's scopes; a token is issued for one organization, so these are its rights there. */
  permissions: readonly string[];
  /** The user's own roles when known (the session keeps them); else read from `accounts`. */
  roles?: readonly ApiAccountRole[];
  /** The organization's accounts (`GET /v2/accounts`), once loaded: owners to contact. */
  accounts?: readonly ApiAccount[];
}

/** What installVerdict needs of an app; installFactsOf reads it from the API shape. */
export interface InstallAppFacts {
  installable: boolean;
  /** Minimum plan of the host product. */
  plan: PlanTier | null;
  onlyOwnerCanInstall: boolean;
  developerId: string;
  /** Paid apps are bought; a developer cannot buy their own. */
  paid: boolean;
}

export interface InstallInput {
  /** null when not signed in. */
  user: InstallUser | null;
  /** The build's host product (§1), whose license, plan and roles count. */
  product: Product;
  license: LicenseStatus;
  /** The license's plan (subscription or my-products), null while unknown. */
  currentPlan: string | null;
  app: InstallAppFacts;
}

type InstallRefusal =
  | 'not-installable'
  | 'not-signed-in'
  | 'own-product'
  | 'license-inactive'
  | 'no-install-rights'
  | 'owner-only'
  | 'plan-restriction';

export type InstallVerdict =
  { allowed: true } | { allowed: false; reason: InstallRefusal; message: string; contacts?: ApiAccount[] };

export function installFactsOf(
  app: Pick<ApiApplication, 'installable' | 'plan' | 'developerId' | 'payment' | 'customProps'>,
): InstallAppFacts {
  return {
    installable: app.installable,
    plan: app.plan,
    onlyOwnerCanInstall: app.customProps.onlyOwnerCanInstall === 'true',
    developerId: app.developerId,
    paid: app.payment !== null && app.payment.price > 0,
  };
}

/**
 * Whether the user may install (or buy) the app, and if not, the first reason in this order: what
 * nobody can change (the app refuses installs), who the user is (signed in, not its developer),
 * what the organization must fix (license), who in it may act (rights, owner-only), what it pays
 * for (plan). Rights refusals carry up to MAX_AGENTS_LISTED owners to contact.
 */
export function installVerdict({ user, product, license, currentPlan, app }: InstallInput): InstallVerdict {
  const refuse = (reason: InstallRefusal, message: string, contacts?: ApiAccount[]): InstallVerdict =>
    contacts ? { allowed: false, reason, message, contacts } : { allowed: false, reason, message };

  if (!app.installable) return refuse('not-installable', PERMISSIONS.notInstallable);
  if (!user) return refuse('not-signed-in', PERMISSIONS.notSignedIn);
  if (app.paid && ownsProduct(user.organizationId, app.developerId)) return refuse('own-product', PERMISSIONS.ownProduct);
  if (license !== 'active') return refuse('license-inactive', licenseMessage(product));

  const accounts = user.accounts ?? [];
  const roles = user.roles ?? accounts.find((account) => account.account_id === user.accountId)?.roles ?? [];
  const admin = isAdmin({ roles }, product);
  // §5: in the help-desk product install also needs billing--all for the organization.
  const billingOk = product !== 'helpdesk' || user.permissions.includes(SCOPES.billingAll);
  const noRights = noInstallRights(PRODUCT_NAMES[product]);
  if (!(admin || hasIntegrationRights(user.permissions)) || !billingOk) {
    return refuse('no-install-rights', noRights, ownersToContact(accounts, product));
  }
  if (app.onlyOwnerCanInstall && !canManageOrganization(user.permissions)) {
    return refuse('owner-only', noRights, ownersToContact(accounts, product));
  }

  const planText = requiredPlanMessage(app.plan);
  if (planText !== null && !meetsPlan(currentPlan, app.plan)) return refuse('plan-restriction', planText);
  return { allowed: true };
}

/**
 * §6: a signed-in non-admin of the product may ask its owners for access (send_request_for_invitation).
 * Admin is owner or viceowner ("counts as admin"); an administrator is not, and may ask too.
 */
export function canRequestAccess(account: WithRoles | null | undefined, product: Product): boolean {
  return account != null && !isAdmin(account, product);
}

/**
 * The products the account menu offers the access request for: each license the organization has
 * (`/market/products/my`) on which the user is not admin. A product the organization has no
 * license of has nobody to ask.
 */
export function accessRequestProducts(user: WithRoles & { products: readonly Pick<ApiMyProduct, 'product'>[] }): Product[] {
  const licensed = [...new Set(user.products.map((license) => license.product))];
  return licensed.filter((product) => canRequestAccess(user, product));
}

/** How the user stands on a product of the menu: their seat suspended, else the license's state. */
export type ProductStanding = 'active' | 'inactive' | 'suspended';

export function productStanding(
  user: { suspendedOn: readonly Product[] },
  license: Pick<ApiMyProduct, 'product' | 'active'>,
): ProductStanding {
  if (user.suspendedOn.includes(license.product)) return 'suspended';
  return license.active ? 'active' : 'inactive';
}

/** What the access request shows when it is sent, and when it fails. */
export const ACCESS_REQUEST_MESSAGES = { sent: SUCCESS.requestSent, failed: FAILURE.accessRequest } as const;
