/**
 * The golden set: queries over the bundled catalogue (sandbox/data) with the expected order of the
 * first results, run against the local engine through the full client (§5 rules included). Each
 * entry says which rule it pins down. `first` lists the slugs the results must start with, in
 * order; `total` (when given) is nbHits; `absent` slugs must not be among the results.
 *
 * Groups (§2): name, short description, long description, category name, the rest (developer,
 * features, benefits); custom order (customProps.order) descending inside a group.
 */
interface GoldenQuery {
  query: string;
  why: string;
  index?: 'apps' | 'partners';
  agentApp?: boolean;
  first: string[];
  total?: number;
  absent?: string[];
}

export const GOLDEN_QUERIES: GoldenQuery[] = [
  // Names and prefixes
  { query: 'parcelworks', why: 'an exact name', first: ['parcelworks'], total: 1 },
  { query: 'ParcelWorks', why: 'case does not matter', first: ['parcelworks'], total: 1 },
  {
    query: 'parc',
    why: 'a prefix of the last word; both names match, custom order 55 before 0',
    first: ['parcelworks', 'parcelforge'],
    total: 2,
  },
  {
    query: 'lite',
    why: 'names ending in a word: custom order inside the name group (83, 32, 10)',
    first: ['neuroly-lite', 'folia-lite', 'peoplewise-lite'],
  },
  {
    query: 'chatbot building',
    why: 'two words in names; custom order 99, 41, 35',
    first: ['evergreen-chatbot-building', 'brightside-chatbot-building', 'primetime-chatbot-building'],
    total: 3,
  },
  {
    query: 'order sync',
    why: 'a camel-case part of a name ("BazaarSync") ranks in the name group',
    first: ['bazaarsync', 'storefuse', 'stockster', 'parcelworks'],
  },
  { query: 'parcélworks', why: 'diacritics are ignored', first: ['parcelworks'], total: 1 },

  // Split and joined forms meet (src/domain/search/search-compounds.ts)
  {
    query: 'chat bot',
    why: 'the split form of "chatbot" finds the same 23 apps; the match as typed (ChatFox) first',
    first: ['chatfox', 'evergreen-chatbot-building', 'brightside-chatbot-building', 'primetime-chatbot-building'],
    total: 23,
  },
  {
    query: 'chatbot',
    why: 'the joined form finds the same 23 apps as "chat bot"',
    first: ['evergreen-chatbot-building', 'brightside-chatbot-building', 'primetime-chatbot-building'],
    total: 23,
  },
  {
    query: 'knowledgebase',
    why: 'a known compound, split: as many apps as "knowledge base"',
    first: ['evergreen-chatbot-building'],
    total: 23,
  },

  // Typos (only when nothing matches as typed)
  { query: 'parcelwurks', why: 'one typo in a long word', first: ['parcelworks'], total: 1 },
  { query: 'parcelwroks', why: 'a swap of adjacent letters in a word of 8+ letters', first: ['parcelworks'], total: 1 },
  { query: 'promptroa', why: 'a swapped pair of letters in a name', first: ['promptora'] },
  { query: 'chatstr', why: 'a missing letter in a name of 7 letters', first: ['chatster-pro'] },

  // Transpositions (Damerau): a swap of two adjacent letters is one typo, as in Algolia
  {
    query: 'chta',
    why: 'a swap in a 4-letter word is one typo: the apps with the word "chat", names first (custom order)',
    first: ['garnet-chat-agent-outsourcing', 'kelpie-chat-agent-outsourcing', 'chatfox'],
    total: 117,
  },
  {
    query: 'hcat',
    why: 'a swap of the first two letters finds the same "chat" apps as "chta"',
    first: ['garnet-chat-agent-outsourcing', 'kelpie-chat-agent-outsourcing', 'chatfox'],
    total: 117,
  },
  { query: 'ppiehub', why: 'a swap in a 7-letter name (1 typo allowed)', first: ['pipehub'], total: 1 },
  { query: 'chtafox', why: 'a swap inside a camel-cased name', first: ['chatfox'], total: 1 },
  {
    query: 'anlaytics',
    why: 'a swap finds what "analytics" finds, in the same order',
    first: ['insightkit', 'pixelio', 'gaugeforge', 'roboscout'],
    total: 27,
  },
  { query: 'aprcelwroks', why: 'two swaps in a word of 8+ letters are two typos, allowed', first: ['parcelworks'], total: 1 },
  { query: 'rcm', why: 'a 3-letter word allows no typo, not even a swap', first: [], total: 0 },

  // Group before custom order
  {
    query: 'social',
    why: 'a name match (order 0) beats short-description matches (order 99, 98)',
    first: ['socialforge', 'shario', 'sharebee', 'mentionline'],
  },
  {
    query: 'lead',
    why: 'name prefixes (99, 49, 3) before a short-description match with order 100',
    first: ['leadline', 'leada', 'leadio-pro', 'hookio-bridge'],
  },
  {
    query: 'desk',
    why: 'name prefixes first ("Desktopo", "DeskSense"), then the long descriptions',
    first: ['desktopo', 'desksense', 'cursorino-studio'],
  },
  { query: 'crm', why: 'short descriptions only; custom order 70, 65, 56', first: ['accountcraft', 'pipehub', 'customerino'] },
  {
    query: 'analytics',
    why: 'short descriptions (78, 50, 25) before long descriptions and the category',
    first: ['insightkit', 'pixelio', 'gaugeforge', 'roboscout'],
  },
  {
    query: 'help desk',
    why: 'ties on custom order 10 broken by name (FixBeam, FixPilot)',
    first: ['desksense', 'resolvino', 'fixbeam', 'fixpilot', 'cara'],
  },

  // Long description, category name, the rest
  { query: 'plans', why: 'a word only in one long description', first: ['granite-custom-widgets'], total: 1 },
  {
    query: 'fastest',
    why: 'only in long descriptions; equal custom order (25) falls back to the name',
    first: ['checkoutora-manager', 'forecastport'],
    total: 2,
  },
  {
    query: 'documentation',
    why: 'only in long descriptions; custom order 98 before 84',
    first: ['coppice-custom-development', 'lodestar-integration-engineering'],
    total: 2,
  },
  {
    query: 'thirty',
    why: 'only in long descriptions; custom order 99 before 13',
    first: ['evergreen-chatbot-building', 'ironbark-conversational-flows'],
    total: 2,
  },
  {
    query: 'owner assignment',
    why: 'a feature stated in long descriptions ranks in the long-description group',
    first: ['relationify', 'customerino', 'dealster'],
  },
  {
    query: 'e-commerce',
    why: 'the category name group; equal order (98) falls back to the name',
    first: ['pebble-support-strategy-review', 'coppice-custom-development', 'shopworks', 'tillbase'],
  },
  {
    query: 'cobalt',
    why: 'a name match, then the developer ("Cobalt Digital") in the last group',
    first: ['cobalt-night-shift-agents', 'addresssnap', 'insightkit', 'parcelworks'],
  },
  {
    query: 'richer customer profiles',
    why: 'short descriptions, then a benefit (the rest)',
    first: ['quotora', 'relationcast', 'pipehub'],
  },

  // Rules of §5
  { query: 'casepath', why: 'a hidden app is never returned, even by its exact name', first: [], total: 0, absent: ['casepath'] },
  {
    query: 'capturino',
    why: 'a hidden app is never returned; typo tolerance finds a visible neighbour (Capturo) instead',
    first: ['capturo'],
    total: 1,
    absent: ['capturino'],
  },
  {
    query: 'desk',
    agentApp: true,
    why: 'agent-app mode leaves out the help-desk product (Desktopo)',
    first: ['desksense', 'pixelport'],
    absent: ['desktopo'],
  },
  { query: 'parcel', agentApp: true, why: 'agent-app mode: both Parcel apps are help-desk apps', first: [], total: 0 },
  { query: 'c', why: 'a 1-character query returns empty hits without searching', first: [], total: 0 },
  { query: ' p ', why: 'white space does not count towards the minimum length', first: [], total: 0 },
  { query: 'zzzz', why: 'nothing matches, not even with a typo', first: [], total: 0 },
  { query: '%%%%', why: 'no letter or digit: nothing, not the whole catalogue', first: [], total: 0 },
  { query: '😀😀', why: 'emoji only: nothing', first: [], total: 0 },
  { query: '\u0001\u0002\u0003', why: 'control characters only: nothing', first: [], total: 0 },

  // Partners
  { query: 'waypoint', index: 'partners', why: 'a partner by name', first: ['waypoint-group'], total: 1 },
  {
    query: 'chat',
    index: 'partners',
    why: 'a partner name ("Chatwise Digital") before short descriptions',
    first: ['chatwise-digital'],
  },
];
