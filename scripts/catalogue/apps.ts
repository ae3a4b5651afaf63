/** Builds applications and services: lifecycle stage, owner, texts, pricing, widgets and dates. */
import type {
  ApiChangelogEntry,
  ApiPayment,
  ApiUpgradePlan,
  ApiWidget,
  DisplayMode,
  PlanTier,
  Product,
  SandboxApplication,
  ServiceType,
  WidgetPlacement,
} from '../../src/domain/catalogue/contract';
import { CATEGORIES, RESERVED_SLUGS, type CategoryVocab } from './categories';
import { SERVICE_TYPES, type Company } from './people';
import type { Rng } from './random';
import { accentFor, type Accent } from './svg';
import {
  appLongDescription,
  appShortDescription,
  fillProduct,
  serviceLongDescription,
  serviceShortDescription,
  SERVICE_VOCAB,
  slugify,
} from './text';
import { CATALOGUE_START, DAY_MS, isoDate, randomDate, REFERENCE_DATE } from './time';
import {
  BLOCKED_NAMES,
  CHANGELOG_NOTES,
  COUNTRY_LANGUAGE,
  INDUSTRIES,
  LANGUAGES,
  NAME_ENDINGS,
  NAME_SUFFIXES,
  NAME_TAILS,
  SCREENSHOT_VIEWS,
  SERVICE_BRANDS,
  SERVICE_LABELS,
  UPGRADE_PLANS,
} from './words';

/** Published and public is the normal case; the rest exercise the other lifecycle paths of spec §4. */
export type Stage = 'published' | 'hidden' | 'maintenance' | 'private' | 'review' | 'accepted' | 'development';
export type PayKind = 'free' | 'once' | 'monthly-org' | 'monthly-account';

export interface Draft {
  app: SandboxApplication;
  stage: Stage;
  vocab: CategoryVocab;
  company: Company;
  /** Fictional domain of the app, e.g. cartpulse.example. */
  domain: string;
  action: string;
  outcome: string;
  accent: Accent;
  serviceType: ServiceType | null;
}

export const SCREENSHOT_POOL = 24;
export const screenshotName = (index: number): string => `screen-${String(index + 1).padStart(2, '0')}`;

/** A base count from the bundled catalogue, scaled to the requested size. */
export const countFor = (base: number, scale: number): number => Math.max(1, Math.round(base * scale));

const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

export function assignStages(rng: Rng, appCount: number, serviceCount: number, scale: number): Stage[] {
  const stages: Stage[] = range(appCount + serviceCount).map(() => 'published');
  const order = rng.shuffle(range(appCount));
  const quotas: [Stage, number][] = [
    ['development', 2],
    ['review', 6],
    ['accepted', 5],
    ['private', 6],
    ['hidden', 7],
    ['maintenance', 5],
  ];
  let cursor = 0;
  for (const [stage, base] of quotas) {
    for (let i = 0; i < countFor(base, scale) && cursor < order.length; i += 1) stages[order[cursor++]] = stage;
  }
  const services = rng.shuffle(range(serviceCount)).map((i) => appCount + i);
  if (services.length > 2) {
    stages[services[0]] = 'hidden';
    stages[services[1]] = 'review';
  }
  return stages;
}

/** Owners: Text gets a handful of published apps, every other company at least one product, the rest skewed. */
export function assignOwners(rng: Rng, stages: Stage[], appCount: number, companies: Company[], textApps: number): Company[] {
  const owners: (Company | undefined)[] = stages.map(() => undefined);
  const publishedApps = range(appCount).filter((i) => stages[i] === 'published');
  for (const i of rng.sample(publishedApps, textApps)) owners[i] = companies[0];
  const rest = rng.shuffle(range(stages.length).filter((i) => owners[i] === undefined));
  const others = rng.shuffle(companies.slice(1));
  const weights = others.map((_, k) => 1 / (1 + k * 0.05));
  rest.forEach((index, j) => {
    owners[index] = j < others.length ? others[j] : rng.weighted(others, weights);
  });
  return owners.map((owner) => owner ?? companies[1]);
}

