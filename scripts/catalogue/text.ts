/** Sentence and HTML builders for descriptions. Everything is plain template filling over word pools. */
import type { Product, ServiceType } from '../../src/domain/catalogue/contract';
import type { CategoryVocab } from './categories';
import type { Rng } from './random';

export const PRODUCT_NAMES: Record<Product, string> = { livechat: 'LiveChat', helpdesk: 'HelpDesk' };

export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function fillProduct(phrase: string, product: Product): string {
  return phrase.replace(/\{product\}/g, PRODUCT_NAMES[product]);
}

const lcFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

/** Keeps a generated sentence inside [min, max] characters by retrying, then cutting at a word. */
export function withinLength(make: () => string, min: number, max: number, tries = 12): string {
  let best = make();
  for (let i = 0; i < tries && (best.length < min || best.length > max); i += 1) best = make();
  if (best.length > max) best = `${best.slice(0, max - 1).replace(/[\s,.:;]+\S*$/, '')}.`;
  return best;
}

const JOINERS = ['and', 'so your team can', 'to', 'so agents can'];

export function appShortDescription(rng: Rng, action: string, outcome: string): string {
  return withinLength(() => `${action} ${rng.pick(JOINERS)} ${outcome}.`, 60, 140);
}

export interface LongDescriptionInput {
  name: string;
  action: string;
  outcome: string;
  vocab: CategoryVocab;
  features: string[];
  domain: string;
  languages: string[];
}

export function appLongDescription(rng: Rng, input: LongDescriptionInput): string {
  const { name, action, outcome, vocab, features, domain, languages } = input;
  const [topicA, topicB] = rng.sample(vocab.topics, 2);
  const paragraphs = [
    `<p><strong>${esc(name)}</strong> lets you ${lcFirst(action)}. The result: your team can ${outcome}, without another tab to watch.</p>`,
    `<p>Built for teams that handle ${topicA} and ${topicB} every day, ${esc(name)} keeps the context in one place, right where agents already work.</p>`,
    `<ul>${features.map((feature) => `<li>${esc(feature)}</li>`).join('')}</ul>`,
  ];
  if (rng.chance(0.7)) {
    paragraphs.push(
      `<p>Setup takes about ${rng.pick([2, 5, 10, 15])} minutes: connect your account, choose what agents should see and you are ready. Read the <a href="https://docs.${domain}/getting-started">setup guide</a> for details.</p>`,
    );
  }
  if (rng.chance(0.5)) {
    const more = languages.length - 1;
    const langs = more > 0 ? `English and ${more} more language${more > 1 ? 's' : ''}` : 'English';
    paragraphs.push(
      `<p>Available in ${langs}. Questions? Write to <a href="mailto:support@${domain}">support@${domain}</a>.</p>`,
    );
  }
  return paragraphs.join('\n');
}

/** Long description that a careless developer might submit: the site must sanitise it. */
export function hostileLongDescription(name: string, features: string[]): string {
  return [
    `<p><strong>${esc(name)}</strong> is the fastest way to get started.<script>window.__xss=1</script></p>`,
    `<p><img src=x onerror="window.__xss=1"> Watch the <a href="javascript:window.__xss=1">interactive demo</a> or read on.</p>`,
    `<ul>${features.map((feature) => `<li>${esc(feature)}</li>`).join('')}</ul>`,
    `<p onclick="window.__xss=1">Questions? <a href="https://example.com/help" target="_blank">Visit our help center</a>.</p>`,
  ].join('\n');
}

interface ServiceVocab {
  pitch: string[];
  features: string[];
  benefits: string[];
}

