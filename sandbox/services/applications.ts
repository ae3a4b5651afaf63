import type { ApiApplication, Product } from '../../src/domain/catalogue/contract';
import { FAILURE } from '../../src/domain/site/messages';
import { installFactsOf, installVerdict, licenseStatus, ownsProduct } from '../../src/domain/auth/roles';
import { uninstallVerdict } from '../../src/domain/install/uninstall-verdict';
import type { AccountsService, Grant } from './accounts';
import type { CatalogueService } from './catalogue';
import { isPaidApp, PAYMENT_REQUIRED } from './money-rules';

/**
 * The installs of each organization (§4 Install / Uninstall, §7 Applications), with the same
 * permission rules as the site (src/domain/auth/roles.ts): the service says no by itself, so the UI is
 * tested against refusals. Also the developer organization's own private and in-review apps, the
 * direct-install endpoint of the store and the awaiting-apps notifications.
 *
 * A paid app is installed only against a settled charge of it (sandbox/README.md, "Money rules"):
 * `install` asks the billing provider (the PaymentLedger it is given), and the provider itself puts
 * the app in (`recordInstall`) when its charge succeeds or goes active, and takes it out
 * (`revokeInstall`) when the charge fails, is declined, cancelled or frozen. Every read of the
 * installs first lets the provider's clock catch up (`settle`), so a tab that closed mid-payment
 * leaves the same end state as one that watched.
 */

export type InstallOutcome = { ok: true } | { ok: false; status: 403 | 404 | 409 | 422; code: string; message: string };

export interface UninstallRecord {
  organizationId: string;
  appId: string;
  reason: string;
}

export interface AppInstance {
  id: string;
  applicationId: string;
  organizationId: string;
  installedAt: string;
}

/** What the install rules ask the billing provider (services/billing.ts). */
export interface PaymentLedger {
  /** Moves the organization's charges on the provider's clock and applies their ends (install, uninstall). */
  settle(organizationId: string): void;
  /** Whether the organization holds a settled charge of the app (success / active), priced by the provider for it. */
  entitles(organizationId: string, appId: string): boolean;
}

export interface ApplicationsService {
  /** The organization's own apps (private, in review and accepted), keyed by id. */
  ownApplications(organizationId: string): Record<string, ApiApplication>;
  reviewedApplications(organizationId: string): ApiApplication[];
  installed(organizationId: string, product?: string | null): string[];
  /** The API's install: the permission verdict, then 409 when installed, then 422 payment_required for a paid app not paid for. */
  install(grant: Grant, appId: string): InstallOutcome;
  /** The permission verdict of an install only (what a charge's activation checks before the card is charged). */
  installRefusal(grant: Grant, appId: string): InstallOutcome | null;
  uninstall(grant: Grant, appId: string, reason: string): InstallOutcome;
  /**
   * An install made outside the API, with no permission or payment check: the billing provider's
   * (a charge that settled) and the demo seed's (services/subscription-demo.ts). False for an unknown app.
   */
  recordInstall(organizationId: string, appId: string): boolean;
  /**
   * The billing provider takes the app away (its charge failed, was declined, cancelled or frozen).
   * The site's own uninstall that follows (§4: cancel, then DELETE) still answers 204 and records its reason.
   */
  revokeInstall(organizationId: string, appId: string): void;
  /** Connects the billing provider (done by createBillingService). */
  usePayments(ledger: PaymentLedger): void;
  instance(organizationId: string, appId: string): AppInstance | null;
  /** Apps the organization asked to be told about (`POST /awaiting_apps`). */
  awaitApp(organizationId: string, appId: unknown): boolean;
  awaiting(organizationId: string): string[];
  uninstallReasons(): readonly UninstallRecord[];
  /** The OAuth client ids of the apps installed by the organization (consent granted on install). */
  clientOf(appId: string): string | null;
  /** The app's slug (published or the organization's own), or null for an unknown id. */
  slugOf(appId: string): string | null;
}

/** Id and slug suffixes of the developer's own apps: deterministic, never in the public catalogue. */
export const PRIVATE_SUFFIX = 'private';
export const IN_REVIEW_SUFFIX = 'in-review';
export const ACCEPTED_SUFFIX = 'accepted';
const OWN_ID_ENDINGS: Record<string, string> = {
  [PRIVATE_SUFFIX]: 'a0a0a0a0',
  [IN_REVIEW_SUFFIX]: 'b0b0b0b0',
  [ACCEPTED_SUFFIX]: 'c0c0c0c0',
};
const OWN_NAME_ENDINGS: Record<string, string> = {
  [PRIVATE_SUFFIX]: 'private',
  [IN_REVIEW_SUFFIX]: 'in review',
  [ACCEPTED_SUFFIX]: 'coming soon',
};

