/**
 * Deterministic passes that guarantee the catalogue covers every case the site handles
 * (payment types, discounts, widgets, featured tags, curated lists, customProps flags).
 * Random generation alone would cover most of them; these passes make it certain for any seed.
 */
import type { ApiCustomProps, ApiPayment, DisplayMode, WidgetPlacement } from '../../src/domain/catalogue/contract';
import {
  changelog,
  countFor,
  type Draft,
  makePayment,
  makeTimeline,
  makeUpgrades,
  makeWidget,
  type PayKind,
  TRIALS,
} from './apps';
import type { Rng } from './random';
import { hostileLongDescription } from './text';
import { DAY_MS, REFERENCE_DATE } from './time';

export const CURATED_TAGS = ['new-and-noteworthy', 'staff-top-picks', 'starter-pack', 'hackathon-winners', 'self-setup'] as const;
const TAG_ORDER = [...CURATED_TAGS, 'ai-powered', 'by-text'];
const PLACEMENTS: WidgetPlacement[] = ['targeted-message', 'fullscreen', 'messagebox', 'plugin', 'settings', 'reports'];
const MODES: DisplayMode[] = ['iframe', 'popup', 'redirect'];

const ACTIVE_FROM = '2026-01-01T00:00:00.000Z';
const ACTIVE_TO = '2030-12-31T23:59:59.000Z';

/** Discount props that must be ignored by the site (spec §5): each breaks one rule. */
const MALFORMED_DISCOUNTS: ApiCustomProps[] = [
  { discountFrom: ACTIVE_FROM, discountPercent: '20' },
  { discountFrom: ACTIVE_FROM, discountTo: ACTIVE_TO, discountPercent: '100' },
  { discountFrom: ACTIVE_FROM, discountTo: ACTIVE_TO, discountPercent: 'abc' },
  { discountFrom: ACTIVE_FROM, discountTo: ACTIVE_TO, discountPercent: '-5' },
  { discountFrom: '2029-12-31T00:00:00.000Z', discountTo: '2026-01-01T00:00:00.000Z', discountPercent: '15' },
];

function setPayment(rng: Rng, draft: Draft, payment: ApiPayment | null): void {
  draft.app.payment = payment;
  draft.app.trialDays = payment?.trialDays ?? 0;
  draft.app.upgrades = makeUpgrades(rng, draft.app.slug, payment);
}

function setProps(draft: Draft, props: ApiCustomProps): void {
  Object.assign(draft.app.customProps, props);
}

function addTag(draft: Draft, tag: string): void {
  if (!draft.app.tags.includes(tag)) draft.app.tags.push(tag);
}

