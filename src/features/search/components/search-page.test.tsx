import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { afterMainContent, resetMainContentGate } from '../../../core/main-content';
import { makeStore } from '../../../core/store';
import { SEARCH_TEXT } from '../../../domain/search/search';
import { theme } from '../../../ui/theme';
import { publishFakeEarlyAnswer } from '../testing/fake-early-answer';
import { fakeSearch, moreParcelApps, moreParcelPartners, type FakeSearch } from '../testing/fake-search-client';
import { SearchPage } from './search-page';

jest.mock('gatsby', () => jest.requireActual('../../../../__mocks__/gatsby'));

// InstantSearch as the page loads it, with a count of its renders (it is loaded only when asked for more than the first page).
const mockInstantSearchRenders = jest.fn();
jest.mock('./instantsearch-source', () => {
  const actual = jest.requireActual<typeof import('./instantsearch-source')>('./instantsearch-source');
  return {
    ...actual,
    InstantSearchSource: (props: Parameters<typeof actual.InstantSearchSource>[0]) => {
      mockInstantSearchRenders();
      return <actual.InstantSearchSource {...props} />;
    },
  };
});

/** The search page against a fake client: two sections, the query in the URL, the states. */
let search: FakeSearch;

function renderPage(query = '', store = makeStore()) {
  window.history.replaceState({ key: 'initial' }, '', query ? `/search/?q=${encodeURIComponent(query)}` : '/search/');
  const location = { search: window.location.search };
  return render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <SearchPage location={location} getClient={search.getClient} />
      </ThemeProvider>
    </Provider>,
  );
}

/** The page as a client-side navigation to `/search/?q=query` mounts it, with `onRender` told of each commit. */
function renderNavigatedTo(query: string, onRender: ProfilerOnRenderCallback) {
  const queryString = `?q=${encodeURIComponent(query)}`;
  window.history.replaceState(null, '', `/search/${queryString}`);
  return render(
    <Profiler id="search" onRender={onRender}>
      <Provider store={makeStore()}>
        <ThemeProvider theme={theme}>
          <SearchPage location={{ search: queryString }} getClient={search.getClient} />
        </ThemeProvider>
      </Provider>
    </Profiler>,
  );
}

const box = () => screen.getByRole('searchbox', { name: SEARCH_TEXT.label });
const section = (name: string) => screen.getByRole('region', { name });
/** A result link by its text (jsdom's accessible-name rules put a space around <mark>; browsers do not). */
const resultLink = (text: string) => screen.getAllByRole('link').find((link) => link.textContent === text) as HTMLElement;
const resultNames = (name: string) =>
  within(section(name))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

// InstantSearch's chunk is compiled on first import; pay that once here, not inside a test's 1 s wait.
beforeAll(() => import('./instantsearch-source'), 30_000);

beforeEach(() => {
  search = fakeSearch();
  mockInstantSearchRenders.mockClear();
});

