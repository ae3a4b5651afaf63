import { cardIconSources } from '../../../domain/catalogue/icon-renditions';
import { PRODUCT_NAMES } from '../../../domain/catalogue/products';
import { partnerPath, productPath } from '../../../domain/site/paths';
import { buildTimeDiscount, summarizePrice } from '../../../domain/pricing/price-summary';
import { SEARCH_TEXT } from '../../../domain/search/search';
import { highlightParts } from '../../../domain/search/search-text';
import { assetUrl } from '../../../ui/asset-url';
import { halfStars, hasRating, NO_RATINGS_TEXT, starFills, votesText } from '../../../ui/star-fills';
import { withPathPrefix } from '../../../ui/site-path';
import {
  APP_NOUN,
  appByline,
  markedValue,
  matchedOnlyInLongDescription,
  PARTNER_NOUN,
  partnerByline,
  sectionNotice,
} from '../hit-texts';
import type { PageAnswers, SectionAnswer } from '../search-answers';
import type { AppHit, PartnerHit } from '../search-hits';

/**
 * The search page's first results as plain DOM, for its early script: the markup of the page's own
 * view (search-results-view.tsx), copied from a sample of it the server rendered into a <template>
 * (its elements, classes and attributes), with each hit's words put in as text (never as HTML).
 * The view renders the same DOM once the site's scripts run, so the swap moves nothing;
 * early-results.test.tsx holds the two to the same markup.
 */