export function applyCoverage(rng: Rng, drafts: Draft[], scale: number): void {
  const c = (base: number): number => countFor(base, scale);
  const normal = drafts.filter((d) => d.stage === 'published' && d.serviceType === null);
  const outsiders = normal.filter((d) => !d.company.isText);

  // Every paid type with and without a trial and a card requirement.
  const kinds: Exclude<PayKind, 'free'>[] = ['once', 'monthly-org', 'monthly-account'];
  const matrix = kinds.flatMap((kind) => [false, true].flatMap((trial) => [false, true].map((card) => ({ kind, trial, card }))));
  rng.sample(normal, matrix.length).forEach((draft, i) => {
    const { kind, trial, card } = matrix[i];
    setPayment(rng, draft, makePayment(rng, kind, trial ? rng.pick(TRIALS) : 0, card));
  });

  // Time-limited discounts: active, expired and malformed ones.
  const paid = normal.filter((d) => d.app.payment !== null);
  const discounted = rng.sample(paid, c(6) + c(4) + MALFORMED_DISCOUNTS.length * c(1));
  discounted.forEach((draft, i) => {
    if (i < c(6))
      setProps(draft, {
        discountFrom: ACTIVE_FROM,
        discountTo: ACTIVE_TO,
        discountPercent: rng.pick(['10', '15', '20', '25', '30', '50']),
      });
    else if (i < c(6) + c(4))
      setProps(draft, {
        discountFrom: '2024-03-01T00:00:00.000Z',
        discountTo: '2024-06-30T23:59:59.000Z',
        discountPercent: '20',
      });
    else setProps(draft, MALFORMED_DISCOUNTS[(i - c(6) - c(4)) % MALFORMED_DISCOUNTS.length]);
  });

  // Permanent discounts carried by the payment itself.
  const taken = new Set(discounted);
  for (const draft of rng.sample(
    paid.filter((d) => !taken.has(d)),
    c(5),
  )) {
    const payment = draft.app.payment;
    if (!payment) continue;
    const percent = rng.pick([10, 20, 25, 30, 50]);
    const oldPrice = rng.pick([1000, 1900, 2000, 2900, 4900, 9900]);
    setPayment(rng, draft, {
      ...payment,
      oldPrice,
      discountPercent: percent,
      price: Math.round((oldPrice * (100 - percent)) / 100),
    });
  }

  // Every widget placement and display mode.
  rng.sample(normal, PLACEMENTS.length * c(2)).forEach((draft, i) => {
    const placement = PLACEMENTS[i % PLACEMENTS.length];
    const rest = draft.app.widgets.slice(1).filter((w) => w.placement !== placement);
    draft.app.widgets = [makeWidget(draft.domain, placement, draft.app.widgets[0]?.displayMode ?? 'iframe'), ...rest];
  });
  rng.sample(normal, MODES.length * c(2)).forEach((draft, i) => {
    const first = draft.app.widgets[0] ?? makeWidget(draft.domain, draft.vocab.placements[0], 'iframe');
    draft.app.widgets = [{ ...first, displayMode: MODES[i % MODES.length] }, ...draft.app.widgets.slice(1)];
  });
  const reporting = normal.filter((d) => d.app.widgets.some((w) => w.placement === 'reports'));
  for (const draft of rng.sample(reporting, c(4))) setProps(draft, { agentAppReport: 'true' });

  // Featured tags: one slot each for the single-app spots, several monthly highlights.
  const featured = rng.sample(normal, 3 + c(6));
  featured.forEach((draft, i) => {
    const tag = ['app-of-the-week', 'app-of-the-month', 'app-of-the-month-right'][i] ?? 'monthly-highlights';
    setProps(draft, { featuredTag: tag });
  });

  // Curated lists; "new and noteworthy" apps are re-dated to recent months.
  for (const tag of CURATED_TAGS) {
    for (const draft of rng.sample(normal, c(9))) {
      addTag(draft, tag);
      if (tag === 'new-and-noteworthy') retime(rng, draft, REFERENCE_DATE - 150 * DAY_MS);
    }
  }
  // A couple of tags on apps that are not listed, so list pages must filter them out.
  const unlisted = drafts.filter((d) => d.stage === 'hidden' || d.stage === 'private' || d.stage === 'accepted');
  rng.sample(unlisted, c(3)).forEach((draft, i) => addTag(draft, CURATED_TAGS[i % CURATED_TAGS.length]));

  // AI-powered: half from chatbots, half anywhere.
  const bots = normal.filter((d) => d.vocab.slug === 'chatbots');
  const ai = new Set([...rng.sample(bots, c(6)), ...rng.sample(normal, c(8))]);
  for (const draft of ai) {
    setProps(draft, { isAiPowered: 'true' });
    addTag(draft, 'ai-powered');
  }
  for (const draft of rng.sample(
    normal.filter((d) => !ai.has(d)),
    c(3),
  ))
    setProps(draft, { isAiPowered: 'false' });

  // The platform maker's own apps.
  for (const draft of drafts.filter((d) => d.company.isText)) {
    setProps(draft, { internalProduct: 'true', verified: 'true' });
    addTag(draft, 'by-text');
  }
  for (const draft of rng.sample(outsiders, c(2))) setProps(draft, { internalProduct: 'false' });

  applyFlags(rng, normal, c);

  for (const draft of rng.sample(outsiders, 2)) {
    draft.app.longDescription = hostileLongDescription(draft.app.name, draft.app.features);
  }
}

