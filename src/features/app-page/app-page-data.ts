import type { ApiChangelogEntry, ApiPayment, ApiRatingSummary, ApiUpgradePlan, ApiWidget } from '../../domain/catalogue/contract';
import type { AppCardData } from '../../domain/catalogue/app-card-data';

/** What the app and service pages read (the AppPageFields GraphQL fragment). */
export interface AppPageData {
  appId: string;
  slug: string;
  name: string;
  icon: string;
  isService: boolean;
  underMaintenance: boolean;
  /** §5 "Install is allowed only if the app permits it." */
  installable: boolean;
  /** The developer's account: they may not buy their own app (§5). */
  developerId: string;
  shortDescription: string;
  /** Already sanitised at build time. */
  longDescription: string;
  metaDescription: string;
  features: string[];
  benefits: string[];
  categorySlug: string;
  categoryName: string;
  company: string;
  developerSlug: string | null;
  /** The app's host product (livechat, helpdesk): whose license, roles and plan its install counts. */
  product: string;
  compatibility: string[];
  languages: string[];
  industries: string[];
  types: string[];
  country: string;
  installations: number;
  publishedAt: string | null;
  updatedAt: string;
  lifecycle: string;
  plan: string | null;
  trialDays: number;
  payment: ApiPayment | null;
  upgrades: ApiUpgradePlan[];
  widgets: ApiWidget[];
  widgetId: string | null;
  designation: string | null;
  /** OAuth scopes the app's client asks for; empty without a client. */
  scopes: string[];
  /** The app's OAuth client: its install asks the account service's popup for consent (§4). */
  clientId?: string | null;
  /** §4: the store-supplied install URL of an app that follows its own install flow. */
  directInstallUrl?: string | null;
  /** The discount keys (§5) and onlyOwnerCanInstall (§6) are read; the rest travels along. */
  customProps: { discountFrom?: string; discountTo?: string; discountPercent?: string; onlyOwnerCanInstall?: string };
  /** Whether the time-limited discount was active when the site was built. */
  discountActive: boolean;
  screenshots: { large: string; alt: string }[];
  support: { email: string; url: string | null; docsUrl: string | null };
  terms: { termsUrl: string; privacyUrl: string };
  changelog: ApiChangelogEntry[];
  rate: number | null;
  votes: number;
  ratingSummary: ApiRatingSummary | null;
}

export interface AppPageQueryData {
  app: AppPageData;
  more: { nodes: AppCardData[] };
}