/** A value with the query's matches marked (<mark>), as the view's Highlighted renders it. */
function fillMarked(element: Element, marked: string | undefined, fallback: string): void {
  const parts = marked === undefined ? [{ text: fallback, marked: false }] : highlightParts(marked);
  element.replaceChildren(
    ...parts.map(({ text, marked: isMarked }) => {
      if (!isMarked) return document.createTextNode(text);
      const mark = document.createElement('mark');
      mark.textContent = text;
      return mark;
    }),
  );
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** The parts of a sample card the hits' words go into. */
interface CardParts {
  image: HTMLImageElement;
  link: HTMLAnchorElement;
  byline: HTMLElement;
  description: HTMLElement;
  meta: HTMLElement;
}

function cardParts(card: Element): CardParts | null {
  const image = card.querySelector('header img');
  const link = card.querySelector('header h3 a');
  const byline = card.querySelector('header small');
  const description = card.querySelector(':scope > p');
  const meta = card.querySelector(':scope > .meta');
  if (!(image instanceof HTMLImageElement) || !(link instanceof HTMLAnchorElement) || !byline || !description || !meta)
    return null;
  return { image, link, byline: byline as HTMLElement, description: description as HTMLElement, meta: meta as HTMLElement };
}

/** The class names of the sample's price and rating (styled components: generated at build time). */
interface MetaClasses {
  price: string;
  rating: string;
  glyphs: string;
}

function metaClasses(sampleMeta: Element): MetaClasses | null {
  const price = sampleMeta.querySelector('[data-price]');
  const glyphs = sampleMeta.querySelector('[data-stars]');
  const rating = glyphs?.parentElement;
  if (!price || !glyphs || !rating) return null;
  return { price: price.className, rating: rating.className, glyphs: glyphs.className };
}

/** The rating, as ui/stars.tsx's Stars renders it. */
function rating(classes: MetaClasses, rate: number | null, votes: number): HTMLElement {
  const wrap = element('span', classes.rating);
  if (!hasRating(rate, votes)) {
    wrap.textContent = NO_RATINGS_TEXT;
    return wrap;
  }
  const glyphs = element('span', classes.glyphs);
  glyphs.setAttribute('aria-hidden', 'true');
  glyphs.setAttribute('data-stars', String(halfStars(rate)));
  glyphs.append(...starFills(rate).map((fill) => element('span', fill, '★')));
  const text = element('span');
  text.append(element('span', 'visually-hidden', 'Rated '), rate.toFixed(1), element('span', 'visually-hidden', ' out of 5'));
  text.append(votesText(votes));
  wrap.append(glyphs, text);
  return wrap;
}

/**
 * The price, as ui/price-tag.tsx first renders it: with the build's discount state (`discountActive`),
 * which the page then checks against the browser's clock, early or not (use-price-summary.ts).
 */
function price(classes: MetaClasses, hit: AppHit): HTMLElement {
  const summary = summarizePrice(hit.payment, buildTimeDiscount(hit.customProps ?? {}, hit.discountActive ?? false));
  const tag = element('span', classes.price);
  tag.setAttribute('data-price', '');
  tag.append(element('strong', undefined, summary.current));
  if (summary.old !== null) {
    const old = element('s');
    old.append(element('span', 'visually-hidden', 'Regular price '), summary.old);
    tag.append(old, element('span', 'off', `${summary.percent}% off`));
  }
  return tag;
}

/** What a card shows of a hit besides its name: the same markup for an app and a partner. */
interface CardFill {
  icon: string;
  sitePath: string;
  byline: string;
  /** Fills the description (an app's may be a snippet of its long description). */
  describe(description: HTMLElement): void;
  meta: HTMLElement[];
  /** The rest of the card, once filled (an app's badges). */
  finish?(copy: Element): void;
}

function card(sample: Element, hit: AppHit | PartnerHit, fill: CardFill): Element | null {
  const copy = sample.cloneNode(true) as Element;
  const parts = cardParts(copy);
  if (!parts) return null;
  const icon = cardIconSources(fill.icon, assetUrl);
  parts.image.src = icon.src;
  if (icon.srcSet) parts.image.srcset = icon.srcSet;
  else parts.image.removeAttribute('srcset');
  parts.link.href = withPathPrefix(fill.sitePath);
  fillMarked(parts.link, markedValue(hit._highlightResult?.name), hit.name);
  parts.byline.textContent = fill.byline;
  fill.describe(parts.description);
  parts.meta.replaceChildren(...fill.meta);
  fill.finish?.(copy);
  return copy;
}

/**
 * The badges, as the view's HitBadges renders them: the sample card has one of each tone (works
 * with, under maintenance) to copy the classes from; a hit without badges has no row.
 */
function fillBadges(copy: Element, hit: AppHit): void {
  const row = copy.querySelector(':scope > .badges');
  const info = row?.firstElementChild?.className;
  const warning = row?.lastElementChild?.className;
  if (!row) return;
  const badges = (hit.compatibility ?? []).map((product) =>
    element('span', info, PRODUCT_NAMES[product as keyof typeof PRODUCT_NAMES] ?? product),
  );
  if (hit.underMaintenance) badges.push(element('span', warning, 'Under maintenance'));
  if (badges.length === 0) row.remove();
  else row.replaceChildren(...badges);
}

const appCard = (sample: Element, classes: MetaClasses, hit: AppHit) =>
  card(sample, hit, {
    icon: hit.icon,
    sitePath: productPath(hit),
    byline: appByline(hit),
    describe: (description) => {
      if (!matchedOnlyInLongDescription(hit)) {
        fillMarked(description, markedValue(hit._highlightResult?.shortDescription), hit.shortDescription);
        return;
      }
      const snippet = element('span', 'snippet');
      fillMarked(snippet, markedValue(hit._snippetResult?.longDescription), '');
      description.replaceChildren(snippet);
    },
    meta: [price(classes, hit), rating(classes, hit.rate, hit.votes)],
    finish: (copy) => fillBadges(copy, hit),
  });

const partnerCard = (sample: Element, classes: MetaClasses, hit: PartnerHit) =>
  card(sample, hit, {
    icon: hit.logo,
    sitePath: partnerPath(hit.slug),
    byline: partnerByline(hit),
    describe: (description) => fillMarked(description, markedValue(hit._highlightResult?.shortDescription), hit.shortDescription),
    meta: [rating(classes, hit.rate, hit.votes)],
  });

/** One section from the sample's: its notice, a card per hit, "Show more" while more remain. */
function section<THit>(
  sample: Element,
  answer: SectionAnswer<THit>,
  noun: readonly [string, string],
  card: (sampleCard: Element, hit: THit) => Element | null,
): Element | null {
  const copy = sample.cloneNode(true) as Element;
  const notice = copy.querySelector(':scope > p');
  const grid = copy.querySelector(':scope > ul');
  const item = grid?.querySelector(':scope > li');
  const sampleCard = item?.firstElementChild;
  const more = copy.querySelector(':scope > button');
  if (!notice || !grid || !item || !sampleCard || !more) return null;
  notice.textContent = sectionNotice(answer.nbHits, noun, answer.query);
  const items: Element[] = [];
  for (const hit of answer.hits) {
    const filled = card(sampleCard, hit);
    if (!filled) return null;
    const li = item.cloneNode(false) as Element;
    li.append(filled);
    items.push(li);
  }
  if (items.length === 0) grid.remove();
  else grid.replaceChildren(...items);
  if (answer.isLastPage || items.length === 0) more.remove();
  return copy;
}

/** The empty state for the query, from its sample (the view's NoResults): the query is in its heading. */
function noResults(sample: Element, query: string): Element | null {
  const copy = sample.cloneNode(true) as Element;
  const heading = copy.querySelector(':scope > h2');
  if (!heading) return null;
  heading.textContent = SEARCH_TEXT.noResults(query);
  return copy;
}

/**
 * What the view renders under its status line for the query: the empty state when nothing matched,
 * then both sections; null when the sample is not what this expects (the view changed: then
 * nothing is shown early, nothing breaks).
 */
export function renderEarlyResults(template: HTMLTemplateElement, answers: Required<PageAnswers>): DocumentFragment | null {
  const children = Array.from(template.content.children);
  const samples = children.filter((child) => child.tagName === 'SECTION');
  const [appsSample, partnersSample] = samples;
  const sampleMeta = appsSample?.querySelector('.meta');
  const classes = sampleMeta ? metaClasses(sampleMeta) : null;
  if (samples.length !== 2 || !appsSample || !partnersSample || !classes) return null;
  const nothing = answers.apps.nbHits === 0 && answers.partners.nbHits === 0;
  const emptySample = children.find((child) => child.hasAttribute('data-no-results'));
  const empty = nothing && emptySample ? noResults(emptySample, answers.apps.query) : null;
  if (nothing && !empty) return null;
  const apps = section<AppHit>(appsSample, answers.apps, APP_NOUN, (sample, hit) => appCard(sample, classes, hit));
  const partners = section<PartnerHit>(partnersSample, answers.partners, PARTNER_NOUN, (sample, hit) =>
    partnerCard(sample, classes, hit),
  );
  if (!apps || !partners) return null;
  const fragment = document.createDocumentFragment();
  if (empty) fragment.append(empty);
  fragment.append(apps, partners);
  return fragment;
}
