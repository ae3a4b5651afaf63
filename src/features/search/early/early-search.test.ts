import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../sandbox/test-server';
import { searchFirstPage } from '../search-answers';
import { serverSampleHtml } from '../testing/early-sample';
import { serveFakeIndex } from '../testing/fake-index-server';
import { fakeSearch } from '../testing/fake-search-client';
import { EARLY_SLOT_SELECTOR, earlySearch } from './early-handoff';
import { runEarlySearch } from './early-search';

jest.mock('gatsby', () => jest.requireActual('../../../../__mocks__/gatsby'));

const INDEX = '/marketplace/data/search-index-test.json';
let index: { requests(): number };

/** The search page as the server sends it: the box, the empty slot, the sample in its template. */
function serverPage(query: string) {
  window.history.replaceState(null, '', `/marketplace/search/?q=${encodeURIComponent(query)}`);
  document.body.innerHTML =
    '<input id="search-query" type="search"><div data-search-early="" style="display:contents"></div>' +
    `<template data-search-early-template="">${serverSampleHtml()}</template>`;
}

const slot = () => document.querySelector(EARLY_SLOT_SELECTOR) as HTMLElement;
const box = () => document.querySelector<HTMLInputElement>('#search-query') as HTMLInputElement;
const resultNames = () => Array.from(slot().querySelectorAll('h3'), (heading) => heading.textContent);

beforeEach(() => {
  index = serveFakeIndex(INDEX);
});

