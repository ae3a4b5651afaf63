/**
 * OAuth scopes grouped into the permission areas of §3, for "What this app can access" on the app
 * page and for the sign-in consent screen. Pure and table-driven.
 *
 * A scope's resource is matched against SCOPE_AREAS by the longest prefix that ends where the
 * scope's resource name ends (before "--", ":", "_", "." or the end), so `chats--access:rw`,
 * `chats.conversation--all:rw` and `chats_read` are all Chats, while `chatbots--all:rw` is not.
 *
 * Unknown scopes are NOT folded into 'Tools': they are listed in an area of their own, OTHER_AREA
 * ("Other"), last, with the raw scope names, so a page never understates what an app asks for and
 * a new scope shows up (and can be added to the table) instead of hiding behind a known name.
 */

/** The permission areas of §3, in the order they are shown. */
export const PERMISSION_AREAS = [
  'Onboarding',
  'Usage',
  'Home screen',
  'Chats',
  'Customers',
  'Archives',
  'Agents',
  'Chatbots',
  'Groups',
  'Tickets',
  'Reports',
  'Webhooks and integrations',
  'Subscription',
  'Sessions',
  'Settings',
  'Organization settings',
  'Developers program',
  'Tools',
] as const;

type PermissionArea = (typeof PERMISSION_AREAS)[number];

/** The area of scopes the table does not know. */
export const OTHER_AREA = 'Other';
type AreaName = PermissionArea | typeof OTHER_AREA;

type Access = 'read' | 'read-write';

export const ACCESS_LABELS: Record<Access, string> = { read: 'Read only', 'read-write': 'Read and write' };

/** Shown instead of the list for an app without an OAuth client or scopes. */
export const NO_ACCOUNT_ACCESS = 'This app does not access your account data.';

/** Scope resource (prefix) → permission area. */
export const SCOPE_AREAS: Readonly<Record<string, PermissionArea>> = {
  onboarding: 'Onboarding',
  usage: 'Usage',
  home: 'Home screen',
  home_screen: 'Home screen',
  chats: 'Chats',
  multicast: 'Chats',
  customers: 'Customers',
  archives: 'Archives',
  agents: 'Agents',
  accounts: 'Agents',
  'agents-bot': 'Chatbots',
  chatbots: 'Chatbots',
  bots: 'Chatbots',
  groups: 'Groups',
  tickets: 'Tickets',
  reports: 'Reports',
  webhooks: 'Webhooks and integrations',
  integrations: 'Webhooks and integrations',
  hd_integrations: 'Webhooks and integrations',
  billing: 'Subscription',
  subscription: 'Subscription',
  sessions: 'Sessions',
  settings: 'Settings',
  properties: 'Settings',
  organization: 'Organization settings',
  'organization.product': 'Organization settings',
  dev_platform: 'Developers program',
  tags: 'Tools',
  canned_responses: 'Tools',
  greetings: 'Tools',
  forms: 'Tools',
};

const PREFIXES = Object.keys(SCOPE_AREAS).sort((a, b) => b.length - a.length);
const BOUNDARY = /^(--|:|_|\.|$)/;

/** The permission area of one scope, or OTHER_AREA when the table does not know it. */
export function areaOfScope(scope: string): AreaName {
  const name = scope.trim().toLowerCase();
  const prefix = PREFIXES.find((candidate) => name.startsWith(candidate) && BOUNDARY.test(name.slice(candidate.length)));
  return prefix ? SCOPE_AREAS[prefix] : OTHER_AREA;
}

/** §3: a scope grants writing when it includes write, :rw, manage or :rc. */
export function scopeWrites(scope: string): boolean {
  return ['write', ':rw', 'manage', ':rc'].some((mark) => scope.includes(mark));
}

interface PermissionAreaAccess {
  area: AreaName;
  access: Access;
  /** The scopes that put the app in this area, as asked for (duplicates dropped). */
  scopes: string[];
}

/**
 * Groups scopes into permission areas in the §3 order (OTHER_AREA last). An area is read-only
 * unless one of its scopes includes write, :rw, manage or :rc. Empty input gives [].
 */
export function permissionAreas(scopes: readonly string[]): PermissionAreaAccess[] {
  const byArea = new Map<AreaName, string[]>();
  for (const scope of new Set(scopes.filter((value) => value.trim() !== ''))) {
    const area = areaOfScope(scope);
    byArea.set(area, [...(byArea.get(area) ?? []), scope]);
  }
  const order: AreaName[] = [...PERMISSION_AREAS, OTHER_AREA];
  return order.flatMap((area) => {
    const inArea = byArea.get(area);
    return inArea ? [{ area, access: inArea.some(scopeWrites) ? 'read-write' : 'read', scopes: inArea }] : [];
  });
}
