import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { ThemeProvider } from 'styled-components';
import { SEARCH_TEXT } from '../../../domain/search/search';
import { theme } from '../../../ui/theme';
import { FAKE_APPS, fakeSearch, type FakeSearch } from '../testing/fake-search-client';
import { HeaderSearch } from './header-search';

jest.mock('gatsby', () => jest.requireActual('../../../../__mocks__/gatsby'));

/** The header's box against a fake client: the combobox, its keys, and when it searches. */
let search: FakeSearch;
const box = () => screen.getByRole('combobox', { name: SEARCH_TEXT.label });

function renderBox() {
  return render(
    <ThemeProvider theme={theme}>
      <p>Page</p>
      <HeaderSearch getClient={search.getClient} />
    </ThemeProvider>,
  );
}

beforeEach(() => {
  search = fakeSearch();
  jest.mocked(navigate).mockClear();
});

describe('header search box', () => {
  it('is a search form that works without JavaScript and loads nothing before it is used', () => {
    const getClient = jest.spyOn(search, 'getClient');
    renderBox();
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/search/');
    expect(form).toHaveAttribute('method', 'get');
    expect(box()).toHaveAttribute('name', 'q');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    // ARIA 1.2: a combobox names its popup from the start.
    expect(box()).toHaveAttribute('aria-controls', 'site-search-listbox');
    expect(box()).toHaveAttribute('maxLength', '256');
    expect(getClient).not.toHaveBeenCalled();
  });

  it('shows apps and partners as you type, with the match marked, and a way to see all results', async () => {
    const user = userEvent.setup();
    renderBox();
    await user.type(box(), 'parc');
    const listbox = await screen.findByRole('listbox', { name: SEARCH_TEXT.label });
    const apps = within(listbox).getByRole('group', { name: 'Apps' });
    expect(
      within(apps)
        .getAllByRole('option')
        .map((option) => option.querySelector('strong')?.textContent),
    ).toEqual([
      'ParcelWorks',
      'ParcelForge',
      'Parcel Training',
      'Ledger', // "parcel" in its short description
    ]);
    expect(within(apps).getAllByRole('option')[0].querySelector('mark')?.textContent).toBe('Parc');
    // Icons decode off the main thread: the words of a row come with the keystroke's frame.
    expect(within(apps).getAllByRole('option')[0].querySelector('img')).toHaveAttribute('decoding', 'async');
    expect(within(within(listbox).getByRole('group', { name: 'Partners' })).getByRole('option')).toHaveTextContent(
      'Parcel Partners',
    );
    expect(within(listbox).getAllByRole('option').at(-1)).toHaveTextContent(SEARCH_TEXT.seeAll('parc'));
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(box()).toHaveAttribute('aria-controls', listbox.id);
  });

  it('names each icon’s small rendition in srcset safely, whatever its file is called', async () => {
    search = fakeSearch([
      { ...FAKE_APPS[0], objectID: 'b2', name: 'Ledger, Line', slug: 'ledger-line', icon: '/images/apps/ledger line,2.webp' },
    ]);
    const user = userEvent.setup();
    renderBox();
    await user.type(box(), 'ledg');
    await screen.findByRole('option', { name: SEARCH_TEXT.seeAll('ledg') });
    const icon = screen
      .getAllByRole('option')
      .find((option) => option.querySelector('strong')?.textContent === 'Ledger, Line')
      ?.querySelector('img');
    expect(icon).toHaveAttribute('src', '/images/64/apps/ledger line,2.webp');
    expect(icon).toHaveAttribute('srcset', '/images/64/apps/ledger%20line%2C2.webp 2x, /images/apps/ledger%20line%2C2.webp 3x');
  });

  it('changes the rows already shown for a new answer, each with its own hit’s icon', async () => {
    search = fakeSearch([
      { ...FAKE_APPS[0], objectID: 'b1', name: 'Ledgerline', slug: 'ledgerline', icon: '/images/apps/ledgerline.webp' },
    ]);
    const user = userEvent.setup();
    renderBox();
    const rows = () =>
      within(screen.getByRole('group', { name: 'Apps' }))
        .getAllByRole('option')
        .map((option) => ({ option, icon: option.querySelector('img') }));
    await user.type(box(), 'parc');
    await screen.findByRole('option', { name: SEARCH_TEXT.seeAll('parc') });
    const first = rows();
    // An icon the build does not resize (here an SVG) is shown as it is.
    expect(first[0].icon).toHaveAttribute('src', '/images/apps/x.svg');
    expect(first[0].icon).not.toHaveAttribute('srcset');
    // The whole query replaced at once (pasted over it): the popup stays open with a new answer.
    await user.tripleClick(box());
    await user.paste('ledg');
    await screen.findByRole('option', { name: SEARCH_TEXT.seeAll('ledg') });
    const second = rows();
    const ledgerline = second.find((row) => row.option.querySelector('strong')?.textContent === 'Ledgerline');
    // The 64 px rendition the build writes; the original for screens denser than 2×.
    expect(ledgerline?.icon).toHaveAttribute('src', '/images/64/apps/ledgerline.webp');
    expect(ledgerline?.icon).toHaveAttribute('srcset', '/images/64/apps/ledgerline.webp 2x, /images/apps/ledgerline.webp 3x');
    let newIcons = 0;
    second.forEach((row, index) => {
      if (!first[index]) return;
      expect(row.option).toBe(first[index].option);
      if (!row.icon || !first[index].icon) return;
      // Never the last hit's picture while the new one loads: a new image element for a new address.
      const sameAddress = row.icon.getAttribute('src') === first[index].icon?.getAttribute('src');
      expect(row.icon === first[index].icon).toBe(sameAddress);
      if (!sameAddress) newIcons += 1;
    });
    expect(newIcons).toBe(1);
  });

  it('moves through the options with the arrow keys and opens the active one with Enter', async () => {
    const user = userEvent.setup();
    renderBox();
    await user.type(box(), 'parc');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = document.getElementById(box().getAttribute('aria-activedescendant') ?? '');
    expect(active).toHaveAttribute('aria-selected', 'true');
    expect(active).toHaveTextContent('ParcelForge');
    expect(box()).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    // Up from the first option wraps to the last: "see all results".
    expect(document.getElementById(box().getAttribute('aria-activedescendant') ?? '')).toHaveTextContent(
      SEARCH_TEXT.seeAll('parc'),
    );
    await user.keyboard('{ArrowDown}{Enter}');
    expect(navigate).toHaveBeenCalledWith('/apps/parcelworks/');
    expect(box()).toHaveValue('');
  });

  it('opens a service and a partner at their own paths', async () => {
    const user = userEvent.setup();
    renderBox();
    await user.type(box(), 'parcel');
    await screen.findByRole('listbox');
    await user.click(screen.getByRole('option', { name: /Parcel Training/ }));
    expect(navigate).toHaveBeenLastCalledWith('/services/parcel-training/');
    await user.type(box(), 'parcel');
    await screen.findByRole('listbox');
    await user.click(screen.getByRole('option', { name: /Parcel Partners/ }));
    expect(navigate).toHaveBeenLastCalledWith('/partners/parcel-partners/');
  });

  it('goes to the search page with the query on Enter when no option is active', async () => {
    const user = userEvent.setup();
    renderBox();
    await user.type(box(), 'parcel shops{Enter}');
    expect(navigate).toHaveBeenCalledWith('/search/?q=parcel+shops');
  });

  it('clears with Escape', async () => {
    const user = userEvent.setup();
    renderBox();
    await user.type(box(), 'parc');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(box()).toHaveValue('');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
  });

  it('does not search a 1-character query', async () => {
    const user = userEvent.setup();
    renderBox();
    await user.type(box(), 'p');
    await act(async () => {
      await Promise.resolve();
    });
    expect(search.requests).toHaveLength(0);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('says so when nothing matches', async () => {
    const user = userEvent.setup();
    renderBox();
    await user.type(box(), 'zzzz');
    expect(await screen.findByText(SEARCH_TEXT.noResults('zzzz'))).toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('says there are no results for a query with no letter or digit, without searching', async () => {
    const user = userEvent.setup();
    renderBox();
    await user.type(box(), '%%%%');
    expect(await screen.findByText('No results for “%%%%”')).toBeInTheDocument();
    expect(search.requests).toHaveLength(0);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('searches and links at most 256 characters of a pasted query', async () => {
    const user = userEvent.setup();
    renderBox();
    await user.click(box());
    // The box's maxLength and the searched query's cap both hold it at 256 characters.
    await user.paste(`parcel ${'x'.repeat(400)}`);
    await waitFor(() => expect(search.requests.length).toBeGreaterThan(0));
    expect(search.requests.at(-1)?.[0].params?.query).toBe(`parcel ${'x'.repeat(249)}`);
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenLastCalledWith(`/search/?q=parcel+${'x'.repeat(249)}`);
  });

  it('shows the stalled notice when an answer takes more than 200 ms', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      search.hold();
      renderBox();
      await user.type(box(), 'parc');
      await act(async () => {
        jest.advanceTimersByTime(199);
      });
      expect(screen.queryByText(SEARCH_TEXT.stalled)).toBeNull();
      await act(async () => {
        jest.advanceTimersByTime(1);
      });
      expect(screen.getByText(SEARCH_TEXT.stalled)).toBeInTheDocument();
      await act(async () => {
        search.release();
      });
      await waitFor(() => expect(screen.queryByText(SEARCH_TEXT.stalled)).toBeNull());
      expect(screen.getByRole('listbox')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('tells the visitor when search is unavailable', async () => {
    const user = userEvent.setup();
    search.fail();
    renderBox();
    await user.type(box(), 'parc');
    expect(await screen.findByText(SEARCH_TEXT.unavailable)).toBeInTheDocument();
  });

  it("focuses on '/' from the page, but not while typing in another field", async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider theme={theme}>
        <input aria-label="Other" />
        <HeaderSearch getClient={search.getClient} />
      </ThemeProvider>,
    );
    await user.keyboard('/');
    expect(box()).toHaveFocus();
    await user.click(screen.getByLabelText('Other'));
    await user.keyboard('/');
    expect(screen.getByLabelText('Other')).toHaveValue('/');
  });
});
