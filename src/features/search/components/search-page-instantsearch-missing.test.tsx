import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { makeStore } from '../../../core/store';
import { SEARCH_TEXT } from '../../../domain/search/search';
import { theme } from '../../../ui/theme';
import { fakeSearch, moreParcelApps } from '../testing/fake-search-client';
import { SearchPage } from './search-page';

jest.mock('gatsby', () => jest.requireActual('../../../../__mocks__/gatsby'));
// InstantSearch's chunk fails to load (offline for a moment), then loads on the next try.
let mockChunkFails = true;
jest.mock('./instantsearch-source', () => {
  if (mockChunkFails) throw new Error('Loading chunk search-instantsearch failed.');
  return jest.requireActual('./instantsearch-source');
});

describe('search page when InstantSearch cannot be loaded', () => {
  it('keeps the first page, says search is unavailable when more is asked, and tries again on the next "Show more"', async () => {
    const search = fakeSearch(moreParcelApps(30));
    window.history.replaceState(null, '', '/search/?q=parcel');
    render(
      <Provider store={makeStore()}>
        <ThemeProvider theme={theme}>
          <SearchPage location={{ search: '?q=parcel' }} getClient={search.getClient} />
        </ThemeProvider>
      </Provider>,
    );
    const apps = () => within(screen.getByRole('region', { name: 'Apps' })).queryAllByRole('heading', { level: 3 });
    await waitFor(() => expect(apps()).toHaveLength(12));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show more apps' }));
    expect(await screen.findByText(SEARCH_TEXT.unavailable)).toBeInTheDocument();
    expect(apps()).toHaveLength(12);

    // The next query is still answered (by the page's own search), and the message goes.
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: SEARCH_TEXT.label }), ' training');
    await waitFor(() => expect(apps().map((heading) => heading.textContent)).toEqual(['Parcel Training']));
    expect(screen.queryByText(SEARCH_TEXT.unavailable)).toBeNull();

    // The connection is back: the next "Show more" loads InstantSearch and shows more.
    mockChunkFails = false;
    await user.clear(screen.getByRole('searchbox', { name: SEARCH_TEXT.label }));
    await user.type(screen.getByRole('searchbox', { name: SEARCH_TEXT.label }), 'parcel');
    await waitFor(() => expect(apps()).toHaveLength(12));
    await user.click(screen.getByRole('button', { name: 'Show more apps' }));
    await waitFor(() => expect(apps()).toHaveLength(24), { timeout: 5000 });
    expect(screen.queryByText(SEARCH_TEXT.unavailable)).toBeNull();
    // Three queries and two chunk loads: more than Jest's 5 s on a busy 2-core machine.
  }, 20_000);
});
