import type { ApiPayment, ApiWidget } from '../domain/catalogue/contract';
import { discountPropsOf, type DiscountProps } from '../domain/pricing/price-summary';
import { ApiError, request } from './http';

/**
 * Gatsby's pre-built page data (§2: /marketplace/page-data/{page}/page-data.json), read as a
 * no-auth JSON endpoint. An app page's data carries `result.data.app` (the AppPageFields
 * fragment); this module checks that shape and keeps what a comparison shows.
 */
export interface PageDataApp {
  /** The app's id ('' when the page data does not carry it), for its installed state. */
  appId: string;
  widgetId: string | null;
  designation: string | null;
  slug: string;
  name: string;
  icon: string;
  payment: ApiPayment | null;
  /** The time-limited discount keys of customProps (§5), for the price shown. */
  customProps: DiscountProps;
  discountActive: boolean;
  trialDays: number;
  rate: number | null;
  votes: number;
  compatibility: string[];
  widgets: Pick<ApiWidget, 'placement'>[];
  languages: string[];
  company: string;
  developerSlug: string | null;
  /** OAuth scopes the app asks for; null when the page data does not carry them. */
  scopes: string[] | null;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0);
const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

function payment(value: unknown): ApiPayment | null {
  if (!isObject(value) || typeof value.price !== 'number') return null;
  return {
    price: value.price,
    oldPrice: typeof value.oldPrice === 'number' ? value.oldPrice : null,
    discountPercent: typeof value.discountPercent === 'number' ? value.discountPercent : null,
    frequency: value.frequency === 'once' || value.frequency === 'hourly' ? value.frequency : 'monthly',
    trialDays: count(value.trialDays),
    creditCardRequired: value.creditCardRequired === true,
    perAccount: value.perAccount === true,
  };
}

/** The app of an app page's page data, or null when the document is not an app page. */
export function appFromPageData(body: unknown): PageDataApp | null {
  const app = isObject(body) && isObject(body.result) && isObject(body.result.data) ? body.result.data.app : null;
  if (!isObject(app) || typeof app.slug !== 'string' || typeof app.name !== 'string' || app.isService === true) return null;
  return {
    appId: text(app.appId),
    widgetId: typeof app.widgetId === 'string' && app.widgetId ? app.widgetId : null,
    designation: typeof app.designation === 'string' && app.designation ? app.designation : null,
    slug: app.slug,
    name: app.name,
    icon: text(app.icon),
    payment: payment(app.payment),
    customProps: discountPropsOf(isObject(app.customProps) ? app.customProps : null),
    discountActive: app.discountActive === true,
    trialDays: count(app.trialDays),
    rate: typeof app.rate === 'number' && Number.isFinite(app.rate) ? app.rate : null,
    votes: count(app.votes),
    compatibility: texts(app.compatibility),
    widgets: Array.isArray(app.widgets)
      ? app.widgets
          .filter(isObject)
          .filter((widget) => typeof widget.placement === 'string')
          .map((widget) => ({ placement: widget.placement as ApiWidget['placement'] }))
      : [],
    languages: texts(app.languages),
    company: text(app.company),
    developerSlug: typeof app.developerSlug === 'string' && app.developerSlug ? app.developerSlug : null,
    scopes: Array.isArray(app.scopes) ? texts(app.scopes) : null,
  };
}

/**
 * `GET {siteBase}/page-data/apps/{slug}/page-data.json`. `siteBase` is the site's absolute
 * address with its path prefix (e.g. https://example.com/marketplace). Resolves null when there
 * is no such app page (404, or page data of another kind of page); other failures reject with
 * the wrapper's ApiError.
 */
export async function fetchAppPageData(
  siteBase: string,
  slug: string,
  options: { signal?: AbortSignal } = {},
): Promise<PageDataApp | null> {
  try {
    const body = await request<unknown>(siteBase, `/page-data/apps/${encodeURIComponent(slug)}/page-data.json`, {
      signal: options.signal,
    });
    return appFromPageData(body);
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'not-found') return null;
    throw error;
  }
}
