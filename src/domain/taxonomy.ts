import type { CategorySlug, DisplayMode, FeaturedTag, WidgetPlacement } from './contract';

/** The twelve app categories of §2, in the order the navigation shows them, with their icon labels. */
export const CATEGORIES: ReadonlyArray<{ slug: CategorySlug; label: string }> = [
  { slug: 'e-commerce', label: 'Ecommerce' },
  { slug: 'crm', label: 'CRM' },
  { slug: 'cms', label: 'CMS' },
  { slug: 'help-desk', label: 'Helpdesk' },
  { slug: 'email-marketing', label: 'Email marketing' },
  { slug: 'analytics', label: 'Analytics' },
  { slug: 'contact-management', label: 'Contact management' },
  { slug: 'desktop-sharing', label: 'Desktop sharing' },
  { slug: 'lead-generation', label: 'Lead generation' },
  { slug: 'chatbots', label: 'Chatbots' },
  { slug: 'files-sharing', label: 'Files sharing' },
  { slug: 'social-media', label: 'Social media' },
];

export type CuratedListSlug =
  'new-and-noteworthy' | 'staff-top-picks' | 'starter-pack' | 'hackathon-winners' | 'self-setup' | 'ai-powered' | 'by-text';

export interface CuratedList {
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

export const PRODUCT_NAMES = { livechat: 'LiveChat', helpdesk: 'HelpDesk' } as const;

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