/** Keeps names and slugs unique and away from reserved routes. */
export class NameRegistry {
  private readonly keys = new Set<string>();
  private readonly slugs = new Set<string>();

  claim(name: string): string | null {
    const key = name.toLowerCase().replace(/[^a-z0-9]/g, '');
    const slug = slugify(name);
    if (!slug || BLOCKED_NAMES.has(key) || this.keys.has(key) || this.slugs.has(slug) || RESERVED_SLUGS.has(slug)) return null;
    this.keys.add(key);
    this.slugs.add(slug);
    return slug;
  }
}

/** "Handshake" + "ify" = "Handshakify", "Circle" + "ly" = "Circly": drop a doubled or silent vowel. */
function joinEnding(stem: string, ending: string): string {
  const vowels = /[aeiouy]$/i;
  if (vowels.test(stem) && /^[aeiouy]/.test(ending)) return `${stem.slice(0, -1)}${ending}`;
  if (/e$/.test(stem) && ending === 'ly') return `${stem.slice(0, -1)}y`;
  return `${stem}${ending}`;
}

function inventAppName(rng: Rng, vocab: CategoryVocab, registry: NameRegistry): { name: string; slug: string } {
  for (let attempt = 0; attempt < 80; attempt += 1) {
    const stem = rng.pick(vocab.stems);
    const pattern = rng.weighted([0, 1, 2], [5, 2.5, 2.5]);
    const brand = joinEnding(stem, rng.pick(NAME_ENDINGS));
    const name = pattern === 0 ? `${stem}${rng.pick(NAME_SUFFIXES)}` : pattern === 1 ? brand : `${brand} ${rng.pick(NAME_TAILS)}`;
    const slug = registry.claim(name);
    if (slug) return { name, slug };
  }
  // Very large sizes exhaust the short forms; three-part names are practically unlimited.
  for (let n = 2; ; n += 1) {
    const name = `${rng.pick(vocab.stems)}${rng.pick(NAME_SUFFIXES)} ${rng.pick(NAME_TAILS)}${n > 40 ? ` ${n}` : ''}`;
    const slug = registry.claim(name);
    if (slug) return { name, slug };
  }
}

function inventServiceName(
  rng: Rng,
  type: ServiceType,
  company: Company,
  registry: NameRegistry,
): { name: string; slug: string; label: string } {
  for (let n = 0; ; n += 1) {
    const label = rng.pick(SERVICE_LABELS[type]);
    const brand = rng.chance(0.6) ? company.name.split(' ')[0] : rng.pick(SERVICE_BRANDS);
    const name = n < 40 ? `${brand} ${label}` : `${label} by ${company.name}${n > 80 ? ` ${n}` : ''}`;
    const slug = registry.claim(name);
    if (slug) return { name, slug, label };
  }
}

const PRICES: Record<Exclude<PayKind, 'free'>, number[]> = {
  once: [499, 999, 1499, 1900, 2000, 2900, 4900, 7900, 9900, 14900, 19900, 29900],
  'monthly-org': [499, 900, 1000, 1499, 1900, 2500, 2900, 3900, 4900, 7900, 9900, 14900],
  'monthly-account': [499, 500, 700, 900, 1000, 1200, 1499, 1900, 2500],
};
const SERVICE_PRICES = [2000, 4900, 9900, 14900, 19900, 29900];
export const TRIALS = [7, 14, 30];

export function makePayment(rng: Rng, kind: PayKind, trialDays: number, creditCardRequired: boolean): ApiPayment | null {
  if (kind === 'free') return null;
  return {
    price: rng.pick(PRICES[kind]),
    oldPrice: null,
    discountPercent: null,
    frequency: kind === 'once' ? 'once' : 'monthly',
    trialDays,
    creditCardRequired,
    perAccount: kind === 'monthly-account',
  };
}

function randomPayment(rng: Rng): ApiPayment | null {
  const kind = rng.weighted<PayKind>(['free', 'once', 'monthly-org', 'monthly-account'], [45, 15, 20, 20]);
  const trial = kind === 'once' ? (rng.chance(0.15) ? 7 : 0) : rng.pick([0, 0, 7, 14, 14, 30]);
  return makePayment(rng, kind, trial, rng.chance(0.5));
}