afterEach(() => {
  delete window.__marketplaceEarlySearch;
  document.documentElement.removeAttribute('data-main-content-shown');
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

describe('runEarlySearch', () => {
  it('renders the first page of both sections into the slot, as the site would answer, and leaves the engine and answer for it', async () => {
    serverPage('parcel');
    await runEarlySearch({ indexPaths: [INDEX] });
    const expected = await searchFirstPage(fakeSearch().setup, 'parcel');
    expect(resultNames()).toEqual([...expected.apps.hits, ...expected.partners.hits].map((hit) => hit.name));
    expect(slot().querySelector('#apps > p')?.textContent).toBe(`${expected.apps.nbHits} apps`);
    expect(box().value).toBe('parcel');
    const early = earlySearch();
    expect(early?.answer?.query).toBe('parcel');
    expect(early?.indexPaths).toEqual([INDEX]);
    const ids = (answers: typeof expected) =>
      [answers.apps, answers.partners].map(({ hits, nbHits, isLastPage }) => ({
        ids: hits.map((hit) => hit.objectID),
        nbHits,
        isLastPage,
      }));
    expect(early?.answer && ids(early.answer.answers)).toEqual(ids(expected));
    // The engine it built answers the site's next searches.
    const next = await early?.transport.search([{ indexName: 'marketplace_apps', params: { query: 'ledger' } }]);
    expect(next?.results[0]).toMatchObject({ nbHits: 1 });
    expect(index.requests()).toBe(1);
  });

  it('loads the icons only once the words have painted', async () => {
    serverPage('parcel');
    const done = runEarlySearch({ indexPaths: [INDEX] });
    await waitFor(() => expect(slot().querySelectorAll('img').length).toBeGreaterThan(0));
    const icons = () => Array.from(slot().querySelectorAll('img'));
    expect(icons().every((image) => !image.hasAttribute('src'))).toBe(true);
    await done;
    expect(icons().every((image) => image.getAttribute('src')?.endsWith('.svg'))).toBe(true);
  });

  it("marks the page's main content as shown once the results have painted (the shell's parts need not wait)", async () => {
    serverPage('parcel');
    const done = runEarlySearch({ indexPaths: [INDEX] });
    expect(document.documentElement.hasAttribute('data-main-content-shown')).toBe(false);
    await done;
    expect(document.documentElement.hasAttribute('data-main-content-shown')).toBe(true);
  });

  it('keeps what the visitor typed in the box, and answers it (not the address) first, once the engine is built', async () => {
    serverPage('parcel');
    box().value = 'ledger';
    const shown: string[][] = [];
    const observer = new MutationObserver(() => shown.push(resultNames() as string[]));
    observer.observe(slot(), { childList: true, subtree: true });
    await runEarlySearch({ indexPaths: [INDEX] });
    observer.disconnect();
    expect(box().value).toBe('ledger');
    const expected = await searchFirstPage(fakeSearch().setup, 'ledger');
    const names = [...expected.apps.hits, ...expected.partners.hits].map((hit) => hit.name);
    expect(earlySearch()?.answer?.query).toBe('ledger');
    expect(resultNames()).toEqual(names);
    expect(new URLSearchParams(window.location.search).get('q')).toBe('ledger');
    // The address's query ("parcel") was never shown on the way.
    expect(shown.filter((list) => list.length > 0 && list.join() !== names.join())).toEqual([]);
  });

  it('answers what the visitor types until the site takes the box over: results, the address and the answer left for the site', async () => {
    serverPage('parcel');
    await runEarlySearch({ indexPaths: [INDEX] });
    const type = (text: string) => {
      box().value = text;
      box().dispatchEvent(new Event('input', { bubbles: true }));
    };
    type('l');
    type('ledger');
    const expected = await searchFirstPage(fakeSearch().setup, 'ledger');
    await waitFor(() => expect(resultNames()).toEqual([...expected.apps.hits, ...expected.partners.hits].map((hit) => hit.name)));
    expect(new URLSearchParams(window.location.search).get('q')).toBe('ledger');
    expect(earlySearch()?.answer?.query).toBe('ledger');
    expect(index.requests()).toBe(1); // the engine built once

    // The site has hydrated the box: its own search answers from now on.
    Object.assign(box(), { __reactProps$site: {} });
    type('parcel');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(earlySearch()?.answer?.query).toBe('ledger');
    expect(new URLSearchParams(window.location.search).get('q')).toBe('ledger');
  });

  it.each([
    ['a query the page would not search', 'a', [INDEX]],
    ['a build searching Algolia (no index files)', 'parcel', []],
  ])('does nothing for %s', async (_case, query, indexPaths) => {
    serverPage(query);
    await runEarlySearch({ indexPaths });
    expect(slot().childNodes).toHaveLength(0);
    expect(earlySearch()).toBeUndefined();
    expect(document.documentElement.hasAttribute('data-main-content-shown')).toBe(false);
    expect(index.requests()).toBe(0);
  });

  it('does nothing in a frame: the agent app and embeds decide their search rules with their host', async () => {
    serverPage('parcel');
    const framed = new Proxy(window, { get: (target, key) => (key === 'top' ? {} : Reflect.get(target, key)) });
    await runEarlySearch({ indexPaths: [INDEX], win: framed });
    expect(slot().childNodes).toHaveLength(0);
    expect(index.requests()).toBe(0);
  });

  it('fails without showing anything when the index cannot be read; the site gets the failure (then searches itself)', async () => {
    server.use(http.get(`*${INDEX}`, () => new HttpResponse(null, { status: 500 })));
    serverPage('parcel');
    await expect(runEarlySearch({ indexPaths: [INDEX] })).rejects.toMatchObject({ kind: 'network' });
    expect(slot().childNodes).toHaveLength(0);
    expect(earlySearch()?.answer).toBeUndefined();
    // The site's search, retried, fetches the index anew with the same engine.
    serveFakeIndex(INDEX);
    const retried = await earlySearch()?.transport.search([{ indexName: 'marketplace_apps', params: { query: 'ledger' } }]);
    expect(retried?.results[0]).toMatchObject({ nbHits: 1 });
  });

  it('says the search is slow after 200 ms, as the page does, until its results show', async () => {
    let arrive = () => undefined as void;
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    serveFakeIndex(INDEX, arrived);
    serverPage('parcel');
    const status = () => slot().previousElementSibling;
    slot().insertAdjacentHTML('beforebegin', '<p role="status"></p>');
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const done = runEarlySearch({ indexPaths: [INDEX] });
    // The site, starting meanwhile, would take the files the early script is fetching.
    expect(earlySearch()?.indexPaths).toEqual([INDEX]);
    await jest.advanceTimersByTimeAsync(199);
    expect(status()?.textContent).toBe('');
    await jest.advanceTimersByTimeAsync(1);
    expect(status()?.textContent).toBe('Still searching…');
    // The box shows the query meanwhile, not only once the results are in.
    expect(box().value).toBe('parcel');
    jest.useRealTimers();
    arrive();
    await done;
    expect(resultNames().length).toBeGreaterThan(0);
    expect(status()?.textContent).toBe('');
  });

  it('says at once that nothing matched (the view’s empty state), and leaves a slot the site has filled alone', async () => {
    serverPage('zzzz');
    await runEarlySearch({ indexPaths: [INDEX] });
    expect(slot().querySelector('h2')?.textContent).toBe('No results for “zzzz”');
    expect(slot().querySelector('#apps > p')?.textContent).toBe('No apps match “zzzz”.');
    expect(earlySearch()?.answer?.answers.apps.nbHits).toBe(0);
    expect(document.documentElement.hasAttribute('data-main-content-shown')).toBe(true);

    serverPage('parcel');
    slot().append('the site');
    await runEarlySearch({ indexPaths: [INDEX] });
    expect(slot().textContent).toBe('the site');
  });
});
