import { render } from '@testing-library/react';
import type { ApiPayment } from '../../../domain/catalogue/contract';
import type { AppSearchRecord } from '../../../domain/search/search-records';
import { SearchResultsView } from '../components/search-results-view';
import { searchFirstPage, type PageAnswers } from '../search-answers';
import { serverSampleHtml, withResultProviders } from '../testing/early-sample';
import { fakeSearch, moreParcelApps } from '../testing/fake-search-client';
import { renderEarlyResults } from './early-results';
import { apiPayment } from '../../../domain/testing/api-payment';

jest.mock('gatsby', () => jest.requireActual('../../../../__mocks__/gatsby'));

/** A discount running now, whatever the day the test runs: the build said so and the clock agrees. */
const DAY = 24 * 60 * 60 * 1000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

/** The sample as the server renders it into the page's <template>. */
function serverTemplate(): HTMLTemplateElement {
  const template = document.createElement('template');
  template.innerHTML = serverSampleHtml();
  return template;
}

/** Markup as a browser shows it: adjacent text joined, no comments, attributes in a fixed order. */
function canonical(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (node.nodeType !== Node.ELEMENT_NODE) return '';
  const element = node as Element;
  const attributes = Array.from(element.attributes, ({ name, value }) => `${name}="${value}"`).sort();
  const children = Array.from(element.childNodes, canonical).join('');
  return `<${element.tagName.toLowerCase()} ${attributes.join(' ')}>${children}</${element.tagName.toLowerCase()}>`;
}

/** The view's empty state and sections, as React renders them once the page has mounted. */
function viewSections(query: string, answers: Required<PageAnswers>): string {
  const { container } = render(
    withResultProviders(
      <SearchResultsView query={query} answers={answers} waiting={false} failed={false} onShowMore={() => undefined} />,
    ),
  );
  return Array.from(container.querySelectorAll('[data-no-results], section'), canonical).join('\n');
}

function earlySections(answers: Required<PageAnswers>): string | null {
  const fragment = renderEarlyResults(serverTemplate(), answers);
  return fragment && Array.from(fragment.children, canonical).join('\n');
}

const payment = (over: Partial<ApiPayment>): ApiPayment => apiPayment({ price: 4900, ...over });

const varied: AppSearchRecord[] = moreParcelApps(3).map(
  (record, index) =>
    [
      { ...record, payment: payment({}), paymentType: 'paid', rate: 3.3, votes: 1 },
      {
        ...record,
        payment: payment({ price: 29900, frequency: 'once' as ApiPayment['frequency'] }),
        customProps: { discountFrom: day(-10), discountTo: day(30), discountPercent: '20' },
        discountActive: true,
        rate: null,
        votes: 0,
      },
      { ...record, name: `Helper ${index}`, shortDescription: 'Nothing here.', longDescription: 'Ships every parcel overnight.' },
    ][index] as AppSearchRecord,
);

describe('renderEarlyResults', () => {
  it.each([
    ['parcel', []],
    ['parcel', varied],
    ['ledger', []],
    ['parcel', moreParcelApps(20)],
    // Nothing matches: the empty state, with the query in its heading, and both sections' notices.
    ['zzzz', []],
    // The site's own icons have a card rendition (srcset); the others, their address alone.
    ['parcel', moreParcelApps(2).map((record, index) => ({ ...record, icon: index ? '/images/apps/parcel.webp' : record.icon }))],
  ] as const)('renders the same markup as the view for "%s" (%#)', async (query, extraApps) => {
    const answers = await searchFirstPage(fakeSearch([...extraApps]).setup, query);
    const early = earlySections(answers);
    expect(early).not.toBeNull();
    expect(early).toBe(viewSections(query, answers));
  });

  it('covers what the cases are meant to: marks, a snippet, a discount, no votes, no partners, more to show', async () => {
    const markup = [
      earlySections(await searchFirstPage(fakeSearch(varied).setup, 'parcel')),
      earlySections(await searchFirstPage(fakeSearch().setup, 'ledger')),
      earlySections(await searchFirstPage(fakeSearch(moreParcelApps(20)).setup, 'parcel')),
      earlySections(
        await searchFirstPage(
          fakeSearch(moreParcelApps(1).map((record) => ({ ...record, icon: '/images/apps/parcel.webp' }))).setup,
          'parcel',
        ),
      ),
    ].join('\n');
    for (const part of [
      '<mark',
      'class="snippet"',
      '<s ',
      'No ratings yet',
      'No partners match',
      'Show more apps',
      '% off',
      'srcset="',
    ]) {
      expect(markup).toContain(part);
    }
  });

  it('writes hostile words as text, never as markup', async () => {
    const hostile = { ...moreParcelApps(1)[0], name: 'Parcel <img src=x onerror=alert(1)>', shortDescription: '<b>parcel</b>' };
    const answers = await searchFirstPage(fakeSearch([hostile]).setup, 'parcel');
    const fragment = renderEarlyResults(serverTemplate(), answers);
    expect(fragment?.querySelector('img[src="x"]')).toBeNull();
    expect(fragment?.querySelector('b')).toBeNull();
    expect(fragment?.textContent).toContain('<img src=x onerror=alert(1)>');
  });

  it('says nothing matched as the view does, with the query written as text', async () => {
    const none = await searchFirstPage(fakeSearch().setup, '<b>zz</b>');
    const fragment = renderEarlyResults(serverTemplate(), none);
    expect(fragment?.querySelector('h2')?.textContent).toBe('No results for “<b>zz</b>”');
    expect(fragment?.querySelector('b')).toBeNull();
    expect(fragment?.textContent).toContain(
      'Check the spelling, try a shorter or more general word, or browse the categories below.',
    );
    expect(fragment?.querySelector('a[href$="/apps/"]')).not.toBeNull();
  });

  it('renders nothing from a sample it does not recognize', async () => {
    const none = await searchFirstPage(fakeSearch().setup, 'zzzz');
    const withoutEmpty = serverTemplate();
    withoutEmpty.content.querySelector('[data-no-results]')?.remove();
    expect(renderEarlyResults(withoutEmpty, none)).toBeNull();
    const answers = await searchFirstPage(fakeSearch().setup, 'parcel');
    const broken = serverTemplate();
    broken.content.querySelector('.meta')?.remove();
    expect(renderEarlyResults(broken, answers)).toBeNull();
    expect(renderEarlyResults(document.createElement('template'), answers)).toBeNull();
  });
});