/** Services are sold once (a fixed-scope engagement) or are free to request. */
function servicePayment(rng: Rng): ApiPayment | null {
  if (!rng.chance(0.75)) return null;
  return {
    price: rng.pick(SERVICE_PRICES),
    oldPrice: null,
    discountPercent: null,
    frequency: 'once',
    trialDays: 0,
    creditCardRequired: rng.chance(0.3),
    perAccount: false,
  };
}

export function makeUpgrades(rng: Rng, slug: string, payment: ApiPayment | null): ApiUpgradePlan[] {
  if (!payment || payment.frequency !== 'monthly' || !rng.chance(0.35)) return [];
  return UPGRADE_PLANS.slice(0, rng.int(1, 3)).map((plan, i) => ({
    id: `${slug}-${plan.name.toLowerCase()}`,
    name: plan.name,
    price: Math.min(29900, Math.ceil((payment.price * (2 + i * 2)) / 100) * 100 - 1),
    frequency: payment.frequency,
    perAccount: payment.perAccount,
    features: plan.features,
  }));
}

const DISPLAY_MODES: DisplayMode[] = ['iframe', 'popup', 'redirect'];
const ALL_PLACEMENTS: WidgetPlacement[] = ['targeted-message', 'fullscreen', 'messagebox', 'plugin', 'settings', 'reports'];

export function makeWidget(domain: string, placement: WidgetPlacement, displayMode: DisplayMode): ApiWidget {
  return { placement, displayMode, url: `https://app.${domain}/widget/${placement}` };
}

function randomWidgets(rng: Rng, vocab: CategoryVocab, domain: string): ApiWidget[] {
  const count = rng.weighted([0, 1, 2], [15, 60, 25]);
  const placements = rng.sample(rng.chance(0.8) ? vocab.placements : ALL_PLACEMENTS, count);
  return placements.map((placement) => makeWidget(domain, placement, rng.weighted(DISPLAY_MODES, [70, 15, 15])));
}

interface Timeline {
  submittedAt: string | null;
  acceptedAt: string | null;
  publishedAt: string | null;
  updatedAt: string;
}

/** Timestamps consistent with the stage: submitted < accepted < published <= updated < reference date. */
export function makeTimeline(rng: Rng, stage: Stage, earliest = CATALOGUE_START): Timeline {
  const latest = REFERENCE_DATE - 12 * DAY_MS;
  if (stage === 'development') {
    return {
      submittedAt: null,
      acceptedAt: null,
      publishedAt: null,
      updatedAt: isoDate(randomDate(rng, REFERENCE_DATE - 60 * DAY_MS, REFERENCE_DATE - DAY_MS)),
    };
  }
  const recent = stage === 'review' || stage === 'accepted';
  const submitted = randomDate(
    rng,
    recent ? REFERENCE_DATE - 70 * DAY_MS : earliest,
    recent ? REFERENCE_DATE - 5 * DAY_MS : latest,
  );
  if (stage === 'review')
    return { submittedAt: isoDate(submitted), acceptedAt: null, publishedAt: null, updatedAt: isoDate(submitted) };
  const accepted = submitted + randomDate(rng, DAY_MS, 4 * DAY_MS);
  if (stage === 'accepted')
    return { submittedAt: isoDate(submitted), acceptedAt: isoDate(accepted), publishedAt: null, updatedAt: isoDate(accepted) };
  const published = accepted + randomDate(rng, 3_600_000, 3 * DAY_MS);
  const updated = rng.chance(0.3) ? published : randomDate(rng, published, REFERENCE_DATE - DAY_MS);
  return {
    submittedAt: isoDate(submitted),
    acceptedAt: isoDate(accepted),
    publishedAt: isoDate(published),
    updatedAt: isoDate(updated),
  };
}

