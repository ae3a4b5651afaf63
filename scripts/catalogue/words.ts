/** Word pools for names, people, places and review texts. All names are invented. */
import type { ServiceType } from '../../src/domain/contract';

/** Appended to a category stem: "Cart" + "Pulse" = "CartPulse". */
export const NAME_SUFFIXES = [
  'Pulse', 'Sync', 'Flow', 'Wise', 'Hub', 'Link', 'Bridge', 'Kit', 'Pilot', 'Boost', 'Lens', 'Loop', 'Track', 'Base',
  'Nest', 'Dock', 'Beam', 'Spark', 'Point', 'Mate', 'Works', 'Board', 'Craft', 'Scout', 'Genie', 'Owl', 'Bee', 'Fox',
  'Wave', 'Grid', 'Path', 'Port', 'Yard', 'Fuse', 'Cast', 'Forge', 'Sense', 'Snap', 'Ray', 'Nova',
];
/** Glued to a stem to make a brand: "Ticket" + "a" = "Ticketa". */
export const NAME_ENDINGS = ['ly', 'a', 'io', 'wise', 'line', 'ster', 'ora', 'ify', 'o', 'ino'];
/** Second word after a brand: "Shopline Sync". */
export const NAME_TAILS = ['Sync', 'Connect', 'Assist', 'Insights', 'Bridge', 'Pro', 'Studio', 'Manager', 'Lite', 'Plus'];
/** Real product names the combinations must not reproduce. */
export const BLOCKED_NAMES: ReadonlySet<string> = new Set([
  'shopify', 'sendgrid', 'formstack', 'dropbox', 'mailchimp', 'zendesk', 'hubspot', 'pipedrive', 'freshdesk', 'helpscout',
  'mailgun', 'leadpages', 'leadfeeder', 'screenleap', 'docsend', 'hootsuite', 'chatfuel', 'manychat', 'typeform',
  'intercom', 'salesforce', 'wordpress', 'clientify', 'chatbot', 'helpdesk', 'livechat', 'filestack', 'pagely', 'blogger',
]);

export const SERVICE_LABELS: Record<ServiceType, string[]> = {
  training: ['Team Training', 'Agent Bootcamp', 'Onboarding Workshop', 'Support Academy'],
  chatbot_building: ['Chatbot Building', 'Bot Design Sprint', 'Conversational Flows'],
  chat_agent_outsourcing: ['Chat Agent Outsourcing', '24/7 Chat Coverage', 'Night Shift Agents'],
  custom_development: ['Custom Development', 'Integration Engineering', 'Custom Widgets'],
  product_implementation: ['Product Implementation', 'Launch Package', 'Setup and Migration'],
  other: ['CX Audit', 'Support Strategy Review', 'Quality Assurance Program'],
};
export const SERVICE_BRANDS = [
  'Kickstart', 'Launchpad', 'Steady', 'Clearline', 'Frontdesk', 'Brightside', 'Upshift', 'Tailwind', 'Headstart', 'Roundtrip',
  'Evergreen', 'Keynote', 'Lodestar', 'Northbound', 'Openroad', 'Primetime', 'Quickstep', 'Redwood', 'Shoreline', 'Trueform',
];

export const COMPANY_STEMS = [
  'Northwind', 'Bluepeak', 'Brightloop', 'Cedar', 'Driftwood', 'Emberline', 'Foxglove', 'Granite', 'Harbor', 'Ironbark',
  'Juniper', 'Kestrel', 'Lumen', 'Maple', 'Nimbus', 'Oakridge', 'Pinecrest', 'Quartz', 'Riverbend', 'Saffron', 'Tidewater',
  'Umber', 'Vantage', 'Willow', 'Yarrow', 'Zephyr', 'Amberly', 'Birchwood', 'Cobalt', 'Dunefield', 'Elmstead', 'Fjordic',
  'Glacier', 'Hollowell', 'Indigo', 'Jasper', 'Kelpie', 'Larchmont', 'Meadow', 'Nettlefield', 'Onyx', 'Pebble', 'Quillon',
  'Rowan', 'Sable', 'Thistle', 'Upland', 'Velvet', 'Wren', 'Alder', 'Beacon', 'Coppice', 'Deltaform', 'Flint', 'Garnet',
  'Heron', 'Iriska', 'Junebug', 'Kite', 'Larkspur',
];
export const COMPANY_SUFFIXES = ['Labs', 'Software', 'Studio', 'Apps', 'Digital', 'Systems', 'Works', 'Technologies', 'Solutions', 'Interactive', 'Collective', 'Co.'];

