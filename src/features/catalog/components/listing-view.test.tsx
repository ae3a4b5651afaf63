import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Profiler } from 'react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { server } from '../../../../sandbox/test-server';
import { COMPARATORS, type ListingRecord } from '../../../domain/listing';
import { FILTER_KEYS, staticFilterOptions } from '../../../domain/listing-filters';
import { theme } from '../../../ui/theme';
import { ListingView } from './listing-view';
import { listingRecord } from '../../../domain/testing/listing-record';

jest.mock('gatsby', () => jest.requireActual('../../../../__mocks__/gatsby'));

// Filtering and rendering 200 cards in jsdom can take over a second on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const record = (index: number, over: Partial<ListingRecord> = {}): ListingRecord =>
  listingRecord({
    slug: `app-${index}`,
    name: `App ${String(index).padStart(3, '0')}`,
    installations: 1000 - index,
    languages: index % 2 ? ['Polish'] : ['English'],
    appId: '',
    installable: false,
    ...over,
  });

// 200 apps in the default order: the first shard holds the first 120, the second the rest.
const all = Array.from({ length: 200 }, (_, i) => record(i)).sort(COMPARATORS.recommended);
const options = staticFilterOptions({ languages: ['English', 'Polish'], countries: ['Poland'], industries: [] });

// Each test its own file names: the shards are cached for the whole visit.
let run = 0;
let index = '';

function serveShards() {
  run += 1;
  index = `/data/listing-index-first${run}.json,/data/listing-index-second${run}.json`;
  let release: () => void = () => {};
  const second = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.get(`*/data/listing-index-first${run}.json`, () => HttpResponse.json(all.slice(0, 120))),
    http.get(`*/data/listing-index-second${run}.json`, async () => {
      await second;
      return HttpResponse.json(all.slice(120));
    }),
  );
  // Let the shard's response and the renders it causes settle inside act.
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
  return {
    releaseSecond: () =>
      act(async () => {
        release();
        await settle();
      }),
    settle: () => act(settle),
  };
}

const listing = (search: string) => (
  <ThemeProvider theme={theme}>
    <ListingView
      title="All apps"
      scope={{ kind: 'all' }}
      initialCards={all.slice(0, 48)}
      initialTotal={all.length}
      indexPath={index}
      options={options}
      families={[...FILTER_KEYS]}
      location={{ pathname: '/apps/', search }}
      renderNav={() => <nav />}
    />
  </ThemeProvider>
);

const renderListing = (search: string) => render(listing(search));

const cardNames = () =>
  within(screen.getByRole('list', { name: 'All apps' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('h2, h3')?.textContent);

describe('ListingView and the URL', () => {
  it('mounted by a client-side navigation, shows the URL’s filters from its first render (no flash of the default view)', async () => {
    const { releaseSecond } = serveShards();
    // What the first commit put on screen (effects that run after it would hide a flash from the assertions below).
    let checkedAtMount: boolean | undefined;
    const atCommit = (_id: string, phase: string) => {
      if (phase === 'mount') checkedAtMount = screen.getByRole<HTMLInputElement>('checkbox', { name: /^Polish/ }).checked;
    };
    render(
      <Profiler id="listing" onRender={atCommit}>
        {listing('?languages=Polish')}
      </Profiler>,
    );
    expect(checkedAtMount).toBe(true);
    expect(screen.getByRole('checkbox', { name: /^Polish/ })).toBeChecked();
    await releaseSecond();
  });

  it('hydrating, matches the server’s default view first, then shows the URL’s filters', async () => {
    const { releaseSecond } = serveShards();
    const container = document.createElement('div');
    container.innerHTML = renderToString(listing('?languages=Polish'));
    document.body.appendChild(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      render(listing('?languages=Polish'), { container, hydrate: true });
      await waitFor(() => expect(screen.getByRole('checkbox', { name: /^Polish/ })).toBeChecked());
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
    await releaseSecond();
  });
});

describe('ListingView over an index in shards', () => {
  it('shows the next page of the default view from the first shard, before the rest arrives', async () => {
    const { releaseSecond } = serveShards();
    renderListing('?shown=96');
    await waitFor(() => expect(screen.getByRole('list', { name: 'All apps' }).children).toHaveLength(96));
    expect(cardNames()).toEqual(all.slice(0, 96).map((r) => r.name));
    expect(screen.getByRole('status')).toHaveTextContent('200 results');
    await releaseSecond();
  });

  it('shows the first matches of a filter from the first shard, and the total once the whole index is in', async () => {
    const { releaseSecond } = serveShards();
    renderListing('?languages=Polish');
    const polish = all.filter((r) => r.languages.includes('Polish'));
    await waitFor(() => expect(cardNames()).toEqual(polish.slice(0, 48).map((r) => r.name)));
    expect(screen.getByRole('status')).toHaveTextContent('Applying filters…');
    expect(screen.queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();

    await releaseSecond();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('100 results'));
    expect(cardNames()).toEqual(polish.slice(0, 48).map((r) => r.name));
    expect(screen.getByRole('button', { name: 'Show more (52 more)' })).toBeInTheDocument();
  });

  it('waits for the whole index before sorting another way', async () => {
    const { releaseSecond, settle } = serveShards();
    renderListing('?sortBy=alphabetically');
    // The first shard alone cannot tell which names come first: still the server's cards.
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('Applying filters…');
    expect(cardNames()).toEqual(all.slice(0, 48).map((r) => r.name));

    await releaseSecond();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('200 results'));
    const byName = [...all].sort(COMPARATORS.alphabetically);
    expect(cardNames()).toEqual(byName.slice(0, 48).map((r) => r.name));
  });
});