export function changelog(rng: Rng, timeline: Timeline): ApiChangelogEntry[] {
  const end = Date.parse(timeline.updatedAt);
  const start = timeline.submittedAt ? Date.parse(timeline.submittedAt) : end - 90 * DAY_MS;
  const count = rng.int(1, 5);
  const dates = range(count)
    .map(() => randomDate(rng, start, end))
    .sort((a, b) => a - b);
  let [major, minor, patch] = [1, 0, 0];
  const entries = dates.map((date, i) => {
    if (i > 0) {
      if (rng.chance(0.15)) [major, minor, patch] = [major + 1, 0, 0];
      else if (rng.chance(0.5)) [minor, patch] = [minor + 1, 0];
      else patch += 1;
    }
    return {
      version: `${major}.${minor}.${patch}`,
      date: isoDate(date),
      notes: i === 0 ? 'Initial release.' : rng.pick(CHANGELOG_NOTES.slice(0, -1)),
    };
  });
  return entries.reverse();
}

function languagesFor(rng: Rng, country: string): string[] {
  const extra = new Set(rng.sample(LANGUAGES, rng.weighted([0, 1, 2, 3], [4, 3, 2, 1])));
  const local = COUNTRY_LANGUAGE[country];
  if (local && LANGUAGES.includes(local) && rng.chance(0.7)) extra.add(local);
  return ['English', ...LANGUAGES.filter((lang) => extra.has(lang))];
}

function industriesFor(rng: Rng, vocab: CategoryVocab): string[] {
  const picked = new Set(rng.sample(INDUSTRIES, rng.int(1, 3)));
  if (vocab.slug === 'e-commerce') picked.add('E-commerce');
  return INDUSTRIES.filter((industry) => picked.has(industry));
}

function screenshotsFor(rng: Rng, name: string, hue: number): { large: string; alt: string }[] {
  // Pool entry i is drawn in hue i*15, so neighbours of the app's hue match its accent colour.
  const base = Math.round(hue / 15) % SCREENSHOT_POOL;
  const views = rng.sample(SCREENSHOT_VIEWS, 4);
  return range(rng.int(2, 4)).map((i) => ({
    large: `/images/screenshots/${screenshotName((base + [0, 1, SCREENSHOT_POOL - 1, 2][i]) % SCREENSHOT_POOL)}.svg`,
    alt: `${name}: ${views[i].toLowerCase()}`,
  }));
}

function installationsFor(rng: Rng, stage: Stage): number {
  if (stage === 'review' || stage === 'accepted' || stage === 'development') return 0;
  if (stage === 'private') return rng.int(0, 40);
  if (rng.chance(0.03)) return 0;
  return Math.min(250_000, Math.floor(250_000 * rng.next() ** 5));
}

const SERVICE_CATEGORY: Record<ServiceType, string[]> = {
  training: ['help-desk', 'crm', 'analytics'],
  chatbot_building: ['chatbots'],
  chat_agent_outsourcing: ['help-desk', 'lead-generation'],
  custom_development: ['e-commerce', 'cms', 'crm', 'files-sharing'],
  product_implementation: ['help-desk', 'contact-management', 'email-marketing'],
  other: ['analytics', 'social-media', 'desktop-sharing'],
};

export interface BuildInput {
  rng: Rng;
  index: number;
  stage: Stage;
  company: Company;
  /** Null for apps; the primary type for services. */
  serviceType: ServiceType | null;
  registry: NameRegistry;
  newId: () => string;
  /** Which bundled icon to use (scaled catalogues reuse icons); null means the app's own. */
  iconSlug: string | null;
}