export const AGENCY_STEMS = [
  'Chatwise', 'Helix', 'Brightpath', 'Clearview', 'Convoy', 'Keystone', 'Lighthouse', 'Momentum', 'Northstar', 'Orbit',
  'Paragon', 'Pinnacle', 'Signalhouse', 'Summit', 'Trellis', 'Upward', 'Vista', 'Waypoint', 'Anchor', 'Bridgewell',
  'Catalyst', 'Compass', 'Elevate', 'Frontline', 'Harmony', 'Horizon', 'Kindred', 'Meridian', 'Outpost', 'Pioneer',
  'Radiant', 'Sterling', 'Tandem', 'Unison', 'Vector', 'Zenith', 'Bluebird', 'Cornerstone', 'Fairway', 'Goodwin',
  'Hearth', 'Ivyleaf', 'Lantern', 'Mosaic', 'Octave', 'Parkside',
];
export const AGENCY_SUFFIXES = ['Agency', 'Consulting', 'Partners', 'Digital', 'CX', 'Group', 'Advisors', 'Support Studio'];
export const LEGAL_FORMS: Record<string, string> = {
  'United States': 'LLC', 'United Kingdom': 'Ltd', Poland: 'Sp. z o.o.', Germany: 'GmbH', France: 'SAS', Spain: 'S.L.',
  Netherlands: 'B.V.', Italy: 'S.r.l.', Brazil: 'Ltda.', Canada: 'Inc.', Australia: 'Pty Ltd', Sweden: 'AB',
};

export const COUNTRIES = [
  'United States', 'United Kingdom', 'Poland', 'Germany', 'France', 'Spain', 'Netherlands', 'Canada', 'Australia', 'Brazil',
  'Italy', 'Sweden', 'India', 'Japan', 'Portugal', 'Ireland', 'Denmark', 'Czech Republic', 'Mexico', 'Singapore',
];
export const COUNTRY_WEIGHTS = [10, 5, 5, 4, 3, 3, 2, 3, 2, 2, 2, 1, 2, 1, 1, 1, 1, 1, 1, 1];
export const COUNTRY_LANGUAGE: Record<string, string> = {
  Poland: 'Polish', Germany: 'German', France: 'French', Spain: 'Spanish', Netherlands: 'Dutch', Brazil: 'Portuguese',
  Italy: 'Italian', Sweden: 'Swedish', Japan: 'Japanese', Portugal: 'Portuguese', Denmark: 'Danish', 'Czech Republic': 'Czech',
  Mexico: 'Spanish',
};
export const LANGUAGES = ['German', 'Spanish', 'French', 'Portuguese', 'Polish', 'Italian', 'Dutch', 'Japanese', 'Swedish', 'Czech', 'Turkish'];
export const INDUSTRIES = [
  'E-commerce', 'Education', 'Finance', 'Healthcare', 'Travel', 'SaaS', 'Real estate', 'Automotive', 'Retail', 'Hospitality',
  'Media', 'Non-profit', 'Telecommunications', 'Insurance',
];

