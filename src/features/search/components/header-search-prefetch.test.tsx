import { act, render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../../ui/theme';
import { fakeSearch } from '../testing/fake-search-client';
import { HeaderSearch } from './header-search';

jest.mock('gatsby', () => jest.requireActual('../../../../__mocks__/gatsby'));
const mockPreloadSearch = jest.fn();
const mockStartSearchDownloads = jest.fn();
const mockWarmsWhenIdle = jest.fn(() => false);
// Called through, not referenced: the mocks' factories run before these constants are set.
jest.mock('../load-search-client', () => ({ preloadSearch: () => mockPreloadSearch(), loadSearchClient: jest.fn() }));
jest.mock('../search-downloads', () => ({
  startSearchDownloads: () => mockStartSearchDownloads(),
  warmsSiteSearchWhenIdle: () => mockWarmsWhenIdle(),
}));

const mockDropdownLoaded = jest.fn();
jest.mock('./header-search-dropdown', () => {
  mockDropdownLoaded();
  return { __esModule: true, default: () => null };
});

/** The dropdown's code is fetched ahead of use once the page is idle, under §9's prefetch rule. */
describe('header search box: the dropdown’s code when the page is idle', () => {
  const idleCallbacks: Array<() => void> = [];
  const connection = { effectiveType: '4g', saveData: false };

  beforeEach(() => {
    jest.resetModules();
    mockDropdownLoaded.mockClear();
    mockPreloadSearch.mockClear();
    mockStartSearchDownloads.mockClear();
    mockWarmsWhenIdle.mockReturnValue(false);
    idleCallbacks.length = 0;
    connection.saveData = false;
    connection.effectiveType = '4g';
    Object.defineProperty(window, 'requestIdleCallback', {
      configurable: true,
      value: (callback: () => void) => idleCallbacks.push(callback),
    });
    Object.defineProperty(window, 'cancelIdleCallback', { configurable: true, value: jest.fn() });
    Object.defineProperty(navigator, 'connection', { configurable: true, value: connection });
  });

  const renderBox = (props: Parameters<typeof HeaderSearch>[0] = {}) =>
    render(
      <ThemeProvider theme={theme}>
        <HeaderSearch {...props} />
      </ThemeProvider>,
    );
  const runIdle = async () => {
    await act(async () => {
      idleCallbacks.splice(0).forEach((callback) => callback());
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  };

  it('loads it when the browser is next idle, not before', async () => {
    renderBox();
    expect(idleCallbacks).toHaveLength(1);
    expect(mockDropdownLoaded).not.toHaveBeenCalled();
    await runIdle();
    expect(mockDropdownLoaded).toHaveBeenCalledTimes(1);
  });

  it('gets a small local index ready too (client, engine, index), and a larger one only on focus', async () => {
    renderBox().unmount();
    await runIdle();
    expect(mockStartSearchDownloads).not.toHaveBeenCalled();
    expect(mockPreloadSearch).not.toHaveBeenCalled();
    mockWarmsWhenIdle.mockReturnValue(true);
    renderBox();
    expect(mockPreloadSearch).not.toHaveBeenCalled();
    await runIdle();
    expect(mockStartSearchDownloads).toHaveBeenCalledTimes(1);
    expect(mockPreloadSearch).toHaveBeenCalledTimes(1);
  });

  it('loads nothing ahead of use with save-data on, or on 2g', async () => {
    connection.saveData = true;
    renderBox().unmount();
    connection.saveData = false;
    connection.effectiveType = '2g';
    renderBox();
    expect(idleCallbacks).toHaveLength(0);
    await runIdle();
    expect(mockDropdownLoaded).not.toHaveBeenCalled();
    expect(mockPreloadSearch).not.toHaveBeenCalled();
  });

  it('stops waiting when the box goes away first', async () => {
    renderBox().unmount();
    expect(window.cancelIdleCallback).toHaveBeenCalled();
  });

  it('leaves a given client (tests, embeds) to load the dropdown on use', async () => {
    renderBox({ getClient: fakeSearch().getClient });
    expect(idleCallbacks).toHaveLength(0);
    await runIdle();
    expect(mockDropdownLoaded).not.toHaveBeenCalled();
  });
});
