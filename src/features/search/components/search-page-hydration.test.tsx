import { fireEvent, waitFor } from '@testing-library/react';
import { act, Profiler, startTransition, useEffect, useSyncExternalStore } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { makeStore } from '../../../core/store';
import { SEARCH_TEXT } from '../../../domain/search/search';
import { EARLY_SLOT_ATTRIBUTE } from '../early/early-handoff';
import { hydrationEnded, hydrationStarted } from '../../../ui/use-hydrated';
import { theme } from '../../../ui/theme';
import { publishFakeEarlyAnswer } from '../testing/fake-early-answer';
import { fakeSearch, moreParcelApps } from '../testing/fake-search-client';
import { SearchPage } from './search-page';

jest.mock('gatsby', () => jest.requireActual('../../../../__mocks__/gatsby'));

// This test hydrates by hand, inside React's act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * Something on the page that renders urgently right after the hydration's effects (in the site: a
 * tap's or a focus's handlers, a store's subscription): a store changed from an effect, which React
 * renders at once, before the updates of normal priority made by the effects before it.
 */
let urgent = 0;
const listeners = new Set<() => void>();
const urgentStore = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => urgent,
  bump: () => {
    urgent += 1;
    listeners.forEach((listener) => listener());
  },
};

let store = makeStore();
let search = fakeSearch();

function Page({ location }: { location: { search: string } }) {
  const tick = useSyncExternalStore(urgentStore.subscribe, urgentStore.get, () => 0);
  // A parent's effect runs after its children's: after the search page's own.
  useEffect(() => {
    if (tick === 0) urgentStore.bump();
  }, [tick]);
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <SearchPage key="page" location={location} getClient={search.getClient} />
        <output data-tick={tick} />
      </ThemeProvider>
    </Provider>
  );
}