describe('search page', () => {
  it('renders on the server without the query (the URL is read after hydration) and without sections that results would push down', () => {
    const html = renderToString(
      <Provider store={makeStore()}>
        <ThemeProvider theme={theme}>
          <SearchPage location={{ search: '?q=parcel' }} getClient={search.getClient} />
        </ThemeProvider>
      </Provider>,
    );
    expect(html).toContain('role="search"');
    expect(html).not.toContain('parcel');
    expect(html).not.toContain('Partners');
    expect(html).not.toContain(SEARCH_TEXT.tooShort);
  });

  it('mounted by a client-side navigation, has the URL’s query in its box from its first render', () => {
    let valueAtMount: string | undefined;
    const atCommit = (_id: string, phase: string) => {
      if (phase === 'mount') valueAtMount = (box() as HTMLInputElement).value;
    };
    renderNavigatedTo('parcel', atCommit);
    expect(valueAtMount).toBe('parcel');
  });

  it('mounted by a client-side navigation on a phone, draws an answer it already has a screenful first (nothing of it is on screen)', async () => {
    const { innerWidth, innerHeight } = window;
    Object.assign(window, { innerWidth: 390, innerHeight: 844 });
    search = fakeSearch(moreParcelApps(12));
    // The early script answered this query on an earlier visit to the page.
    await publishFakeEarlyAnswer('parcel', moreParcelApps(12));
    const drawn: number[] = [];
    const onRender = () => drawn.push(document.querySelectorAll('section#apps [data-search-result]').length);
    try {
      renderNavigatedTo('parcel', onRender);
      expect(drawn[0]).toBe(4);
      await waitFor(() => expect(drawn.at(-1)).toBe(12));
    } finally {
      Object.assign(window, { innerWidth, innerHeight });
      delete window.__marketplaceEarlySearch;
    }
  });

  it('searches the query of the URL and shows apps and partners in their sections', async () => {
    renderPage('parcel');
    expect(box()).toHaveValue('parcel');
    await waitFor(() => expect(resultNames('Apps')).toEqual(['ParcelWorks', 'ParcelForge', 'Parcel Training', 'Ledger']));
    expect(resultNames('Partners')).toEqual(['Parcel Partners']);
    expect(within(section('Apps')).getByText('4 apps')).toBeInTheDocument();
    expect(resultLink('ParcelWorks')).toHaveAttribute('href', '/apps/parcelworks/');
    expect(resultLink('Parcel Training')).toHaveAttribute('href', '/services/parcel-training/');
    expect(resultLink('Parcel Partners')).toHaveAttribute('href', '/partners/parcel-partners/');
    expect(section('Partners')).toContainElement(resultLink('Parcel Partners'));
    // The match is marked.
    expect(resultLink('ParcelWorks').querySelector('mark')?.textContent).toBe('Parcel');
    expect(screen.getByText('4 apps and 1 partner found.')).toBeInTheDocument();
    // §2's two sections, by their names as anchors too.
    expect(section('Apps')).toHaveAttribute('id', 'apps');
    expect(section('Partners')).toHaveAttribute('id', 'partners');
  });

  it('answers the URL’s query with one search of its own for the first page of both sections (InstantSearch waits until asked for more)', async () => {
    renderPage('parcel');
    await waitFor(() => expect(resultNames('Partners')).toEqual(['Parcel Partners']));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(search.requests).toHaveLength(1);
    expect(mockInstantSearchRenders).not.toHaveBeenCalled();
    expect(
      search.requests[0].map((request) => [
        request.indexName,
        request.params?.query,
        request.params?.page,
        request.params?.hitsPerPage,
      ]),
    ).toEqual([
      ['test_apps', 'parcel', 0, 12],
      ['test_partners', 'parcel', 0, 12],
    ]);
  });

  it('shows 12 apps, then 12 more on "Show more apps": the first ones stay the same elements and the button keeps the focus', async () => {
    search = fakeSearch(moreParcelApps(30));
    const user = userEvent.setup();
    renderPage('parcel');
    await waitFor(() => expect(resultNames('Apps')).toHaveLength(12));
    expect(within(section('Apps')).getByText('34 apps')).toBeInTheDocument();
    const first = resultLink('ParcelWorks');
    const more = screen.getByRole('button', { name: 'Show more apps' });
    expect(mockInstantSearchRenders).not.toHaveBeenCalled();
    await user.click(more);
    await waitFor(() => expect(resultNames('Apps')).toHaveLength(24), { timeout: 5000 });
    expect(mockInstantSearchRenders).toHaveBeenCalled();
    expect(resultLink('ParcelWorks')).toBe(first);
    expect(screen.getByRole('button', { name: 'Show more apps' })).toBe(more);
    expect(more).toHaveFocus();
    await user.click(more);
    await waitFor(() => expect(resultNames('Apps')).toHaveLength(34));
    expect(screen.queryByRole('button', { name: 'Show more apps' })).toBeNull();
    expect(within(section('Apps')).getByText('34 apps')).toBeInTheDocument();
    // The last page took the button away: the focus is on the first result it brought.
    await waitFor(() => expect(section('Apps').querySelectorAll('[data-search-result]')[24]).toHaveFocus());
  });

  describe('"Show more" pressed before InstantSearch is here', () => {
    const settle = () =>
      act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
      });

    it('expands each section it was pressed in', async () => {
      search = fakeSearch(moreParcelApps(30), moreParcelPartners(20));
      const user = userEvent.setup();
      renderPage('parcel');
      await waitFor(() => expect(resultNames('Partners')).toHaveLength(12));
      search.hold();
      await user.click(screen.getByRole('button', { name: 'Show more apps' }));
      await user.click(screen.getByRole('button', { name: 'Show more partners' }));
      search.release();
      await waitFor(() => expect(resultNames('Apps')).toHaveLength(24), { timeout: 5000 });
      await waitFor(() => expect(resultNames('Partners')).toHaveLength(21));
    });

    it('after a failed search, says so and searches again on the next press', async () => {
      search = fakeSearch(moreParcelApps(30));
      const user = userEvent.setup();
      renderPage('parcel');
      await waitFor(() => expect(resultNames('Apps')).toHaveLength(12));
      search.fail();
      await user.click(screen.getByRole('button', { name: 'Show more apps' }));
      expect(await screen.findByText(SEARCH_TEXT.unavailable, {}, { timeout: 5000 })).toBeInTheDocument();
      expect(resultNames('Apps')).toHaveLength(12);

      search.recover();
      await user.click(screen.getByRole('button', { name: 'Show more apps' }));
      await waitFor(() => expect(resultNames('Apps')).toHaveLength(24), { timeout: 5000 });
      expect(screen.queryByText(SEARCH_TEXT.unavailable)).toBeNull();
    });

    it('is dropped by a new query: the new query shows its first page only, now and later', async () => {
      search = fakeSearch(moreParcelApps(30));
      const user = userEvent.setup();
      renderPage('parcel');
      await waitFor(() => expect(resultNames('Apps')).toHaveLength(12));
      search.hold();
      await user.click(screen.getByRole('button', { name: 'Show more apps' }));
      await user.type(box(), ' helper');
      search.release();
      await settle();
      search.release();
      await waitFor(() => expect(within(section('Apps')).getByText('30 apps')).toBeInTheDocument(), { timeout: 5000 });
      await settle();
      expect(resultNames('Apps')).toHaveLength(12);

      // Back to the query it was pressed for: not expanded behind the visitor's back either.
      await user.clear(box());
      await user.type(box(), 'parcel');
      await waitFor(() => expect(within(section('Apps')).getByText('34 apps')).toBeInTheDocument());
      await settle();
      expect(resultNames('Apps')).toHaveLength(12);
    });
  });

  it('answers the next query typed after arrival, then InstantSearch takes over without moving the results', async () => {
    const user = userEvent.setup();
    renderPage('parcel');
    await waitFor(() => expect(resultNames('Apps')).toHaveLength(4));
    await user.type(box(), ' training');
    await waitFor(() => expect(resultNames('Apps')).toEqual(['Parcel Training']), { timeout: 5000 });
    expect(window.location.search).toBe('?q=parcel+training');
    expect(mockInstantSearchRenders).toHaveBeenCalled();
    await user.clear(box());
    await user.type(box(), 'ledger');
    await waitFor(() => expect(resultNames('Apps')).toEqual(['Ledger']));
    expect(screen.getByText('1 app and 0 partners found.')).toBeInTheDocument();
    // InstantSearch running, the page's own search stops: one request per query, not two.
    expect(search.requests.filter((batch) => batch[0].params?.query === 'ledger')).toHaveLength(1);
  });

  it('keeps the typed query in the URL with one history entry per edit, not per keystroke (§9: 1000 ms grouping)', async () => {
    const user = userEvent.setup();
    let clock = Date.now();
    const now = jest.spyOn(Date, 'now').mockImplementation(() => clock);
    try {
      renderPage();
      const entries = window.history.length;
      await user.type(box(), 'ledger');
      expect(window.location.search).toBe('?q=ledger');
      expect(window.history.length).toBe(entries + 1);
      expect(window.history.state).toEqual({ key: 'initial' });
      // 999 ms later: the same edit goes on.
      clock += 999;
      await user.type(box(), 's');
      expect(window.history.length).toBe(entries + 1);
      // A pause of 1000 ms: a new edit, a new entry (Back returns to "ledgers").
      clock += 1000;
      await user.type(box(), 'x');
      expect(window.location.search).toBe('?q=ledgersx');
      expect(window.history.length).toBe(entries + 2);
    } finally {
      now.mockRestore();
    }
    await user.clear(box());
    await user.type(box(), 'ledger');
    await waitFor(() => expect(resultNames('Apps')).toEqual(['Ledger']));
  });

  it('does not search before 2 characters, and says so', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(box(), 'p');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(search.requests).toHaveLength(0);
    expect(within(section('Apps')).getByText(SEARCH_TEXT.tooShort)).toBeInTheDocument();
    expect(within(section('Partners')).getByText(SEARCH_TEXT.tooShort)).toBeInTheDocument();
  });

  it('shows a helpful empty state when nothing matches', async () => {
    renderPage('zzzz');
    expect(await screen.findByRole('heading', { name: SEARCH_TEXT.noResults('zzzz') })).toBeInTheDocument();
    expect(screen.getByText(SEARCH_TEXT.noResultsHelp)).toBeInTheDocument();
    const browse = screen.getByRole('navigation', { name: 'Browse instead' });
    expect(within(browse).getByRole('link', { name: 'CRM' })).toHaveAttribute('href', '/apps/crm/');
    expect(within(browse).getByRole('link', { name: 'All partners' })).toHaveAttribute('href', '/partners/');
  });

  it('shows the stalled notice after 200 ms without an answer', async () => {
    search.hold();
    jest.useFakeTimers();
    try {
      renderPage('parcel');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(150);
      });
      expect(screen.queryByText(SEARCH_TEXT.stalled)).toBeNull();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(250);
      });
      expect(screen.getByText(SEARCH_TEXT.stalled)).toBeInTheDocument();
      await act(async () => {
        search.release();
        await jest.advanceTimersByTimeAsync(50);
      });
      expect(screen.queryByText(SEARCH_TEXT.stalled)).toBeNull();
    } finally {
      jest.useRealTimers();
    }
    await waitFor(() => expect(resultNames('Apps')).toContain('ParcelWorks'));
  });

  describe('the shell’s own parts (account, cart, footer code: src/core/main-content.ts)', () => {
    afterEach(() => {
      jest.useRealTimers();
      resetMainContentGate();
    });

    /** Arrives at the search page with a query, with one of the shell's parts waiting to load. */
    function arriveWithQuery() {
      jest.useFakeTimers();
      resetMainContentGate();
      renderPage('parcel');
      const load = jest.fn(async () => undefined);
      void afterMainContent(load);
      return load;
    }

    it('wait until the first results of the URL’s query are on screen, then load when the browser is idle', async () => {
      search.hold();
      const load = arriveWithQuery();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1000);
      });
      expect(load).not.toHaveBeenCalled();
      await act(async () => {
        search.release();
        await jest.advanceTimersByTimeAsync(50);
      });
      expect(resultNames('Apps')).toContain('ParcelWorks');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(250);
      });
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('load as soon as the page says search is unavailable', async () => {
      search.fail();
      const load = arriveWithQuery();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(300);
      });
      expect(screen.getByText(SEARCH_TEXT.unavailable)).toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(250);
      });
      expect(load).toHaveBeenCalledTimes(1);
    });
  });

  it('is keyboard-first: ArrowDown from the box walks the results, ArrowUp comes back, Escape clears', async () => {
    const user = userEvent.setup();
    renderPage('parcel');
    await waitFor(() => expect(resultNames('Partners')).toEqual(['Parcel Partners']));
    box().focus();
    await user.keyboard('{ArrowDown}');
    expect(resultLink('ParcelWorks')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(resultLink('ParcelForge')).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(box()).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(box()).toHaveValue('');
    expect(window.location.search).toBe('');
  });

  it('tells the visitor when search is unavailable', async () => {
    search.fail();
    renderPage('parcel');
    expect(await screen.findByText(SEARCH_TEXT.unavailable)).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Browse instead' })).getByRole('link', { name: 'All apps' }),
    ).toHaveAttribute('href', '/apps/');
  });

  it('tells the visitor when the search client cannot be set up', async () => {
    window.history.replaceState(null, '', '/search/?q=parcel');
    render(
      <Provider store={makeStore()}>
        <ThemeProvider theme={theme}>
          <SearchPage
            location={{ search: '?q=parcel' }}
            getClient={() => Promise.reject(new Error('Invalid search index name'))}
          />
        </ThemeProvider>
      </Provider>,
    );
    expect(await screen.findByText(SEARCH_TEXT.unavailable)).toBeInTheDocument();
  });

  it('says there are no results for a query with no letter or digit, and searches nothing', async () => {
    renderPage('%%%%');
    expect(await screen.findByRole('heading', { name: 'No results for “%%%%”' })).toBeInTheDocument();
    expect(search.requests).toHaveLength(0);
    expect(within(section('Apps')).getByText('No apps match “%%%%”.')).toBeInTheDocument();
  });

  it('cuts a query from the URL or typed at 256 characters', async () => {
    const user = userEvent.setup();
    renderPage('x'.repeat(10_000));
    expect(box()).toHaveValue('x'.repeat(256));
    expect(box()).toHaveAttribute('maxLength', '256');
    await waitFor(() => expect(search.requests.length).toBeGreaterThan(0));
    expect(search.requests.flat().every((request) => request.params?.query === 'x'.repeat(256))).toBe(true);
    await user.clear(box());
    await user.paste('y'.repeat(300));
    expect(window.location.search).toBe(`?q=${'y'.repeat(256)}`);
  });

  it('shows an installed app’s hit as Installed with its placement’s host link (§2), from the index’s placement', async () => {
    // The signed-in organization's installed ids, read already (state as the install slice leaves it).
    const store = makeStore({
      user: { user: { token: 't' } },
      install: { installed: { ids: ['a1', 'a2', 'a3', 'a4'], status: 'fulfilled', token: 't' } },
    } as never);
    renderPage('parcel', store);
    await waitFor(() => expect(resultNames('Apps')).toHaveLength(4));
    const hit = (name: string) => resultLink(name).closest('article') as HTMLElement;
    // §2: settings 'Open settings'; full screen 'Open app'; no placement: plain 'Installed'.
    expect(within(hit('ParcelWorks')).getByText('Installed')).toBeInTheDocument();
    expect(within(hit('ParcelWorks')).getByRole('link', { name: 'Open settings: ParcelWorks' })).toHaveAttribute(
      'href',
      'http://localhost:8003/livechat/settings/integrations/a1',
    );
    expect(within(hit('ParcelForge')).getByRole('link', { name: 'Open app: ParcelForge' })).toHaveAttribute(
      'href',
      'http://localhost:8003/livechat/app/parcelforge',
    );
    expect(within(hit('Ledger')).getByText('Installed')).toBeInTheDocument();
    expect(within(hit('Ledger')).queryByRole('link', { name: /: Ledger$/ })).toBeNull();
  });
});