export const SERVICE_VOCAB: Record<ServiceType, ServiceVocab> = {
  training: {
    pitch: [
      'live sessions that get new agents confident with {product} within a week',
      'hands-on workshops on chat etiquette, shortcuts and reporting',
    ],
    features: [
      'Live remote workshops',
      'Recorded sessions for new hires',
      'Certification quiz',
      'Playbook templates',
      'Follow-up Q&A call',
    ],
    benefits: ['Faster agent ramp-up', 'Consistent answer quality', 'Less time spent by team leads on coaching'],
  },
  chatbot_building: {
    pitch: [
      'a bot designed, trained and launched on {product} in two weeks',
      'conversation flows that answer your top questions before an agent joins',
    ],
    features: [
      'Discovery workshop',
      'Flow design and copywriting',
      'Knowledge base import',
      'Hand-off rules to agents',
      'Thirty days of tuning',
    ],
    benefits: ['Instant answers around the clock', 'Lower queue times', 'A bot that sounds like your brand'],
  },
  chat_agent_outsourcing: {
    pitch: [
      'trained agents who answer your {product} chats around the clock',
      'extra hands for peak season, weekends and night shifts',
    ],
    features: [
      '24/7 coverage',
      'Native speakers in six languages',
      'Weekly quality reports',
      'Dedicated team lead',
      'Scales up in 48 hours',
    ],
    benefits: ['No missed chats after hours', 'Predictable cost per conversation', 'Your team focuses on complex cases'],
  },
  custom_development: {
    pitch: [
      'integrations and widgets built to your exact workflow',
      'custom apps for {product} written and maintained by certified developers',
    ],
    features: [
      'API and webhook integrations',
      'Custom widgets',
      'Code review and documentation',
      'Maintenance plans',
      'Staging environment',
    ],
    benefits: ['Tools that fit your process', 'No in-house developer time', 'Ownership of the code'],
  },
  product_implementation: {
    pitch: ['a complete {product} setup, from routing rules to reports', 'migration from your old tool with no lost history'],
    features: ['Account and group setup', 'Routing and automation rules', 'Data migration', 'Widget styling', 'Go-live support'],
    benefits: ['Live in days, not weeks', 'Best practices from day one', 'Nothing lost in migration'],
  },
  other: {
    pitch: [
      'an expert review of your support process with a clear action plan',
      'a quality assurance program that scores every conversation',
    ],
    features: ['Transcript audit', 'KPI benchmark', 'Action plan workshop', 'Monthly check-ins'],
    benefits: ['A clear list of quick wins', 'Measurable quality targets', 'An outside view on your support'],
  },
};

export function serviceShortDescription(rng: Rng, label: string, type: ServiceType, product: Product): string {
  return withinLength(() => `${label}: ${fillProduct(rng.pick(SERVICE_VOCAB[type].pitch), product)}.`, 60, 140);
}

export function serviceLongDescription(
  name: string,
  company: string,
  types: ServiceType[],
  product: Product,
  features: string[],
): string {
  const pitches = types.map((type) => fillProduct(SERVICE_VOCAB[type].pitch[0], product));
  return [
    `<p><strong>${esc(name)}</strong> is delivered by the ${esc(company)} team: ${pitches.join('; ')}.</p>`,
    `<p>Every engagement starts with a short call to understand your goals, then a fixed-scope plan you approve before any work begins.</p>`,
    `<ul>${features.map((feature) => `<li>${esc(feature)}</li>`).join('')}</ul>`,
    `<p>After purchase we contact you within one business day to schedule the kickoff.</p>`,
  ].join('\n');
}

/** Developer "about" HTML: paragraphs, a list and a link. */
export function developerDescription(rng: Rng, name: string, website: string, year: number, focus: string[]): string {
  return [
    `<p><strong>${esc(name)}</strong> has been building tools for support and sales teams since ${year}. We care about fast setup and honest pricing.</p>`,
    `<p>Our products focus on:</p>`,
    `<ul>${focus.map((item) => `<li>${esc(item)}</li>`).join('')}</ul>`,
    `<p>${rng.pick(['Say hello', 'Learn more', 'Meet the team'])} at <a href="${website}">${website.replace(/^https:\/\//, '')}</a>.</p>`,
  ].join('\n');
}

export function hostileDeveloperDescription(name: string, website: string): string {
  return [
    `<p><strong>${esc(name)}</strong> makes small, sharp tools.<script>window.__xss=1</script></p>`,
    `<p><img src=x onerror="window.__xss=1">We ship weekly.</p>`,
    `<ul><li>Integrations</li><li><em>Automation</em></li></ul>`,
    `<p>Try our <a href="javascript:window.__xss=1">live demo</a> or visit <a href="${website}">our website</a>.</p>`,
  ].join('\n');
}