describe('the search page hydrating over what the visitor typed', () => {
  let root: Root | undefined;
  let container: HTMLElement;
  beforeEach(() => {
    urgent = 0;
    store = makeStore();
    search = fakeSearch();
  });
  afterEach(() => {
    act(() => root?.unmount());
    container.remove();
  });
  /** The page as the server renders it (no query), in the document; returns its search box. */
  const serverRendered = () => {
    container = document.createElement('div');
    // jsdom has a window: React warns of the layout effects it skips on the server.
    const warnings = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    container.innerHTML = renderToString(<Page location={{ search: '' }} />);
    warnings.mockRestore();
    document.body.appendChild(container);
    return container.querySelector<HTMLInputElement>('input#search-query')!;
  };
  /** Hydrates the server's page (as the site does, in a transition), `onRender` told of each commit. */
  const hydratePage = (onRender: () => void) =>
    startTransition(() => {
      root = hydrateRoot(
        container,
        <Profiler id="search" onRender={onRender}>
          <Page location={{ search: window.location.search }} />
        </Profiler>,
      );
    });
  /**
   * Hydrates under React's own scheduling, not act()'s: as in a browser, an input or an answer can
   * come between its tasks. Returns once `settled` has.
   */
  const hydrateScheduled = async (onRender: () => void, settled: () => Promise<void>) => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      hydrationStarted();
      hydratePage(onRender);
      await settled();
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    }
  };

  it.each([
    ['typed a new query', 'zap', '?q=zap'],
    ['kept the query of the address', 'chat', '?q=chat'],
  ])('keeps the box as the visitor left it (%s) through a render more urgent than its own', async (_, typed, search) => {
    window.history.replaceState({ key: 'initial' }, '', '/search/?q=chat');
    const location = { search: window.location.search };
    const box = serverRendered();
    // Typed before the site's scripts ran (the early script had put the address's query in first).
    box.value = typed;
    // Every value the page gives the box from now on.
    const native = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!;
    const given: string[] = [];
    Object.defineProperty(box, 'value', {
      configurable: true,
      get: () => native.get!.call(box),
      set: (value: string) => {
        given.push(value);
        native.set!.call(box, value);
      },
    });

    hydrationStarted();
    await act(async () => {
      startTransition(() => {
        root = hydrateRoot(container, <Page location={location} />);
      });
    });
    expect(container.querySelector('output')).toHaveAttribute('data-tick', '1');
    await act(async () => hydrationEnded());

    // Never emptied, not even for a render: keys typed meanwhile would have gone with it.
    expect(given.filter((value) => value !== typed)).toEqual([]);
    expect(container.querySelector('input#search-query')).toBe(box);
    expect(box).toHaveValue(typed);
    expect(box).toHaveAccessibleName(SEARCH_TEXT.label);
    expect(window.location.search).toBe(search);
  });

  it("takes the box's query in the hydration's own commit, and draws its results over the early ones in a later render", async () => {
    window.history.replaceState({ key: 'initial' }, '', '/search/?q=chat');
    const box = serverRendered();
    box.value = 'zap';

    // What each commit left on screen: the early results' slot or the page's own view.
    const commits: string[] = [];
    const onRender = () => commits.push(container.querySelector(`[${EARLY_SLOT_ATTRIBUTE}]`) ? 'early' : 'page');
    hydrationStarted();
    await act(async () => hydratePage(onRender));
    await act(async () => hydrationEnded());

    // The hydration, then the update its layout effect made (the typed query, at once): both
    // still show the early results. Drawn in that update, the page's results made one long task
    // of it on a slow phone; they come in a render of their own, which input may interrupt.
    expect(commits.slice(0, 2)).toEqual(['early', 'early']);
    expect(commits.at(-1)).toBe('page');
    expect(box).toHaveValue('zap');
    expect(window.location.search).toBe('?q=zap');
  });

  it.each([
    ['a key typed', (box: HTMLInputElement) => fireEvent.change(box, { target: { value: 'zap' } })],
    [
      'a sort chosen',
      () => fireEvent.change(container.querySelector('select#search-sort')!, { target: { value: 'alphabetically' } }),
    ],
  ])(
    "takes the early results' place in the render of %s before its own render came (the answer does not wait for it)",
    async (_, input) => {
      window.history.replaceState({ key: 'initial' }, '', '/search/?q=chat');
      const box = serverRendered();
      const events: string[] = [];
      const onRender = () => {
        events.push(container.querySelector(`[${EARLY_SLOT_ATTRIBUTE}]`) ? 'early' : 'page');
        // Right after the hydration's commits, before React's next task (the view's transition).
        if (events.length === 1) {
          queueMicrotask(() => {
            events.push('input');
            input(box);
          });
        }
      };
      await hydrateScheduled(onRender, async () => {
        await waitFor(() => expect(events).toContain('input'));
        await waitFor(() => expect(events.at(-1)).toBe('page'));
      });
      expect(events[events.indexOf('input') + 1]).toBe('page');
    },
  );

  describe('on a phone, over the early results of "parcel" (16 apps match; 12 shown)', () => {
    const { innerWidth, innerHeight } = window;
    beforeEach(async () => {
      Object.assign(window, { innerWidth: 390, innerHeight: 844 });
      search = fakeSearch(moreParcelApps(12));
      await publishFakeEarlyAnswer('parcel', moreParcelApps(12));
    });
    afterEach(() => {
      Object.assign(window, { innerWidth, innerHeight });
      delete window.__marketplaceEarlySearch;
    });

    /** Hydrates with `typed` in the box; returns the app cards of each commit that showed the page's view. */
    async function hydrateTyped(typed: string) {
      window.history.replaceState({ key: 'initial' }, '', '/search/?q=parcel');
      serverRendered().value = typed;
      const drawn: number[] = [];
      const onRender = () => {
        if (container.querySelector(`[${EARLY_SLOT_ATTRIBUTE}]`)) return;
        drawn.push(container.querySelectorAll('section#apps [data-search-result]').length);
      };
      await hydrateScheduled(onRender, async () => {
        await waitFor(() => expect(drawn.at(-1)).toBe(12));
        hydrationEnded();
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
      return drawn.filter((count, index) => count !== drawn[index - 1]);
    }

    it('takes the early results over whole: the same dozen cards in its first render', async () => {
      expect(await hydrateTyped('parcel')).toEqual([12]);
      expect(search.requests).toHaveLength(0);
    });

    it('draws a query typed before it mounted a screenful first (4 cards), then the rest, as any new query', async () => {
      const drawn = await hydrateTyped('parcel helper');
      expect(drawn.slice(drawn.indexOf(4))).toEqual([4, 12]);
      expect(container.querySelector('section#apps')).toHaveTextContent('Parcel Helper 12');
    });
  });
});
