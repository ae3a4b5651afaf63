import type { Product, WidgetPlacement } from '../catalogue/contract';

/**
 * Links into the host application (§2 "Links into the host application"): where a signed-in user
 * of the host product finds an installed app. Pure: the host's base URL is a parameter.
 */

/** The base URLs of the two host applications, as the build is configured (core/config hostAppUrls). */
export type HostAppUrls = Readonly<Record<Product, string>>;

const HOST_CHATS_PATH = '/chats';
const HOST_REPORTS_PATH = '/reports';
/** Where an app link the rules cannot resolve goes. */
const HOST_FALLBACK_PATH = '/apps/';

/** Settings paths by app designation; the app id (or slug) is appended. */
export const SETTINGS_PATHS: Readonly<Record<string, string>> = {
  integration: '/settings/integrations',
  automation: '/settings/automation',
  'chat-widget': '/settings/chat-widget',
  reporting: '/settings/reporting',
};
/** Settings path of an app without a known designation. */
const DEFAULT_SETTINGS_PATH = '/settings/apps';

/** What a host link needs to know about an app. */
export interface HostLinkApp {
  appId?: string | null;
  slug?: string | null;
  widgetId?: string | null;
  designation?: string | null;
  /** Private apps (never on public pages) open by their widget id. */
  isPrivate?: boolean;
}

const segment = (value: string) => encodeURIComponent(value);

/** The app's own view in the host: /app/{widgetId} for private apps, /app/{slug} otherwise; /apps/ when unknown. */
function hostAppPath(app: HostLinkApp): string {
  if (app.isPrivate) return app.widgetId ? `/app/${segment(app.widgetId)}` : HOST_FALLBACK_PATH;
  return app.slug ? `/app/${segment(app.slug)}` : HOST_FALLBACK_PATH;
}

/** The app's page in the host's app list: /apps/{slug}; /apps/ when unknown. */
function hostAppListPath(app: HostLinkApp): string {
  return app.slug ? `/apps/${segment(app.slug)}` : HOST_FALLBACK_PATH;
}

/** The app's settings: the designation's settings path plus the app id, or the slug without one. */
function hostSettingsPath(app: HostLinkApp): string {
  const key = app.appId || app.slug;
  if (!key) return HOST_FALLBACK_PATH;
  // Own keys only: a designation such as 'constructor' must not pick up an Object.prototype member.
  const designation = app.designation && Object.hasOwn(SETTINGS_PATHS, app.designation) ? app.designation : null;
  const base = (designation && SETTINGS_PATHS[designation]) || DEFAULT_SETTINGS_PATH;
  return `${base}/${segment(key)}`;
}

/** Path inside the host where a widget placement of the app shows up. */
export function hostLinkPath(placement: WidgetPlacement, app: HostLinkApp): string {
  switch (placement) {
    case 'plugin':
    case 'messagebox':
      return HOST_CHATS_PATH;
    case 'reports':
      return HOST_REPORTS_PATH;
    case 'settings':
      return hostSettingsPath(app);
    case 'fullscreen':
      return hostAppPath(app);
    default:
      return app.isPrivate ? hostAppPath(app) : hostAppListPath(app);
  }
}

/** The absolute host link: base URL (trailing slashes ignored) + hostLinkPath. */
export function hostLinkUrl(placement: WidgetPlacement, app: HostLinkApp, hostBaseUrl: string): string {
  return `${hostBaseUrl.replace(/\/+$/, '')}${hostLinkPath(placement, app)}`;
}

/** Names of the widget placements for people (the same words as the listing's placement filter). */
export const PLACEMENT_LABELS: Readonly<Record<WidgetPlacement, string>> = {
  'targeted-message': 'Targeted message',
  fullscreen: 'Full screen',
  messagebox: 'Message box',
  plugin: 'Chat plugin',
  settings: 'Settings',
  reports: 'Reports',
};
