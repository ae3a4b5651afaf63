import { act, render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../../ui/theme';
import { fakeSearch } from '../testing/fake-search-client';
import { HeaderSearch } from './header-search';

jest.mock('gatsby', () => jest.requireActual('../../../../__mocks__/gatsby'));
jest.mock('../load-search-client', () => ({ preloadSearch: jest.fn(), loadSearchClient: jest.fn() }));
jest.mock('../search-downloads', () => ({ startSearchDownloads: jest.fn() }));

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

  it('loads nothing ahead of use with save-data on, or on 2g', async () => {
    connection.saveData = true;
    renderBox().unmount();
    connection.saveData = false;
    connection.effectiveType = '2g';
    renderBox();
    expect(idleCallbacks).toHaveLength(0);
    await runIdle();
    expect(mockDropdownLoaded).not.toHaveBeenCalled();
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
