import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { makeStore } from '../../../core/store';
import { theme } from '../../../ui/theme';
import { fakeSearch, moreParcelApps, type FakeSearch } from '../testing/fake-search-client';
import { SearchPage } from './search-page';

jest.mock('gatsby', () => jest.requireActual('../../../../__mocks__/gatsby'));

/** The search page's filters and sort (§2): read from the URL, written back to it, applied to the results. */
let search: FakeSearch;

function renderPage(address: string) {
  window.history.replaceState({ key: 'initial' }, '', address);
  return render(
    <Provider store={makeStore()}>
      <ThemeProvider theme={theme}>
        <SearchPage location={{ search: window.location.search }} getClient={search.getClient} />
      </ThemeProvider>
    </Provider>,
  );
}

const appNames = () =>
  within(screen.getByRole('region', { name: 'Apps' }))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const liveChat = () => within(screen.getByRole('group', { name: 'Works with' })).getByRole('checkbox', { name: 'LiveChat' });
const sortBy = () => screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;

beforeAll(() => import('./instantsearch-source'), 30_000);
beforeEach(() => {
  search = fakeSearch(moreParcelApps(3));
});

describe('search page filters and sort', () => {
  it('reads them from the URL and orders the apps by the chosen sort', async () => {
    renderPage('/search/?q=parcel&compatibility=livechat&sortBy=alphabetically');
    await waitFor(() => expect(appNames().length).toBeGreaterThan(1));
    expect(liveChat()).toBeChecked();
    expect(sortBy().value).toBe('alphabetically');
    const names = appNames() as string[];
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    // The filter went with the apps search, with every result §5 allows for the sort to order.
    expect(search.requests.flat()).toContainEqual(
      expect.objectContaining({
        params: expect.objectContaining({
          facetFilters: [['compatibility:livechat'], ['isService:false']],
          hitsPerPage: 200,
        }),
      }),
    );
  });

  it('writes a filter and a sort into the URL beside the query', async () => {
    const user = userEvent.setup();
    renderPage('/search/?q=parcel');
    await waitFor(() => expect(appNames().length).toBeGreaterThan(0));
    await user.click(liveChat());
    expect(new URLSearchParams(window.location.search).get('compatibility')).toBe('livechat');
    await user.selectOptions(sortBy(), 'popularity');
    const params = new URLSearchParams(window.location.search);
    expect(params.get('q')).toBe('parcel');
    expect(params.get('sortBy')).toBe('popularity');
    expect(params.get('compatibility')).toBe('livechat');
  });

  it('ignores a malformed query string and still searches', async () => {
    renderPage('/search/?q=parcel&payment=%ZZ&sortBy=%&categories=nope,,');
    await waitFor(() => expect(appNames().length).toBeGreaterThan(0));
    expect(sortBy().value).toBe('relevance');
    expect(screen.getAllByRole('checkbox').every((box) => !(box as HTMLInputElement).checked)).toBe(true);
  });
});