function ownApps(
  catalogue: CatalogueService,
  developerId: string,
): { priv: ApiApplication[]; review: ApiApplication[]; accepted: ApiApplication[] } {
  const free = catalogue
    .published()
    .filter((app) => app.developerId === developerId && app.payment === null && app.customProps.isService !== 'true');
  const copy = (app: ApiApplication, suffix: string, lifecycle: Partial<ApiApplication>): ApiApplication => ({
    ...app,
    id: `${app.id.slice(0, 16)}${OWN_ID_ENDINGS[suffix]}`,
    slug: `${app.slug}-${suffix}`,
    name: `${app.name} (${OWN_NAME_ENDINGS[suffix]})`,
    installations: 0,
    widgetId: `widget-${app.slug}-${suffix}`,
    ...lifecycle,
  });
  const [first, second, third] = free;
  return {
    priv: first ? [copy(first, PRIVATE_SUFFIX, { publishedAt: null, submittedAt: null, acceptedAt: null })] : [],
    review: second
      ? [copy(second, IN_REVIEW_SUFFIX, { publishedAt: null, acceptedAt: null, submittedAt: '2026-01-15T10:00:00Z' })]
      : [],
    // Accepted, not published yet: the developer's own app that is coming soon (§4 lifecycle).
    accepted: third
      ? [
          copy(third, ACCEPTED_SUFFIX, {
            publishedAt: null,
            submittedAt: '2026-01-10T10:00:00Z',
            acceptedAt: '2026-01-20T10:00:00Z',
          }),
        ]
      : [],
  };
}

const product = (value: string | null | undefined): Product => (value === 'helpdesk' ? 'helpdesk' : 'livechat');