export const FIRST_NAMES = [
  'Anna', 'Marco', 'Priya', 'Tom', 'Julia', 'Kenji', 'Sofia', 'Lukas', 'Emma', 'Diego', 'Hannah', 'Omar', 'Zofia', 'Liam',
  'Chloe', 'Mateo', 'Ines', 'Noah', 'Aisha', 'Piotr', 'Grace', 'Felix', 'Lea', 'Ravi', 'Maya', 'Jonas', 'Clara', 'Ethan',
  'Nina', 'Samuel', 'Eva', 'Kofi', 'Marta', 'Oliver', 'Yuki', 'Carmen',
];
export const LAST_NAMES = [
  'Kowalska', 'Rossi', 'Sharma', 'Becker', 'Novak', 'Tanaka', 'Garcia', 'Schmidt', 'Dubois', 'Silva', 'Murphy', 'Haddad',
  'Nowak', 'Walsh', 'Martin', 'Lopez', 'Costa', 'Jensen', 'Okafor', 'Wisniewski', 'Bennett', 'Fischer', 'Moreau', 'Patel',
];

/** Review comments by sentiment; `{app}` is the app name, `{topic}` a topic of its category. */
export const REVIEW_COMMENTS: Record<'good' | 'mixed' | 'bad', string[]> = {
  good: [
    'Set it up in ten minutes and the team loved it from day one.',
    'Exactly what we needed for {topic}. Support answered within an hour.',
    '{app} saves our agents a lot of tab switching. Highly recommended.',
    'Solid, reliable and the docs are clear.',
    'We tried three alternatives, this is the one that stuck.',
    'Great value for the price. Our response times dropped noticeably.',
    'Simple to configure and it just works.',
    'Love it!',
    'The integration with our {topic} is seamless.',
    'Our customers noticed the difference within a week.',
  ],
  mixed: [
    'Does the job, but the settings page could be clearer.',
    'Good idea, a few rough edges with {topic}. Support was helpful though.',
    'Works fine for small teams. Missing some reporting we need.',
    'Useful, but setup took longer than expected.',
    'Decent app. Would like more options for {topic}.',
  ],
  bad: [
    'Stopped syncing after a week and support took days to reply.',
    'Too expensive for what it offers.',
    'Could not get it to work with our {topic}.',
    'Confusing setup, uninstalled it.',
  ],
};

export const PARTNER_REVIEW_COMMENTS = [
  'They rebuilt our chat routing in two weeks and our wait times halved. Great communication throughout the project.',
  'Professional team, clear estimates and the training sessions were genuinely useful for our new agents.',
  'The chatbot they designed now handles most of our order questions. Very happy with the result.',
  'Good work overall, although the first milestone slipped by a few days.',
  'Helpful and patient. They explained every setting and left us with solid documentation.',
  'Our night shift is fully covered now and the quality of answers is consistently high.',
  'The migration went smoothly and nothing was lost. Would hire them again.',
  'Responsive team, but we needed a couple of revision rounds to get the integration right.',
];

export const SCREENSHOT_VIEWS = ['Dashboard', 'Settings', 'Chat sidebar', 'Reports', 'Inbox', 'Setup wizard', 'Customer details', 'Automation rules'];

export const CHANGELOG_NOTES = [
  'Faster initial sync.', 'Fixed a rare timeout when saving settings.', 'Added German and Spanish translations.',
  'New filters in the sidebar.', 'Improved accessibility of the settings form.', 'Support for multiple accounts.',
  'Security updates and dependency upgrades.', 'Redesigned onboarding.', 'Export to CSV.', 'Bulk actions for agents.',
  'Dark mode for the widget.', 'Reduced memory use in long sessions.', 'Initial release.',
];

export const UPGRADE_PLANS = [
  { name: 'Pro', features: ['Unlimited history', 'Priority support', 'Advanced rules'] },
  { name: 'Business', features: ['Multiple workspaces', 'SSO', 'Audit log', 'Dedicated manager'] },
  { name: 'Scale', features: ['API access', 'Custom fields', 'Higher limits'] },
];

export const VIDEO_TITLES = ['Getting started', 'Two-minute product tour', 'Advanced configuration', 'Tips for agents'];
export const DOCUMENT_TITLES = ['Setup guide (PDF)', 'Security overview', 'Admin handbook', 'Data processing agreement', 'Release notes'];
