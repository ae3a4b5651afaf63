import { act, render, screen, waitFor } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { SEARCH_TEXT } from '../../../domain/search/search';
import { theme } from '../../../ui/theme';
import { loadSearchClient, preloadSearch } from '../load-search-client';
import { startSearchDownloads } from '../search-downloads';
import { fakeSearch } from '../testing/fake-search-client';
import { HeaderSearch } from './header-search';

jest.mock('gatsby', () => jest.requireActual('../../../../__mocks__/gatsby'));
jest.mock('../load-search-client', () => ({ preloadSearch: jest.fn(), loadSearchClient: jest.fn() }));
// An index too large to warm when idle (the idle prefetch of the dropdown's code asks, on a busy machine within the test).
jest.mock('../search-downloads', () => ({ startSearchDownloads: jest.fn(), warmsSiteSearchWhenIdle: jest.fn(() => false) }));

/** The site's own client (no client given): its loading starts as the box is focused, beside the dropdown's code. */
describe('header search box with the site’s client', () => {
  beforeEach(() => {
    jest.mocked(preloadSearch).mockClear();
    jest.mocked(startSearchDownloads).mockClear();
    jest.mocked(loadSearchClient).mockImplementation(fakeSearch().getClient);
  });

  it('loads nothing before it is used, and starts the client, the engine and the index once on the first focus', async () => {
    render(
      <ThemeProvider theme={theme}>
        <HeaderSearch />
      </ThemeProvider>,
    );
    const box = screen.getByRole('combobox', { name: SEARCH_TEXT.label });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(preloadSearch).not.toHaveBeenCalled();
    expect(startSearchDownloads).not.toHaveBeenCalled();
    act(() => box.focus());
    // The engine's code and the index are asked for at once, before the client's code has arrived.
    expect(startSearchDownloads).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(preloadSearch).toHaveBeenCalledTimes(1));
    act(() => box.blur());
    act(() => box.focus());
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(preloadSearch).toHaveBeenCalledTimes(1);
    expect(startSearchDownloads).toHaveBeenCalledTimes(1);
  });
});
