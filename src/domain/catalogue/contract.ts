/**
 * Wire shapes of the marketplace API (spec §3, §7). The sandbox serves exactly these and
 * `src/api-client` turns them into the site's domain types. Keep them faithful to the contract:
 * timestamps are ISO strings or null, prices are integer cents, customProps values are strings.
 */

export type Product = 'livechat' | 'helpdesk';

export type CategorySlug =
  | 'e-commerce'
  | 'cms'
  | 'email-marketing'
  | 'analytics'
  | 'help-desk'
  | 'crm'
  | 'contact-management'
  | 'desktop-sharing'
  | 'lead-generation'
  | 'chatbots'
  | 'files-sharing'
  | 'social-media';

export type WidgetPlacement = 'targeted-message' | 'fullscreen' | 'messagebox' | 'plugin' | 'settings' | 'reports';
export type DisplayMode = 'iframe' | 'popup' | 'redirect';
export type FeaturedTag = 'app-of-the-week' | 'monthly-highlights' | 'app-of-the-month' | 'app-of-the-month-right';
export type PlanTier =
  'solo' | 'starter' | 'regular' | 'basic' | 'team' | 'pro' | 'business' | 'premium' | 'enterprise' | 'enterpriseplus';
export type ServiceType =
  'training' | 'chatbot_building' | 'chat_agent_outsourcing' | 'custom_development' | 'product_implementation' | 'other';
/** Payment frequencies of §3. */
export type PaymentFrequency = 'once' | 'monthly' | 'hourly';

interface ApiCategory {
  id: string;
  slug: CategorySlug;
  name: string;
}

export interface ApiWidget {
  placement: WidgetPlacement;
  displayMode: DisplayMode;
  url: string;
}

export interface ApiPayment {
  /** Price in cents. */
  price: number;
  oldPrice: number | null;
  discountPercent: number | null;
  frequency: PaymentFrequency;
  trialDays: number;
  creditCardRequired: boolean;
  perAccount: boolean;
}

export interface ApiUpgradePlan {
  id: string;
  name: string;
  /** Price in cents. */
  price: number;
  frequency: PaymentFrequency;
  perAccount: boolean;
  features: string[];
}

export interface ApiChangelogEntry {
  version: string;
  date: string;
  notes: string;
}

/**
 * customProps arrive as strings (a CMS key/value table). Known keys are listed in §3;
 * unknown keys are kept as they come.
 */
export type ApiCustomProps = Partial<
  Record<
    | 'order'
    | 'discountFrom'
    | 'discountTo'
    | 'discountPercent'
    | 'isService'
    | 'isPremium'
    | 'isTeamPlan'
    | 'verified'
    | 'isAiPowered'
    | 'internalProduct'
    | 'agentAppReport'
    | 'usingBeta'
    | 'hiddenForBeta'
    | 'onlyOwnerCanInstall'
    | 'trustedUrl'
    | 'alternativeSettingUrl'
    | 'alternativeFullscreenPath'
    | 'directInstallUrlInNewTab'
    | 'finishInstallUrl'
    | 'finishInstallCopy'
    | 'featuredTag',
    string
  >
> &
  Record<string, string | undefined>;