/** Install-flow and display flags, each on a few apps. */
function applyFlags(rng: Rng, normal: Draft[], c: (base: number) => number): void {
  const some = (base: number): Draft[] => rng.sample(normal, c(base));
  for (const d of some(8)) setProps(d, { isPremium: 'true' });
  for (const d of some(6)) {
    setProps(d, { isTeamPlan: 'true' });
    d.app.plan = 'team';
  }
  for (const d of some(6)) setProps(d, { onlyOwnerCanInstall: 'true' });
  for (const d of some(3)) setProps(d, { trustedUrl: `https://${d.domain}/install/trusted` });
  for (const d of some(4)) setProps(d, { alternativeSettingUrl: `https://${d.domain}/settings` });
  for (const d of some(3)) setProps(d, { alternativeFullscreenPath: '/dashboard' });
  some(5).forEach((d, i) => {
    d.app.directInstallUrl = `https://${d.domain}/install`;
    if (i < 3) setProps(d, { directInstallUrlInNewTab: 'true' });
  });
  for (const d of some(4))
    setProps(d, { finishInstallUrl: `https://${d.domain}/welcome`, finishInstallCopy: `Finish setting up ${d.app.name}` });
  for (const d of some(4)) setProps(d, { usingBeta: 'true' });
  for (const d of some(3)) setProps(d, { hiddenForBeta: 'true' });
  for (const d of some(3)) d.app.theme = rng.pick(['dark', 'holiday']);
  for (const d of some(3)) d.app.installable = false;
  // Keys the site does not know must simply pass through.
  for (const d of some(3)) d.app.customProps.legacyListingId = String(rng.int(1000, 9999));
  storeDirectInstall(normal);
  metricsDirectInstall(normal);
}

/**
 * The two apps whose direct install carries metrics (§7: source_url, source_id, UTM fields) install
 * through the store's own endpoint too, so the sandbox can check the body. Picked by name.
 */
function metricsDirectInstall(normal: Draft[]): void {
  for (const draft of normal) {
    if (draft.app.name === 'ConvertBoost' || draft.app.name === 'Cliento Manager')
      draft.app.directInstallUrl = `/applications/${draft.app.id}/direct-install`;
  }
}

/**
 * One free live-chat app without an OAuth client installs through the store's own direct-install
 * endpoint: a path on the API origin (the site resolves it there), so the sandbox can answer it.
 * Picked without random draws, so the rest of the catalogue stays as it was.
 */
function storeDirectInstall(normal: Draft[]): void {
  const draft = normal.find(
    ({ app }) =>
      app.product === 'livechat' &&
      app.payment === null &&
      app.installable &&
      !app.authorization?.clientId &&
      !app.directInstallUrl &&
      app.customProps.isService !== 'true' &&
      !app.customProps.trustedUrl &&
      !app.customProps.onlyOwnerCanInstall &&
      !app.plan,
  );
  if (!draft) return;
  draft.app.directInstallUrl = `/applications/${draft.app.id}/direct-install`;
  setProps(draft, {
    finishInstallUrl: `https://${draft.domain}/welcome`,
    finishInstallCopy: `Finish setting up ${draft.app.name}`,
  });
}

function retime(rng: Rng, draft: Draft, earliest: number): void {
  const timeline = makeTimeline(rng, 'published', earliest);
  Object.assign(draft.app, timeline);
  draft.app.changelog = changelog(rng, timeline);
}

/** Last touches that keep derived fields consistent after the passes above. */
export function finalize(rng: Rng, drafts: Draft[]): void {
  for (const { app } of drafts) {
    app.trialDays = app.payment?.trialDays ?? 0;
    if (app.widgets.length > 0 && app.widgetId === null) app.widgetId = rng.hex(16);
    app.tags = TAG_ORDER.filter((tag) => app.tags.includes(tag));
  }
}
