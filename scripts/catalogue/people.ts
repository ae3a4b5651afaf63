/** Developer companies, partner experts (agencies) and unclaimed expert prospects. */
import type {
  ApiDeveloperProfile,
  ApiPartner,
  ApiPartnerCampaign,
  ApiPartnerProspect,
  ApiPartnerReview,
  Product,
  SandboxApplication,
  ServiceType,
} from '../../src/domain/catalogue/contract';
import type { Rng } from './random';
import { accentFor, type Accent } from './svg';
import { developerDescription, esc, hostileDeveloperDescription, slugify } from './text';
import { isoDate, randomDate, REFERENCE_DATE, YEAR_MS } from './time';
import {
  AGENCY_STEMS,
  AGENCY_SUFFIXES,
  COMPANY_STEMS,
  COMPANY_SUFFIXES,
  COUNTRIES,
  COUNTRY_LANGUAGE,
  COUNTRY_WEIGHTS,
  FIRST_NAMES,
  LAST_NAMES,
  LEGAL_FORMS,
  PARTNER_REVIEW_COMMENTS,
} from './words';

export const SERVICE_TYPES: ServiceType[] = [
  'training',
  'chatbot_building',
  'chat_agent_outsourcing',
  'custom_development',
  'product_implementation',
  'other',
];

export interface Company {
  id: string;
  slug: string;
  name: string;
  country: string;
  accent: Accent;
  /** The platform maker itself; its apps form the by-text list. */
  isText: boolean;
  founded: number;
}

export function personName(rng: Rng): string {
  const first = rng.pick(FIRST_NAMES);
  return rng.chance(0.5) ? `${first} ${rng.pick(LAST_NAMES)}` : `${first} ${rng.pick(LAST_NAMES).charAt(0)}.`;
}

export const pickCountry = (rng: Rng): string => rng.weighted(COUNTRIES, COUNTRY_WEIGHTS);

/** `count` companies; the first one is always "Text". Names are unique combinations of stem and suffix. */
export function buildCompanies(rng: Rng, count: number, newId: () => string): Company[] {
  const companies: Company[] = [
    { id: newId(), slug: 'text', name: 'Text', country: 'Poland', accent: accentFor(28), isText: true, founded: 2002 },
  ];
  const combos = rng.shuffle(COMPANY_STEMS.flatMap((stem) => COMPANY_SUFFIXES.map((suffix) => `${stem} ${suffix}`)));
  const usedStems = new Set<string>();
  // Prefer one company per stem so names stay distinct; reuse stems only for very large sizes.
  const ordered = [
    ...combos.filter((name) => {
      const stem = name.split(' ')[0];
      if (usedStems.has(stem)) return false;
      usedStems.add(stem);
      return true;
    }),
    ...combos.filter((name) => !companies.some((c) => c.name === name)),
  ];
  const seen = new Set<string>();
  for (const name of ordered) {
    if (companies.length >= count) break;
    if (seen.has(name)) continue;
    seen.add(name);
    companies.push({
      id: newId(),
      slug: slugify(name),
      name,
      country: pickCountry(rng),
      accent: accentFor(rng.int(0, 359)),
      isText: false,
      founded: rng.int(2008, 2023),
    });
  }
  return companies;
}

const FOCUS_BY_CATEGORY = [
  'Store and order integrations',
  'Reporting that managers actually read',
  'Chat automation',
  'Ticket workflows',
  'CRM sync',
  'Marketing automation',
  'Secure file handling',
  'Social channels',
];

export function developerProfiles(
  rng: Rng,
  companies: Company[],
  products: SandboxApplication[],
  logoSlugs: string[],
): ApiDeveloperProfile[] {
  // Three profiles carry hostile markup so the site's sanitiser is exercised on developer pages.
  const hostile = new Set(rng.sample(companies.slice(1), 3).map((c) => c.id));
  return companies.map((company, index) => {
    const listed = products.filter(
      (p) =>
        p.developerId === company.id &&
        p.visibility === 'public' &&
        p.submittedAt !== null &&
        p.acceptedAt !== null &&
        p.publishedAt !== null,
    );
    const apps = listed.filter((p) => p.customProps.isService !== 'true').map((p) => p.id);
    const services = listed.filter((p) => p.customProps.isService === 'true').map((p) => p.id);
    const website = company.isText ? 'https://text.example' : `https://${company.slug.replace(/-/g, '')}.example`;
    const description = hostile.has(company.id)
      ? hostileDeveloperDescription(company.name, website)
      : developerDescription(rng, company.name, website, company.founded, rng.sample(FOCUS_BY_CATEGORY, rng.int(2, 4)));
    return {
      id: company.id,
      slug: company.slug,
      developerName: company.name,
      description,
      website,
      email: `hello@${website.replace('https://', '')}`,
      logo: `/images/developers/${logoSlugs[index % logoSlugs.length]}.webp`,
      country: company.country,
      productsNumber: apps.length + services.length,
      apps,
      services,
    };
  });
}

export interface PartnerDraft {
  partner: ApiPartner;
  accent: Accent;
}

const CAMPAIGN_THEMES = [
  { key: 'peak-season-ready', title: 'Peak season readiness', headline: 'Get your chat ready for the holiday rush' },
  { key: 'chatbot-sprint', title: 'Two-week chatbot sprint', headline: 'A working bot on your site in 14 days' },
  { key: 'onboarding-week', title: 'Onboarding week', headline: 'Train your whole team in five short sessions' },
  { key: 'support-audit', title: 'Free support audit', headline: 'Find the quick wins hiding in your transcripts' },
  { key: 'migration-offer', title: 'Painless migration', headline: 'Move from your old tool without losing history' },
  { key: 'night-shift', title: 'Night shift cover', headline: 'Answer every chat, even at 3 a.m.' },
];