/** An application or a service (customProps.isService === 'true'), as `GET /applications/{slug}/published` answers. */
export interface ApiApplication {
  id: string;
  slug: string;
  name: string;
  hidden: boolean;
  underMaintenance: boolean;
  installable: boolean;
  /** The product the app was built for. */
  product: Product;
  /** Every product the app works with (one or both). */
  compatibility: Product[];
  category: ApiCategory;
  shortDescription: string;
  /** HTML written by the developer; must be sanitised before render. */
  longDescription: string;
  features: string[];
  benefits: string[];
  installations: number;
  publishedAt: string | null;
  submittedAt: string | null;
  acceptedAt: string | null;
  updatedAt: string;
  /** Developer (company) name. */
  company: string;
  developerId: string;
  icon: string;
  screenshots: { large: string; alt: string }[];
  widgetId: string | null;
  designation: string | null;
  /** Minimum plan of the host product, when the app needs one. */
  plan: PlanTier | null;
  trialDays: number;
  theme: string | null;
  tutorialUrl: string | null;
  directInstallUrl: string | null;
  languages: string[];
  industries: string[];
  /** Service types; empty for apps. */
  types: ServiceType[];
  country: string;
  authorization: { clientId: string } | null;
  elements: { onboarding: boolean };
  widgets: ApiWidget[];
  /** null for free apps. */
  payment: ApiPayment | null;
  upgrades: ApiUpgradePlan[];
  support: { email: string; url: string | null; docsUrl: string | null };
  terms: { termsUrl: string; privacyUrl: string };
  changelog: ApiChangelogEntry[];
  /** Curated lists the app belongs to (slugs of §2's curated lists). */
  tags: string[];
  rating: { rate: number } | null;
  customProps: ApiCustomProps;
}

/** Sandbox-only flags for apps that never appear in `/applications/published`. */
export interface SandboxApplication extends ApiApplication {
  visibility: 'public' | 'private';
}

export interface ApiResources {
  applicationId: string;
  videos: { title: string; url: string }[];
  documents: { title: string; url: string }[];
}

export interface ApiReview {
  id: string;
  name: string;
  rate: number;
  comment: string;
  createdAt: string;
}

export interface ApiHistogramBucket {
  stars: 1 | 2 | 3 | 4 | 5;
  percent: number;
  votes: number;
}

/** `GET /feedback/rate/application/{id}`. */
export interface ApiRatingSummary {
  product: string;
  rate: number;
  votes: number;
  reviews: ApiReview[];
  histogram: ApiHistogramBucket[];
}

/** `GET /developers/{id}/profile`. */
export interface ApiDeveloperProfile {
  id: string;
  slug: string;
  developerName: string;
  /** HTML; sanitise before render. */
  description: string;
  website: string;
  email: string;
  logo: string;
  country: string;
  productsNumber: number;
  apps: string[];
  services: string[];
}

export interface ApiPartnerReview {
  id: string;
  name: string;
  rate: number;
  comment: string;
  createdAt: string;
}

export interface ApiPartnerCampaign {
  slug: string;
  title: string;
  headline: string;
  body: string;
}

/** `GET partners/experts_marketplace/{id}` (id or slug). */
export interface ApiPartner {
  id: string;
  slug: string;
  name: string;
  company: string;
  shortDescription: string;
  description: string;
  logo: string;
  website: string;
  country: string;
  languages: string[];
  services: ServiceType[];
  products: Product[];
  recommended: boolean;
  rating: { rate: number; votes: number };
  reviews: ApiPartnerReview[];
  campaign: ApiPartnerCampaign | null;
  since: string;
}

/** `GET /clients/{id}/public`: an OAuth client's public data, including the scopes it asks for. */
export interface ApiClientPublic {
  client_id: string;
  name: string;
  scopes: string[];
}

/** An item of `GET partners/experts_prospects_marketplace/all?unclaimed=true` → `{ result: [...] }`. */
export interface ApiPartnerProspect {
  expert_id: string;
  name: string;
  website: string;
  country: string;
}

/** `POST partners/experts_marketplace/{id}/message`: the expert request (no login needed, §6). */
export interface ApiPartnerMessageBody {
  email: string;
  userEmail: string;
  message: string;
  name: string;
  surname: string;
  website: string;
}

/** `POST partners/experts_marketplace/{id}/comment`: a review of the expert; 409 when already sent. */
export interface ApiPartnerCommentBody {
  email: string;
  userEmail: string;
  comment: string;
  name: string;
  website: string;
}

/** §3: the string 'true' in customProps.isService marks a service (its page is under /services/). */
export const isServiceApp = (app: Pick<ApiApplication, 'customProps'>): boolean => app.customProps.isService === 'true';
