/**
 * The fixed query mix of `npm run bench:search`: what people type into a marketplace search box,
 * including every keystroke of a word typed out (from the second character), multi-word queries,
 * typos, and names and name prefixes of apps picked evenly from the catalogue (so the mix grows
 * with it the same way every run).
 */
const WORDS_TYPED_OUT = ['chatbot', 'analytics', 'shopify', 'ticket', 'calendar', 'marketing', 'integration'];

const FIXED = [
  'chat',
  'crm',
  'email',
  'sales',
  'support',
  'reports',
  'help desk',
  'e-commerce',
  'lead generation',
  'live chat',
  'order sync',
  'customer support',
  'sync contacts',
  'social media',
  'files sharing',
  'desktop sharing',
  'contact management',
  'cart',
  'invoice',
  'survey',
  'translation',
  'ai',
  'bot',
  'sms',
  'whatsapp',
  'slack',
  'zendesk',
  'hubspot',
  'wordpress',
  'training',
  'outsourcing',
  'setup',
  'free',
  // typos
  'custmer',
  'analitics',
  'chatbto',
  'integraton',
  'reprots',
  'markting',
  'desktp sharing',
  'leed generation',
  // nothing matches
  'zzzz',
  'qwerty xyz',
];

export function queryMix(appNames: string[], picks = 24): string[] {
  const typedOut = WORDS_TYPED_OUT.flatMap((word) => Array.from({ length: word.length - 1 }, (_, i) => word.slice(0, i + 2)));
  const sorted = [...appNames].sort();
  const step = Math.max(1, Math.floor(sorted.length / picks));
  const names = sorted.filter((_, index) => index % step === 0).slice(0, picks);
  const fromNames = names.flatMap((name) => [name, name.slice(0, 3), name.toLowerCase().slice(0, 5)]);
  return [...typedOut, ...FIXED, ...fromNames];
}
