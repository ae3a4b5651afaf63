/**
 * The twelve categories of spec §2 with the vocabulary their apps are written from.
 * Ids are fixed so that category ids stay stable across seeds and sizes.
 * `{product}` in a phrase is replaced by the host product name (LiveChat / HelpDesk).
 */
import type { CategorySlug, WidgetPlacement } from '../../src/domain/contract';

export interface CategoryVocab {
  id: string;
  slug: CategorySlug;
  name: string;
  /** Word stems app names are built from. */
  stems: string[];
  /** Plural nouns the apps deal with. */
  topics: string[];
  /** Imperative phrases: what the app does. */
  actions: string[];
  /** Base-verb phrases: what the team gets. */
  outcomes: string[];
  features: string[];
  benefits: string[];
  scopes: string[];
  /** Chance that an app of this category is built for HelpDesk rather than LiveChat. */
  helpdeskShare: number;
  placements: WidgetPlacement[];
}

export const CATEGORIES: CategoryVocab[] = [
  {
    id: '1', slug: 'e-commerce', name: 'E-commerce',
    stems: ['Cart', 'Shop', 'Order', 'Basket', 'Checkout', 'Store', 'Merch', 'Parcel', 'Coupon', 'Retail', 'Till', 'Stock', 'Bazaar', 'Vendor'],
    topics: ['orders', 'carts', 'refunds', 'shipments', 'product catalogs', 'coupons'],
    actions: ['Sync store orders into {product}', 'Show cart contents next to every chat', 'Send product cards from the chat window', 'Look up shipping status without leaving {product}', 'Issue refunds and coupons from a conversation', 'Recover abandoned carts with a timely message'],
    outcomes: ['answer delivery questions in seconds', 'turn browsing visitors into buyers', 'close more sales while the shopper is still online', 'stop copying order numbers between tabs', 'keep every order detail one click away'],
    features: ['Two-way order sync', 'Cart preview in the chat sidebar', 'Product cards with images and prices', 'One-click refunds', 'Coupon codes generated on the fly', 'Shipment tracking links', 'Abandoned cart reminders', 'Multi-store support', 'Order history per customer', 'Inventory check before you promise'],
    benefits: ['Shorter handling time on order questions', 'Higher conversion from chat', 'Fewer "where is my order" tickets', 'Agents sell without switching tools', 'Every order decision backed by real data', 'Happier repeat customers'],
    scopes: ['chats--all:ro', 'customers:rw', 'chats--access:rw', 'webhooks--all:rw'],
    helpdeskShare: 0.25, placements: ['plugin', 'messagebox', 'targeted-message'],
  },
  {
    id: '2', slug: 'cms', name: 'CMS',
    stems: ['Page', 'Site', 'Blog', 'Press', 'Post', 'Layout', 'Block', 'Draft', 'Publish', 'Theme', 'Embed', 'Folio', 'Web', 'Canvas'],
    topics: ['pages', 'blog posts', 'landing pages', 'site sections', 'templates'],
    actions: ['Add the chat widget to any page of your site', 'Embed {product} on your site without touching code', 'Control where the chat appears on each page', 'Connect your site builder to {product}', 'Show the right greeting on every section of your site'],
    outcomes: ['go live in minutes', 'keep your design consistent', 'talk to visitors exactly where they need help', 'let marketers manage the widget themselves', 'launch new pages with chat already in place'],
    features: ['Drag-and-drop widget block', 'Per-page visibility rules', 'Automatic theme color matching', 'Multi-site management', 'Works with cached pages', 'Language detection per page', 'Visitor page tracking', 'Staging site support'],
    benefits: ['No developer time needed', 'Chat where visitors actually are', 'Consistent brand look', 'Faster launches', 'Less maintenance after redesigns'],
    scopes: ['chats--all:ro', 'settings--all:rw', 'groups--all:ro'],
    helpdeskShare: 0.2, placements: ['settings', 'targeted-message'],
  },
  {
    id: '3', slug: 'email-marketing', name: 'Email marketing',
    stems: ['Mail', 'Inbox', 'Letter', 'Send', 'Drip', 'Campaign', 'News', 'Envelope', 'Promo', 'Outreach', 'Digest', 'Bulletin', 'Stamp', 'Memo'],
    topics: ['newsletters', 'mailing lists', 'subscribers', 'campaigns', 'email sequences'],
    actions: ['Add chat visitors to your mailing lists', 'Sync subscribers between {product} and your newsletter tool', 'Trigger email sequences from chat events', 'Collect newsletter sign-ups during conversations', 'Tag contacts by campaign straight from {product}'],
    outcomes: ['grow your list with every conversation', 'follow up while the lead is still warm', 'keep your audience segments accurate', 'turn support chats into loyal readers', 'measure which campaigns start conversations'],
    features: ['Automatic list sync', 'Double opt-in support', 'Tags and custom fields mapping', 'Sequence triggers from chat events', 'Unsubscribe status in the sidebar', 'GDPR consent capture', 'Segment builder', 'Campaign attribution'],
    benefits: ['Bigger, cleaner mailing lists', 'Faster follow-ups', 'No CSV exports', 'Consent recorded automatically', 'Marketing and support share one view'],
    scopes: ['customers:ro', 'customers:rw', 'chats--all:ro', 'webhooks--all:rw'],
    helpdeskShare: 0.3, placements: ['messagebox', 'settings'],
  },
  {
    id: '4', slug: 'analytics', name: 'Analytics',
    stems: ['Metric', 'Stat', 'Chart', 'Insight', 'Data', 'Graph', 'Trend', 'Signal', 'Report', 'Pixel', 'Funnel', 'Score', 'Gauge', 'Quant'],
    topics: ['reports', 'dashboards', 'conversion funnels', 'team metrics', 'satisfaction scores'],
    actions: ['Turn {product} activity into live dashboards', 'Track which chats lead to sales', 'Export conversation metrics to your data warehouse', 'Measure response times across every team', 'Send chat events to your analytics suite'],
    outcomes: ['spot bottlenecks before customers notice', 'prove the value of your support team', 'make staffing decisions with real numbers', 'share results with the whole company', 'see the full customer journey'],
    features: ['Real-time dashboards', 'Scheduled PDF reports', 'Custom date ranges', 'Goal and conversion tracking', 'Agent leaderboards', 'CSV and API export', 'Satisfaction trend charts', 'Per-group comparisons', 'Anomaly alerts'],
    benefits: ['Decisions based on data, not hunches', 'Less time building spreadsheets', 'Clear ROI for support', 'Early warning on rising wait times', 'Reports everyone can read'],
    scopes: ['reports_read', 'chats--all:ro', 'agents--all:ro', 'archives_read'],
    helpdeskShare: 0.35, placements: ['reports', 'fullscreen'],
  },
  {
    id: '5', slug: 'help-desk', name: 'Help desk',
    stems: ['Ticket', 'Case', 'Desk', 'Queue', 'Support', 'Help', 'Issue', 'Resolve', 'Triage', 'Answer', 'Care', 'Fix', 'Relay', 'Assist'],
    topics: ['tickets', 'support cases', 'escalations', 'service levels', 'knowledge base articles'],
    actions: ['Turn chats into tickets with one click', 'Route support cases to the right team automatically', 'Suggest help articles while agents type', 'Track service levels across {product}', 'Merge duplicate tickets from every channel'],
    outcomes: ['resolve issues on the first contact', 'never lose a customer request again', 'keep response times within your SLA', 'give agents the full case history', 'scale support without hiring'],
    features: ['Chat-to-ticket conversion', 'Automatic assignment rules', 'SLA timers and alerts', 'Canned responses library', 'Knowledge base suggestions', 'Ticket merging', 'Customer satisfaction surveys', 'Internal notes and mentions', 'Priority tags'],
    benefits: ['Higher first-contact resolution', 'Fewer missed requests', 'Predictable response times', 'Less repetitive typing', 'Calmer, more organised agents'],
    scopes: ['tickets--all:rw', 'tickets--all:ro', 'agents--all:ro', 'groups--all:ro'],
    helpdeskShare: 0.7, placements: ['fullscreen', 'plugin', 'settings'],
  },
  {
    id: '6', slug: 'crm', name: 'CRM',
    stems: ['Client', 'Pipe', 'Rapport', 'Account', 'Sales', 'Relation', 'Customer', 'Prospect', 'Quota', 'Forecast', 'Handshake', 'Ledger', 'Venture', 'Deal'],
    topics: ['deals', 'contacts', 'pipelines', 'accounts', 'sales activities'],
    actions: ['Log every chat to the matching CRM record', 'Create deals from {product} conversations', 'See account history next to each chat', 'Sync contacts between {product} and your CRM', 'Update pipeline stages without leaving the chat'],
    outcomes: ['give sales the full picture', 'never retype customer details again', 'move deals forward faster', 'keep sales and support aligned', 'know who you are talking to before you say hello'],
    features: ['Automatic contact matching', 'Deal creation from chat', 'Chat transcripts on the timeline', 'Custom field mapping', 'Owner assignment', 'Pipeline stage updates', 'Duplicate detection', 'Activity reminders'],
    benefits: ['A single source of truth for customers', 'More deals closed from chat', 'No manual data entry', 'Better hand-offs between teams', 'Richer customer profiles'],
    scopes: ['customers:rw', 'chats--all:ro', 'agents--my:rw', 'webhooks--all:rw'],
    helpdeskShare: 0.35, placements: ['plugin', 'fullscreen'],
  },
  {
    id: '7', slug: 'contact-management', name: 'Contact management',
    stems: ['Contact', 'Address', 'Card', 'People', 'Roster', 'Phone', 'Profile', 'Directory', 'Circle', 'Record', 'Identity', 'Member', 'Persona', 'Rolo'],
    topics: ['contacts', 'address books', 'customer profiles', 'phone numbers', 'company records'],
    actions: ['Keep one clean address book for {product}', 'Enrich customer profiles during the chat', 'Import contacts from your phone system', 'Merge duplicate customer records automatically', 'Share contact notes across the whole team'],
    outcomes: ['always know who is on the other side', 'stop asking customers to repeat themselves', 'keep contact data tidy without effort', 'personalise every conversation', 'find any customer in seconds'],
    features: ['Duplicate merging', 'Profile enrichment', 'Shared contact notes', 'Bulk import and export', 'Custom contact fields', 'Company grouping', 'Change history', 'Quick search across sources'],
    benefits: ['Cleaner customer data', 'More personal conversations', 'Less time searching', 'Fewer duplicate records', 'Context that survives agent changes'],
    scopes: ['customers:ro', 'customers:rw', 'organization--my:rw'],
    helpdeskShare: 0.4, placements: ['plugin', 'settings'],
  },
  {
    id: '8', slug: 'desktop-sharing', name: 'Desktop sharing',
    stems: ['Screen', 'View', 'Remote', 'Cobrowse', 'Desktop', 'Mirror', 'Session', 'Cursor', 'Pointer', 'Window', 'Show', 'Pixel', 'Lens', 'Frame'],
    topics: ['screen sessions', 'co-browsing sessions', 'remote desktops', 'recordings', 'annotations'],
    actions: ['Start a screen share straight from the chat', 'Co-browse with customers without downloads', 'Take remote control when a walkthrough is not enough', 'Annotate the customer screen during a {product} chat', 'Record support sessions for training'],
    outcomes: ['solve tricky issues in one call', 'show instead of tell', 'cut long explanations short', 'onboard new customers faster', 'train agents on real cases'],
    features: ['One-click session links', 'No install for customers', 'Remote control with consent', 'Drawing and highlight tools', 'Session recording', 'Sensitive field masking', 'Mobile browser support', 'Session history in the chat'],
    benefits: ['Faster resolution of complex issues', 'Less back-and-forth', 'Better onboarding experience', 'Secure by default', 'Real material for coaching'],
    scopes: ['chats--access:rw', 'sessions--my:rw', 'chats--all:ro'],
    helpdeskShare: 0.3, placements: ['messagebox', 'plugin', 'fullscreen'],
  },
  {
    id: '9', slug: 'lead-generation', name: 'Lead generation',
    stems: ['Lead', 'Capture', 'Magnet', 'Form', 'Signup', 'Hook', 'Qualify', 'Convert', 'Opt', 'Target', 'Pitch', 'Quiz', 'Survey', 'Spot'],
    topics: ['leads', 'sign-up forms', 'qualification questions', 'demo requests', 'visitor segments'],
    actions: ['Qualify website visitors before they reach an agent', 'Show targeted offers to returning visitors', 'Capture leads with forms inside {product}', 'Score leads from chat answers', 'Book demos straight from the conversation'],
    outcomes: ['hand sales only the leads worth calling', 'turn anonymous traffic into pipeline', 'never miss a buyer who is ready now', 'fill your calendar with qualified demos', 'learn what your visitors really want'],
    features: ['Pre-chat qualification forms', 'Lead scoring rules', 'Targeted messages by URL and source', 'Calendar booking', 'Company identification', 'UTM capture', 'Instant sales notifications', 'A/B tested greetings'],
    benefits: ['More qualified leads', 'Shorter sales cycles', 'Less time on poor fits', 'Clear attribution for marketing', 'Higher demo attendance'],
    scopes: ['chats--all:ro', 'customers:rw', 'webhooks--all:rw', 'chats--access:rw'],
    helpdeskShare: 0.15, placements: ['targeted-message', 'messagebox'],
  },
  {
    id: '10', slug: 'chatbots', name: 'Chatbots',
    stems: ['Bot', 'Chat', 'Auto', 'Reply', 'Dialog', 'Talk', 'Intent', 'Neuro', 'Brain', 'Robo', 'Converse', 'Script', 'Prompt', 'Echo'],
    topics: ['bot flows', 'intents', 'automated answers', 'hand-offs', 'training phrases'],
    actions: ['Answer common questions with a bot before agents step in', 'Build chatbot flows on a visual canvas', 'Hand conversations from the bot to {product} agents', 'Train a bot on your help articles', 'Automate greetings and routing in {product}'],
    outcomes: ['handle night-time traffic without extra staff', 'free agents for conversations that need a human', 'reply instantly, around the clock', 'cut queue times during peak hours', 'collect the details agents need up front'],
    features: ['Visual flow builder', 'Smooth human hand-off', 'Intent detection', 'Answers from your knowledge base', 'Multilingual replies', 'Quick-reply buttons', 'Bot analytics', 'Business-hours routing', 'Conversation testing sandbox'],
    benefits: ['24/7 availability', 'Lower cost per conversation', 'Shorter queues', 'Consistent answers', 'Agents focus on complex cases'],
    scopes: ['chatbots--all:rw', 'chats--access:rw', 'chats--all:ro', 'groups--all:ro'],
    helpdeskShare: 0.25, placements: ['fullscreen', 'settings', 'messagebox'],
  },
  {
    id: '11', slug: 'files-sharing', name: 'Files sharing',
    stems: ['File', 'Doc', 'Drive', 'Folder', 'Upload', 'Cloud', 'Attach', 'Crate', 'Archive', 'Transfer', 'Paper', 'Vault', 'Clip', 'Bundle'],
    topics: ['files', 'attachments', 'shared folders', 'documents', 'images'],
    actions: ['Share files from your cloud drive in any chat', 'Attach documents to tickets without size limits', 'Send secure download links from {product}', 'Collect documents from customers during a chat', 'Preview attachments without leaving {product}'],
    outcomes: ['keep every file in one place', 'stop emailing attachments back and forth', 'stay compliant with sharing rules', 'answer with the exact document the customer needs', 'save agents from hunting for files'],
    features: ['Cloud drive picker', 'Expiring download links', 'Virus scanning', 'Large file support', 'Inline previews', 'Folder permissions respected', 'Upload requests', 'Audit log of shared files'],
    benefits: ['Faster answers with the right document', 'Secure sharing', 'Less email clutter', 'Clear audit trail', 'Happier customers'],
    scopes: ['chats--access:rw', 'archives_read', 'tickets--all:rw'],
    helpdeskShare: 0.45, placements: ['messagebox', 'plugin'],
  },
  {
    id: '12', slug: 'social-media', name: 'Social media',
    stems: ['Social', 'Feed', 'Story', 'Tag', 'Follow', 'Fan', 'Buzz', 'Chirp', 'Gram', 'Reel', 'Thread', 'Mention', 'Share', 'Hype'],
    topics: ['messages', 'mentions', 'comments', 'direct messages', 'social profiles'],
    actions: ['Answer social media messages from {product}', 'Bring comments and mentions into one inbox', 'Reply to direct messages without switching apps', 'Show social profiles next to each chat', 'Route social mentions to the right agents'],
    outcomes: ['never leave a public question unanswered', 'protect your brand reputation', 'keep every channel in one queue', 'answer fans as fast as chat visitors', 'see the whole conversation across channels'],
    features: ['Unified social inbox', 'Comment moderation', 'Direct message sync', 'Mention alerts', 'Profile lookup', 'Sentiment labels', 'Assignment rules per channel', 'Saved replies for social'],
    benefits: ['One queue for every channel', 'Faster public replies', 'Consistent brand voice', 'Fewer missed mentions', 'Clear ownership of conversations'],
    scopes: ['chats--access:rw', 'customers:ro', 'chats--all:ro', 'groups--all:ro'],
    helpdeskShare: 0.3, placements: ['plugin', 'messagebox', 'fullscreen'],
  },
];

/** Slugs that an app slug may never take (routes, lists and reserved words of §2). */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  ...CATEGORIES.map((c) => c.slug),
  'new-and-noteworthy', 'staff-top-picks', 'starter-pack', 'hackathon-winners', 'self-setup', 'ai-powered', 'by-text',
  'compare', 'all', 'apps', 'services', 'partners', 'developers', 'search', 'cart', 'checkout', 'recommended', 'campaigns',
  'private-apps', 'in-review-apps', 'embedded-apps', 'embedded-private-apps', 'saas-deals', 'omnichannel-communication',
  'enhance-ecommerce', 'marketplace', 'page-data', 'static', 'api', 'admin', 'new', 'index', '404', '500', 'livechat', 'helpdesk',
]);