export function createApplicationsService(
  catalogue: CatalogueService,
  accounts: AccountsService,
  developerId: string,
  now: () => number = () => Date.now(),
): ApplicationsService {
  const own = ownApps(catalogue, developerId);
  const ownList = [...own.priv, ...own.review, ...own.accepted];
  const ownById = new Map(ownList.map((app) => [app.id, app]));
  const publishedById = new Map(catalogue.published().map((app) => [app.id, app]));
  const comingSoonIds = new Set(catalogue.comingSoon().map((app) => app.id));
  const installs = new Map<string, Map<string, AppInstance>>();
  const awaiting = new Map<string, Set<string>>();
  const reasons: UninstallRecord[] = [];
  /** Apps the billing provider took away, per organization, until installed again or uninstalled by the site. */
  const revoked = new Map<string, Set<string>>();
  let payments: PaymentLedger | null = null;
  const settle = (organizationId: string) => payments?.settle(organizationId);
  const revokedOf = (organizationId: string) => {
    let set = revoked.get(organizationId);
    if (!set) revoked.set(organizationId, (set = new Set()));
    return set;
  };
  const place = (organizationId: string, appId: string) => {
    installsOf(organizationId).set(appId, {
      id: `inst-${organizationId}-${appId}`,
      applicationId: appId,
      organizationId,
      installedAt: new Date(now()).toISOString(),
    });
    revokedOf(organizationId).delete(appId);
  };

  const appFor = (organizationId: string, appId: string): ApiApplication | null =>
    publishedById.get(appId) ?? (organizationId === developerId ? (ownById.get(appId) ?? null) : null);
  const installsOf = (organizationId: string) => {
    let map = installs.get(organizationId);
    if (!map) installs.set(organizationId, (map = new Map()));
    return map;
  };

  /** The site's own verdict, run on the token's organization: the same words for the same refusal. */
  function refusal(grant: Grant, app: ApiApplication): InstallOutcome | null {
    const host = product(app.product);
    const products = accounts.products(grant.organizationId);
    const verdict = installVerdict({
      user: {
        accountId: grant.accountId,
        organizationId: grant.organizationId,
        permissions: grant.scopes,
        accounts: accounts.accounts(grant.organizationId),
      },
      product: host,
      license: licenseStatus(products, host),
      currentPlan: accounts.subscription(grant.organizationId, host)?.plan ?? null,
      // The developer installs their own apps from here (§5 refuses buying them, not installing).
      app: { ...installFactsOf(app), paid: false },
    });
    if (verdict.allowed) return null;
    const status = verdict.reason === 'not-installable' || verdict.reason === 'license-inactive' ? 422 : 403;
    return { ok: false, status, code: verdict.reason.replace(/-/g, '_'), message: verdict.message };
  }

  return {
    ownApplications: (organizationId) =>
      organizationId === developerId ? Object.fromEntries(ownList.map((app) => [app.id, app])) : {},
    reviewedApplications: (organizationId) => (organizationId === developerId ? [...own.review] : []),
    installed: (organizationId, filter) => {
      settle(organizationId);
      const ids = [...installsOf(organizationId).keys()];
      if (!filter) return ids;
      return ids.filter((id) => appFor(organizationId, id)?.compatibility.includes(product(filter)));
    },
    install(grant, appId) {
      settle(grant.organizationId);
      const app = appFor(grant.organizationId, appId);
      if (!app) return { ok: false, status: 404, code: 'not_found', message: 'Application not found' };
      const refused = refusal(grant, app);
      if (refused) return refused;
      const mine = installsOf(grant.organizationId);
      if (mine.has(appId)) return { ok: false, status: 409, code: 'already_installed', message: FAILURE.alreadyInstalled };
      // Money rule 2: a paid app needs its settled charge. The developer installs their own paid app
      // without one (§5: "If you want to install it, go to Developer Console").
      const own = ownsProduct(grant.organizationId, app.developerId);
      if (isPaidApp(app) && !own && !payments?.entitles(grant.organizationId, appId)) {
        return { ok: false, status: 422, ...PAYMENT_REQUIRED };
      }
      place(grant.organizationId, appId);
      return { ok: true };
    },
    installRefusal(grant, appId) {
      const app = appFor(grant.organizationId, appId);
      if (!app) return { ok: false, status: 404, code: 'not_found', message: 'Application not found' };
      return refusal(grant, app);
    },
    uninstall(grant, appId, reason) {
      settle(grant.organizationId);
      const app = appFor(grant.organizationId, appId);
      const mine = installsOf(grant.organizationId);
      // Taken away by its charge's end a moment ago: the site's uninstall (§4, cancel first) still ends well.
      const takenAway = revokedOf(grant.organizationId).has(appId);
      if (!app || (!mine.has(appId) && !takenAway)) {
        return { ok: false, status: 404, code: 'not_found', message: 'Application not installed' };
      }
      // The site's own uninstall verdict (§6): install rights, and billing rights for a paid app,
      // whose plan the uninstall cancels; the plan floor does not keep an organization from leaving.
      const host = product(app.product);
      const verdict = uninstallVerdict({
        user: {
          accountId: grant.accountId,
          organizationId: grant.organizationId,
          permissions: grant.scopes,
          accounts: accounts.accounts(grant.organizationId),
        },
        product: host,
        license: licenseStatus(accounts.products(grant.organizationId), host),
        currentPlan: null,
        app: { ...installFactsOf(app), paid: isPaidApp(app) },
      });
      if (!verdict.allowed) {
        const status = verdict.reason === 'license-inactive' ? 422 : 403;
        return { ok: false, status, code: verdict.reason.replace(/-/g, '_'), message: verdict.message };
      }
      mine.delete(appId);
      revokedOf(grant.organizationId).delete(appId);
      reasons.push({ organizationId: grant.organizationId, appId, reason });
      return { ok: true };
    },
    recordInstall(organizationId, appId) {
      if (!appFor(organizationId, appId)) return false;
      if (!installsOf(organizationId).has(appId)) place(organizationId, appId);
      return true;
    },
    revokeInstall(organizationId, appId) {
      if (installsOf(organizationId).delete(appId)) revokedOf(organizationId).add(appId);
    },
    usePayments(ledger) {
      payments = ledger;
    },
    instance: (organizationId, appId) => {
      settle(organizationId);
      return installsOf(organizationId).get(appId) ?? null;
    },
    awaitApp(organizationId, appId) {
      // Published apps and the coming-soon ones (the point of asking: to hear when it is published).
      if (typeof appId !== 'string' || (!appFor(organizationId, appId) && !comingSoonIds.has(appId))) return false;
      let set = awaiting.get(organizationId);
      if (!set) awaiting.set(organizationId, (set = new Set()));
      set.add(appId);
      return true;
    },
    awaiting: (organizationId) => [...(awaiting.get(organizationId) ?? [])],
    uninstallReasons: () => reasons,
    slugOf: (appId) => (publishedById.get(appId) ?? ownById.get(appId))?.slug ?? null,
    clientOf: (appId) => (publishedById.get(appId) ?? ownById.get(appId))?.authorization?.clientId ?? null,
  };
}
