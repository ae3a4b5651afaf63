import type { CategorySlug, DisplayMode, FeaturedTag, WidgetPlacement } from './contract';

/**
 * The category icon labels of §2, keyed by the icon they label (category and curated-list slugs
 * where one exists). Every label the navigation, landing pages and partner pages put beside an icon.
 */
export const CATEGORY_ICON_LABELS = {
  all: 'All',
  apps: 'Apps',
  'e-commerce': 'Ecommerce',
  crm: 'CRM',
  cms: 'CMS',
  'help-desk': 'Helpdesk',
  'email-marketing': 'Email marketing',
  analytics: 'Analytics',
  'new-and-noteworthy': 'New and noteworthy',
  'hackathon-winners': 'Hackathon winners',
  'staff-top-picks': 'Staff top picks',
  'recommended-partners': 'Recommended partners',
  'starter-pack': 'Starter pack',
  chatbot: 'Chatbot',
  kb: 'KB',
  livechat: 'Livechat',
  experts: 'Experts',
  omnichannel: 'Omnichannel',
  'self-setup': 'Self setup',
  'enhance-ecommerce': 'Enhance ecommerce',
  'ai-powered': 'AI powered',
  'contact-management': 'Contact management',
  'desktop-sharing': 'Desktop sharing',
  'lead-generation': 'Lead generation',
  chatbots: 'Chatbots',
  'files-sharing': 'Files sharing',
  'social-media': 'Social media',
} as const;

type CategoryIcon = keyof typeof CATEGORY_ICON_LABELS;

/** The label of a category icon (§2). */
export function categoryIconLabel(icon: CategoryIcon): string {
  return CATEGORY_ICON_LABELS[icon];
}

/**
 * A category label inside a sentence: lower case ("email marketing tools"), except acronyms that
 * stay as written ("CRM tools", "CMS tools").
 */
export function categoryInProse(label: string): string {
  return /^[A-Z]{2,}$/.test(label) ? label : label.toLowerCase();
}

/** The twelve app categories of §2, in the order the navigation shows them, with their icon labels. */
export const CATEGORIES: ReadonlyArray<{ slug: CategorySlug; label: string }> = (
  [
    'e-commerce',
    'crm',
    'cms',
    'help-desk',
    'email-marketing',
    'analytics',
    'contact-management',
    'desktop-sharing',
    'lead-generation',
    'chatbots',
    'files-sharing',
    'social-media',
  ] as const
).map((slug) => ({ slug, label: CATEGORY_ICON_LABELS[slug] }));

export type CuratedListSlug =
  'new-and-noteworthy' | 'staff-top-picks' | 'starter-pack' | 'hackathon-winners' | 'self-setup' | 'ai-powered' | 'by-text';

interface CuratedList {
  slug: CuratedListSlug;
  title: string;
  description: string;
}

/** Curated lists of §2. Membership comes from an app's tags, except the two derived from customProps. */
export const CURATED_LISTS: ReadonlyArray<CuratedList> = [
  { slug: 'new-and-noteworthy', title: 'New and noteworthy', description: 'Fresh apps our team thinks you should try first.' },
  { slug: 'staff-top-picks', title: 'Staff top picks', description: 'The apps our own support team relies on every day.' },
  { slug: 'starter-pack', title: 'Starter pack', description: 'Everything a new team needs in its first week.' },
  { slug: 'hackathon-winners', title: 'Hackathon winners', description: 'Winning builds from our developer hackathons.' },
  { slug: 'self-setup', title: 'Self setup', description: 'Apps you can install and configure in minutes, without help.' },
  { slug: 'ai-powered', title: 'AI powered', description: 'Apps that put machine learning to work for your team.' },
  { slug: 'by-text', title: 'By Text', description: 'Apps built and maintained by the makers of the platform.' },
];

/** Which curated lists an app belongs to. */
export function curatedListsOf(app: { tags: string[]; customProps: Record<string, string | undefined> }): CuratedListSlug[] {
  const known = new Set<string>(CURATED_LISTS.map((list) => list.slug));
  const lists = app.tags.filter((tag): tag is CuratedListSlug => known.has(tag));
  if (app.customProps.isAiPowered === 'true' && !lists.includes('ai-powered')) lists.push('ai-powered');
  if (app.customProps.internalProduct === 'true' && !lists.includes('by-text')) lists.push('by-text');
  return lists;
}

export const WIDGET_PLACEMENTS: ReadonlyArray<WidgetPlacement> = [
  'targeted-message',
  'fullscreen',
  'messagebox',
  'plugin',
  'settings',
  'reports',
];
export const DISPLAY_MODES: ReadonlyArray<DisplayMode> = ['iframe', 'popup', 'redirect'];
export const FEATURED_TAGS: ReadonlyArray<FeaturedTag> = [
  'app-of-the-week',
  'monthly-highlights',
  'app-of-the-month',
  'app-of-the-month-right',
];

/** Host-link button label by widget placement (§2). */
export function hostLinkLabel(placement: WidgetPlacement): string {
  switch (placement) {
    case 'fullscreen':
      return 'Open app';
    case 'settings':
      return 'Open settings';
    case 'plugin':
    case 'messagebox':
      return 'Go to Chats';
    case 'reports':
      return 'Go to Reports';
    default:
      return 'Open app';
  }
}

export { PRODUCT_NAMES } from './products';

/** Landing pages of §2 and the catalogue slice each one presents. */
export const LANDING_PAGES = [
  { path: '/saas-deals/', title: 'SaaS deals', intro: 'Time-limited discounts on apps that grow your chat and help desk.' },
  {
    path: '/omnichannel-communication/',
    title: 'Omnichannel communication',
    intro: 'Meet customers on every channel and answer them from one place.',
  },
  { path: '/enhance-ecommerce/', title: 'Enhance ecommerce', intro: 'Turn conversations into orders with store integrations.' },
] as const;