export function buildDraft(input: BuildInput): Draft {
  const { rng, index, stage, company, serviceType, registry, newId } = input;
  const isService = serviceType !== null;
  const vocab = isService
    ? (CATEGORIES.find((c) => c.slug === rng.pick(SERVICE_CATEGORY[serviceType])) ?? CATEGORIES[0])
    : CATEGORIES[index % CATEGORIES.length];
  const product: Product = rng.chance(isService ? 0.3 : vocab.helpdeskShare) ? 'helpdesk' : 'livechat';
  const compatibility: Product[] = rng.chance(isService ? 0.7 : 0.4) ? ['livechat', 'helpdesk'] : [product];

  const serviceName = isService ? inventServiceName(rng, serviceType, company, registry) : null;
  const { name, slug } = serviceName ?? inventAppName(rng, vocab, registry);
  const domain = `${slug.replace(/-/g, '')}.example`;
  const accent = accentFor(rng.int(0, 359));
  const action = fillProduct(rng.pick(vocab.actions), product);
  const outcome = rng.pick(vocab.outcomes);
  const languages = languagesFor(rng, company.country);
  const types: ServiceType[] = isService
    ? [
        serviceType,
        ...rng.sample(
          SERVICE_TYPES.filter((t) => t !== serviceType),
          rng.weighted([0, 1, 2], [5, 3, 1]),
        ),
      ]
    : [];
  const features = isService
    ? rng.sample(SERVICE_VOCAB[serviceType].features, rng.int(3, 5))
    : rng.sample(vocab.features, rng.int(3, 6));
  const benefits = rng.sample(isService ? SERVICE_VOCAB[serviceType].benefits : vocab.benefits, rng.int(2, isService ? 3 : 4));
  const payment = isService ? servicePayment(rng) : randomPayment(rng);
  const timeline = makeTimeline(rng, stage);
  const widgets = isService ? [] : randomWidgets(rng, vocab, domain);
  const order = rng.chance(0.35) ? rng.pick(['0', '10', '25', '50']) : String(rng.int(0, 100));
  const verified = rng.weighted(['true', 'false', ''], [45, 10, 45]);

  const app: SandboxApplication = {
    id: newId(),
    slug,
    name,
    hidden: stage === 'hidden',
    underMaintenance: stage === 'maintenance',
    installable: stage === 'published' || stage === 'hidden' || stage === 'maintenance' || stage === 'private',
    product,
    compatibility,
    category: { id: vocab.id, slug: vocab.slug, name: vocab.name },
    shortDescription: isService
      ? serviceShortDescription(rng, serviceName?.label ?? name, serviceType, product)
      : appShortDescription(rng, action, outcome),
    longDescription: isService
      ? serviceLongDescription(name, company.name, types, product, features)
      : appLongDescription(rng, { name, action, outcome, vocab, features, domain, languages }),
    features,
    benefits,
    installations: installationsFor(rng, stage),
    publishedAt: timeline.publishedAt,
    submittedAt: timeline.submittedAt,
    acceptedAt: timeline.acceptedAt,
    updatedAt: timeline.updatedAt,
    company: company.name,
    developerId: company.id,
    icon: `/images/apps/${input.iconSlug ?? slug}.webp`,
    screenshots: screenshotsFor(rng, name, accent.hue),
    widgetId: widgets.length > 0 || stage === 'private' ? rng.hex(16) : null,
    designation: !isService && rng.chance(0.2) ? rng.pick(['integration', 'chat-widget', 'automation', 'reporting']) : null,
    plan: isService ? null : rng.weighted<PlanTier | null>([null, 'team', 'business', 'enterprise'], [82, 9, 6, 3]),
    trialDays: payment?.trialDays ?? 0,
    theme: null,
    tutorialUrl: rng.chance(0.3) ? `https://${domain}/tutorial` : null,
    directInstallUrl: null,
    languages,
    industries: industriesFor(rng, vocab),
    types,
    country: company.country,
    authorization: !isService && rng.chance(0.82) ? { clientId: rng.hex(32) } : null,
    elements: { onboarding: !isService && rng.chance(0.3) },
    widgets,
    payment,
    upgrades: isService ? [] : makeUpgrades(rng, slug, payment),
    support: {
      email: `support@${domain}`,
      url: rng.chance(0.7) ? `https://${domain}/help` : null,
      docsUrl: rng.chance(0.6) ? `https://docs.${domain}` : null,
    },
    terms: { termsUrl: `https://${domain}/terms`, privacyUrl: `https://${domain}/privacy` },
    changelog: changelog(rng, timeline),
    tags: [],
    rating: null,
    customProps: {
      order,
      ...(isService ? { isService: 'true' } : {}),
      ...(verified ? { verified } : {}),
    },
    visibility: stage === 'private' ? 'private' : 'public',
  };
  return { app, stage, vocab, company, domain, action, outcome, accent, serviceType };
}

/** Services are spread over the six types in turn, so every type is present. */
export const serviceTypeFor = (serviceIndex: number): ServiceType => SERVICE_TYPES[serviceIndex % SERVICE_TYPES.length];
