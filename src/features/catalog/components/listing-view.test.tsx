import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { http, HttpResponse } from 'msw';
import { Profiler } from 'react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { server } from '../../../../sandbox/test-server';
import { COMPARATORS, type ListingRecord, type ListingScope } from '../../../domain/catalogue/listing';
import { FILTER_KEYS, parseListingQuery, staticFilterOptions, type FilterKey } from '../../../domain/catalogue/listing-filters';
import { theme } from '../../../ui/theme';
import { ListingView } from './listing-view';
import { listingRecord } from '../../../domain/testing/listing-record';

jest.mock('gatsby', () => jest.requireActual('../../../../__mocks__/gatsby'));
// The listing's own query changes go through the router's navigate (core/navigate-in-page.ts, tested
// there); here, like every other address the page opens, they are read off Gatsby's mocked navigate.
jest.mock('../../../core/navigate-in-page', () => ({
  navigateInPage: (...args: unknown[]) =>
    (jest.requireMock('gatsby') as { navigate: (...a: unknown[]) => void }).navigate(...args),
}));

// Filtering and rendering 200 cards in jsdom can take over a second on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const record = (index: number, over: Partial<ListingRecord> = {}): ListingRecord =>
  listingRecord({
    slug: `app-${index}`,
    name: `App ${String(index).padStart(3, '0')}`,
    installations: 1000 - index,
    languages: index % 2 ? ['Polish'] : ['English'],
    // 100 CRM apps, 50 CMS, 50 Ecommerce; every tenth app (no CMS one) is a staff top pick.
    categorySlug: (['crm', 'cms', 'e-commerce', 'crm'] as const)[index % 4],
    collections: index % 10 ? [] : ['staff-top-picks'],
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

const listingAt = (pathname: string, scope: ListingScope, search: string) => (
  <ThemeProvider theme={theme}>
    <ListingView
      title="All apps"
      scope={scope}
      initialCards={all.slice(0, 48)}
      initialTotal={all.length}
      indexPath={index}
      options={options}
      families={[...FILTER_KEYS]}
      location={{ pathname, search }}
      renderNav={() => <nav />}
    />
  </ThemeProvider>
);

const listing = (search: string) => listingAt('/apps/', { kind: 'all' }, search);

const renderListing = (search: string) => render(listing(search));

const cardNames = () =>
  within(screen.getByRole('list', { name: 'All apps' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('h2, h3')?.textContent);

/** The listing's server HTML at `search`, in the document, to hydrate as the site does. */
function serverRendered(search: string): HTMLDivElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(listing(search));
  document.body.appendChild(container);
  return container;
}

/** A narrow screen, where a listing starts with its filters folded (until the test's end). */
function onPhone(): void {
  Object.defineProperty(window, 'matchMedia', { configurable: true, value: () => ({ matches: true }) });
}
afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

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
    const container = serverRendered('?languages=Polish');
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

describe('the category choice (§2: one category at a time, chosen by the path)', () => {
  const categoryGroup = () => screen.getByRole('group', { name: 'Category' });
  const choice = (name: string) => within(categoryGroup()).getByRole<HTMLInputElement>('radio', { name: new RegExp(`^${name}`) });
  const count = (slug: string) => all.filter((r) => r.categorySlug === slug).length;

  beforeEach(() => jest.mocked(navigate).mockClear());

  it('on /apps/, is one choice with "All categories" chosen; choosing one opens its page with the other filters and the sort', async () => {
    const { releaseSecond } = serveShards();
    const user = userEvent.setup();
    render(listingAt('/apps/', { kind: 'all' }, '?payment=free&languages=Polish&sortBy=popularity'));
    expect(within(categoryGroup()).queryAllByRole('checkbox')).toHaveLength(0);
    expect(within(categoryGroup()).getAllByRole('radio')).toHaveLength(options.categories.length + 1);
    expect(choice('All categories')).toBeChecked();

    await user.click(choice('CRM'));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/apps/crm/?payment=free&languages=Polish&sortBy=popularity');
    // Shown at once, while the next page loads.
    expect(choice('CRM')).toBeChecked();
    expect(choice('All categories')).not.toBeChecked();
    await releaseSecond();
  });

  it('on a category page, shows that category chosen from the server’s render on; clearing it opens /apps/ with the other filters', async () => {
    const { releaseSecond } = serveShards();
    const user = userEvent.setup();
    const page = listingAt('/apps/crm/', { kind: 'category', key: 'crm' }, '?compatibility=helpdesk&sortBy=price');
    const server = document.createElement('div');
    server.innerHTML = renderToString(page);
    expect(server.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.id).toBe('filter-categories-crm');

    render(page);
    expect(choice('CRM')).toBeChecked();
    await user.click(choice('All categories'));
    expect(navigate).toHaveBeenLastCalledWith('/apps/?compatibility=helpdesk&sortBy=price');
    await user.click(choice('CMS'));
    expect(navigate).toHaveBeenLastCalledWith('/apps/cms/?compatibility=helpdesk&sortBy=price');
    expect(navigate).toHaveBeenCalledTimes(2);
    await releaseSecond();
  });

  it('on a category page, lets the path decide over an old link’s `categories` value', async () => {
    const { releaseSecond } = serveShards();
    const user = userEvent.setup();
    render(listingAt('/apps/crm/', { kind: 'category', key: 'crm' }, '?categories=cms&payment=free'));
    expect(choice('CRM')).toBeChecked();
    expect(choice('CMS')).not.toBeChecked();
    await user.click(choice('All categories'));
    expect(navigate).toHaveBeenLastCalledWith('/apps/?payment=free');
    await releaseSecond();
  });

  it('stays on a category page no app is in, so the category can still be cleared there', async () => {
    const { releaseSecond } = serveShards();
    const user = userEvent.setup();
    render(listingAt('/apps/chatbots/', { kind: 'category', key: 'chatbots' }, '?sortBy=alphabetically'));
    await releaseSecond();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('0 results'));
    expect(choice('Chatbots')).toBeChecked();
    await user.click(choice('All categories'));
    expect(navigate).toHaveBeenLastCalledWith('/apps/?sortBy=alphabetically');
  });

  it('on a curated list, chooses like /apps/, and counts what each category’s page would show', async () => {
    const { releaseSecond } = serveShards();
    const user = userEvent.setup();
    render(listingAt('/apps/staff-top-picks/', { kind: 'collection', key: 'staff-top-picks' }, '?sortBy=alphabetically'));
    expect(choice('All categories')).toBeChecked();
    await releaseSecond();
    // No staff top pick is a CMS app; the CMS page has 50.
    await waitFor(() => expect(choice('CMS')).toHaveAccessibleName(`CMS ${count('cms')} results`));
    expect(choice('CRM')).toHaveAccessibleName(`CRM ${count('crm')} results`);

    await user.click(choice('CMS'));
    expect(navigate).toHaveBeenCalledWith('/apps/cms/?sortBy=alphabetically');
  });

  it('still reads an old link’s `categories` on /apps/, and leaves it by the path rule', async () => {
    const { releaseSecond } = serveShards();
    const user = userEvent.setup();
    render(listingAt('/apps/', { kind: 'all' }, '?categories=cms&payment=free'));
    expect(choice('CMS')).toBeChecked();
    await releaseSecond();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`${count('cms')} results`));

    await user.click(screen.getByRole('button', { name: 'Remove filter Category: CMS' }));
    expect(navigate).toHaveBeenLastCalledWith('/apps/?payment=free');
    await user.click(choice('All categories'));
    expect(navigate).toHaveBeenLastCalledWith('/apps/?payment=free');
    await user.click(choice('Ecommerce'));
    expect(navigate).toHaveBeenLastCalledWith('/apps/e-commerce/?payment=free');
    // The other filters still change in place, with the old link's value kept as it was.
    await user.click(screen.getByRole('checkbox', { name: /^Polish/ }));
    expect(navigate).toHaveBeenLastCalledWith('/apps/?categories=cms&payment=free&languages=Polish');
  });

  it('names each filter box’s query parameter and value in the server’s HTML, for a press before hydration', () => {
    const server = document.createElement('div');
    server.innerHTML = renderToString(listingAt('/apps/', { kind: 'all' }, ''));
    const free = Array.from(server.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')).find(
      (box) => box.closest('label, div')?.textContent?.trim().startsWith('Free') ?? false,
    );
    expect(free?.getAttribute('data-early-param')).toBe('payment');
    expect(free?.value).toBe('free');
    for (const box of Array.from(server.querySelectorAll<HTMLInputElement>('input[type="checkbox"]'))) {
      const key = box.getAttribute('data-early-param');
      expect(key).toBeTruthy();
      // What the box would put in the address is what the page reads back from it.
      expect(parseListingQuery(`?${key}=${encodeURIComponent(box.value)}`, options).filters[key as FilterKey]).toEqual([
        box.value,
      ]);
    }
  });

  it('on a phone, keeps the filters the visitor unfolded before the page hydrated (the early-input script) open', async () => {
    const { releaseSecond, settle } = serveShards();
    onPhone();
    const container = serverRendered('');
    const details = container.querySelector('details') as HTMLDetailsElement;
    expect(details).toHaveAttribute('data-unfolded-by-server');
    // What the head's script does with a press on the summary before hydration.
    details.removeAttribute('data-unfolded-by-server');
    details.setAttribute('data-unfolded-early', '');
    render(listing(''), { container, hydrate: true });
    await settle();
    expect(details.open).toBe(true);
    expect(details).not.toHaveAttribute('data-unfolded-by-server');
    expect(details).not.toHaveAttribute('data-unfolded-early');

    // Without the press, the same page folds them on a phone.
    container.remove();
    const other = serverRendered('');
    render(listing(''), { container: other, hydrate: true });
    await settle();
    expect((other.querySelector('details') as HTMLDetailsElement).open).toBe(false);
    other.remove();
    await releaseSecond();
  });

  it('on a phone, opens the filters for a press that comes right after the page folds them, before the render that says so', async () => {
    const { releaseSecond, settle } = serveShards();
    onPhone();
    const container = serverRendered('');
    const details = container.querySelector('details') as HTMLDetailsElement;
    const summary = details.querySelector('summary') as HTMLElement;
    // A tap on a slow phone lands inside that moment: the fold is done on the element, the page's
    // state still says open and its summary's handler still sees the fold undecided.
    let pressed = false;
    details.removeAttribute = function removeAttribute(name: string) {
      HTMLElement.prototype.removeAttribute.call(this, name);
      if (name !== 'data-unfolded-by-server' || pressed) return;
      pressed = true;
      summary.click();
    };
    render(listing(''), { container, hydrate: true });
    await settle();
    expect(pressed).toBe(true);
    expect(details.open).toBe(true);
    // And it stays the page's state: pressed again, the filters fold.
    await userEvent.click(summary);
    await settle();
    expect(details.open).toBe(false);
    container.remove();
    await releaseSecond();
  });

  it('on the page a choice opened, keeps the filters open and the focus on the choice, so arrow keys go on through the group', async () => {
    const { settle } = serveShards();
    const user = userEvent.setup();
    onPhone();
    const filters = () => screen.getByText(/^Filters/).closest('details');
    const first = render(listingAt('/apps/', { kind: 'all' }, ''));
    expect(filters()).not.toHaveAttribute('open');
    first.unmount();

    // Keyboard user opens the filters and arrows from "All categories" to the first category.
    const before = render(listingAt('/apps/', { kind: 'all' }, ''));
    await user.click(screen.getByText(/^Filters/));
    expect(filters()).toHaveAttribute('open');
    choice('All categories').focus();
    await user.keyboard('{ArrowDown}');
    expect(navigate).toHaveBeenLastCalledWith('/apps/e-commerce/');
    before.unmount();

    // The page that choice opened.
    const opened = render(listingAt('/apps/e-commerce/', { kind: 'category', key: 'e-commerce' }, ''));
    await waitFor(() => expect(choice('Ecommerce')).toHaveFocus());
    expect(filters()).toHaveAttribute('open');
    await user.keyboard('{ArrowDown}');
    expect(navigate).toHaveBeenLastCalledWith('/apps/crm/');
    opened.unmount();

    // Once only: coming to that page another way (Back, a link) is not taken for the choice.
    render(listingAt('/apps/e-commerce/', { kind: 'category', key: 'e-commerce' }, ''));
    await settle();
    expect(choice('Ecommerce')).not.toHaveFocus();
    expect(filters()).not.toHaveAttribute('open');
  });
});