const PARTNER_PITCH: Record<ServiceType, string> = {
  training: 'agent training',
  chatbot_building: 'chatbot design',
  chat_agent_outsourcing: 'outsourced chat teams',
  custom_development: 'custom integrations',
  product_implementation: 'implementation and migration',
  other: 'support process consulting',
};

const withArticle = (country: string): string => (/^(United|Netherlands|Czech)/.test(country) ? `the ${country}` : country);

function rateOf(reviews: { rate: number }[]): number {
  if (reviews.length === 0) return 0;
  return Math.round((reviews.reduce((sum, r) => sum + r.rate, 0) / reviews.length) * 10) / 10;
}

/** Partner experts. Independent of catalogue size so scaled sets share the bundled logos. */
export function buildPartners(rng: Rng, count: number, newId: () => string): PartnerDraft[] {
  const names = rng
    .shuffle(AGENCY_STEMS)
    .slice(0, count)
    .map((stem) => `${stem} ${rng.pick(AGENCY_SUFFIXES)}`);
  const recommended = new Set(rng.sample(names, Math.round(count / 4)));
  const withCampaign = new Set(rng.sample(names, Math.min(CAMPAIGN_THEMES.length, Math.round(count / 5.5))));
  let campaignIndex = 0;
  return names.map((name) => {
    const slug = slugify(name);
    const country = pickCountry(rng);
    const local = COUNTRY_LANGUAGE[country];
    const services = rng.sample(SERVICE_TYPES, rng.int(1, 4));
    const products: Product[] = rng.chance(0.5) ? ['livechat', 'helpdesk'] : [rng.chance(0.7) ? 'livechat' : 'helpdesk'];
    // Each comment at most once per partner: drawn without replacement from their own stream.
    const comments = rng.fork(`partner-comments:${slug}`).shuffle(PARTNER_REVIEW_COMMENTS);
    const reviews: ApiPartnerReview[] = Array.from({ length: rng.int(0, 5) }, (_, index) => {
      const id = rng.hex(12);
      const reviewer = personName(rng);
      const rate = rng.weighted([5, 4, 3, 2], [6, 3, 1, 0.3]);
      // The draw that once picked a comment (with repeats), kept so the rest of the partner data stays as it was.
      rng.next();
      const createdAt = isoDate(randomDate(rng, REFERENCE_DATE - 2 * YEAR_MS, REFERENCE_DATE - 86_400_000));
      return { id, name: reviewer, rate, comment: comments[index], createdAt };
    }).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    let campaign: ApiPartnerCampaign | null = null;
    if (withCampaign.has(name)) {
      const theme = CAMPAIGN_THEMES[campaignIndex % CAMPAIGN_THEMES.length];
      campaignIndex += 1;
      campaign = {
        slug: `${slug}-${theme.key}`,
        title: theme.title,
        headline: theme.headline,
        body: `<p>${esc(name)} has helped teams like yours with ${PARTNER_PITCH[services[0]]}. ${theme.headline}.</p>\n<ul><li>Fixed price agreed up front</li><li>Kickoff within a week</li><li>Results you can measure</li></ul>`,
      };
    }
    const pitch = services.map((type) => PARTNER_PITCH[type]);
    const partner: ApiPartner = {
      id: newId(),
      slug,
      name,
      company: `${name} ${LEGAL_FORMS[country] ?? 'Ltd'}`,
      shortDescription: `Certified partner offering ${pitch.join(', ')} for ${products.length === 2 ? 'LiveChat and HelpDesk' : products[0] === 'livechat' ? 'LiveChat' : 'HelpDesk'}.`,
      description: `<p>${esc(name)} is a team of ${rng.int(4, 60)} people based in ${withArticle(country)}.</p>\n<p>We specialise in ${pitch.join(', ')}.</p>\n<ul>${pitch.map((item) => `<li>${esc(item.charAt(0).toUpperCase() + item.slice(1))}</li>`).join('')}</ul>`,
      logo: `/images/partners/${slug}.webp`,
      website: `https://${slug.replace(/-/g, '')}.example`,
      country,
      languages: local && local !== 'English' ? ['English', local] : ['English'],
      services,
      products,
      recommended: recommended.has(name),
      rating: { rate: rateOf(reviews), votes: reviews.length },
      reviews,
      campaign,
      since: isoDate(randomDate(rng, Date.UTC(2016, 0, 1), Date.UTC(2025, 11, 31))),
    };
    return { partner, accent: accentFor(rng.int(0, 359)) };
  });
}

export function buildProspects(rng: Rng, count: number, taken: Set<string>): ApiPartnerProspect[] {
  const stems = rng.shuffle(AGENCY_STEMS.filter((stem) => ![...taken].some((name) => name.startsWith(stem))));
  return stems.slice(0, count).map((stem) => {
    const name = `${stem} ${rng.pick(['Support Studio', 'CX', 'Helpers', 'Chat Team'])}`;
    return {
      expert_id: rng.hex(24),
      name,
      website: `https://${slugify(name).replace(/-/g, '')}.example`,
      country: pickCountry(rng),
    };
  });
}
