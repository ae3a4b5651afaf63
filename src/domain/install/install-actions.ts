import type { Product, WidgetPlacement } from '../catalogue/contract';
import { hostLinkUrl, type HostAppUrls, type HostLinkApp } from '../host/host-links';
import { installedPlacement } from './installed-placement';
import { SUCCESS } from '../site/success';
import type { InstallAppFacts } from '../auth/roles';
import { isPlanTier } from '../catalogue/plan-tiers';

/**
 * The install and uninstall flows of §4 as pure rules: which button an installed app gets (§2
 * placement labels), where the install lands, which notice ends each flow, and the waits of §9.
 */

/** §9 'Uninstall delay'. */
export const UNINSTALL_DELAY_MS = 1000;
/** §9 'Consent status wait' and its cache. */
export const CONSENT_STATUS_WAIT_MS = 2000;
export const CONSENT_CACHE_MS = 300_000;
/** §4 'Uninstall': consent is withdrawn for the whole organization. */
export const CONSENT_COVERAGE = 'organization' as const;

/** Reasons the uninstall picker offers (§4: "a reason (joined text) is sent"; the list is ours). */
export const UNINSTALL_REASONS = [
  "It doesn't work as expected",
  'It is too expensive',
  'I found a better alternative',
  'I only wanted to test it',
  'Other',
] as const;

/** The reasons picked, then the user's own words, joined into the one text the call sends. */
export function joinReasons(picked: readonly string[], comment = ''): string {
  return [...picked, comment.trim()].filter(Boolean).join(', ');
}

/** What the install action knows of a product (cards and pages give what their fragments have). */
export interface InstallTarget {
  appId: string;
  slug: string;
  name: string;
  isService: boolean;
  installable?: boolean;
  developerId?: string | null;
  plan?: string | null;
  payment?: { price: number } | null;
  customProps?: Record<string, unknown> | null;
  designation?: string | null;
  widgetId?: string | null;
  /** Placements of the app's widgets (cards), or the widgets themselves (pages): the host link an installed app offers (§2). */
  placements?: readonly string[] | null;
  widgets?: ReadonlyArray<{ placement: string }> | null;
  /** Private and in-review apps of the organization (§2 client-only areas). */
  isPrivate?: boolean;
}

export function isPaid(target: Pick<InstallTarget, 'payment'>): boolean {
  return target.payment != null && target.payment.price > 0;
}

/** installVerdict's view of the target; an unknown `installable` counts as installable. */
export function installFactsOfTarget(target: InstallTarget): InstallAppFacts {
  const plan = target.plan && isPlanTier(target.plan) ? target.plan : null;
  return {
    installable: target.installable !== false,
    plan,
    onlyOwnerCanInstall: target.customProps?.onlyOwnerCanInstall === 'true',
    developerId: target.developerId ?? '',
    paid: isPaid(target),
  };
}

const PLACEMENT_BUTTON: Readonly<Partial<Record<WidgetPlacement, string>>> = {
  fullscreen: 'Open app',
  settings: 'Open settings',
  plugin: 'Go to Chats',
  messagebox: 'Go to Chats',
  reports: 'Go to Reports',
};
const INSTALLED_LABEL = 'Installed';

export { installedPlacement };

interface InstalledAction {
  label: string;
  href: string | null;
}

const hostApp = (target: InstallTarget): HostLinkApp => ({
  appId: target.appId,
  slug: target.slug,
  widgetId: target.widgetId ?? null,
  designation: target.designation ?? null,
  isPrivate: target.isPrivate ?? false,
});

/** §2: Installed / Open app / Open settings / Go to Chats / Go to Reports, with its host link. */
export function installedAction(target: InstallTarget, product: Product, hosts: HostAppUrls): InstalledAction {
  const placement = installedPlacement(target);
  if (!placement) return { label: INSTALLED_LABEL, href: null };
  return {
    label: PLACEMENT_BUTTON[placement] ?? INSTALLED_LABEL,
    href: hostLinkUrl(placement, hostApp(target), hosts[product]),
  };
}

/** Where §4 sends the user after an install: the app's settings in the host. */
export function settingsUrl(target: InstallTarget, product: Product, hosts: HostAppUrls): string {
  return hostLinkUrl('settings', hostApp(target), hosts[product]);
}

/** §4: to the settings unless the app is a service, is already paid, or the redirect is disabled. */
export function redirectsToSettings(input: { isService: boolean; alreadyPaid: boolean; redirectDisabled: boolean }): boolean {
  return !input.isService && !input.alreadyPaid && !input.redirectDisabled;
}

/**
 * §8: the install's success notice, except on a checkout page, whose thank-you says it. Agent-app
 * mode keeps it: §4 leaves out only a purchase's toast there (domain/checkout showsPurchaseToast).
 * `pathname` may carry the site's path prefix.
 */
export function showsInstallNotice(pathname: string): boolean {
  return !/(^|\/)checkout(\/|$)/.test(pathname);
}

export const installedMessage = (isService: boolean) => (isService ? SUCCESS.serviceActivated : SUCCESS.appInstalled);
export const uninstalledMessage = (isService: boolean) => (isService ? SUCCESS.serviceDeactivated : SUCCESS.appUninstalled);

/** §2: after install the user may come back to the app page with ?action=settings. */
const SETTINGS_ACTION = 'settings';
export function wantsSettingsAction(search: string): boolean {
  return new URLSearchParams(search).get('action') === SETTINGS_ACTION;
}

/**
 * The address to leave behind once the settings open: the same without `action`, so Back from the
 * host's settings returns to the app page instead of being sent to the settings again.
 */
export function withoutSettingsAction({ pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  const params = new URLSearchParams(search);
  params.delete('action');
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}${hash}`;
}

/** Paid apps are bought at checkout: their button goes there. */
export { checkoutPath } from '../billing/checkout-path';
