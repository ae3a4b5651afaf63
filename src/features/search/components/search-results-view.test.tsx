import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { makeStore } from '../../../core/store';
import { theme } from '../../../ui/theme';
import type { PageAnswers } from '../search-answers';
import type { AppHit, PartnerHit } from '../search-hits';
import { FAKE_APPS, FAKE_PARTNERS } from '../testing/fake-search-client';
import { SearchResultsView } from './search-results-view';

jest.mock('gatsby', () => jest.requireActual('../../../../__mocks__/gatsby'));

// Every result card shows its stars: one call per card rendered.
const mockStarsRendered = jest.fn();
jest.mock('../../../ui/stars', () => {
  const actual = jest.requireActual<typeof import('../../../ui/stars')>('../../../ui/stars');
  return {
    ...actual,
    Stars: (props: Parameters<typeof actual.Stars>[0]) => {
      mockStarsRendered();
      return <actual.Stars {...props} />;
    },
  };
});

/** An answer as the engine gives it: hits of its own (new objects each time). */
const answered = (query: string): PageAnswers => {
  const apps = FAKE_APPS.slice(0, 3).map((record) => ({ ...record })) as unknown as AppHit[];
  const partners = FAKE_PARTNERS.slice(0, 1).map((record) => ({ ...record })) as unknown as PartnerHit[];
  return {
    apps: { query, hits: apps, nbHits: apps.length, isLastPage: true },
    partners: { query, hits: partners, nbHits: partners.length, isLastPage: true },
  };
};

describe('search results while the visitor types', () => {
  it('leaves the cards on screen alone until the next answer comes, then renders that answer’s', () => {
    const store = makeStore();
    const view = (query: string, answers: PageAnswers, waiting: boolean) => (
      <Provider store={store}>
        <ThemeProvider theme={theme}>
          <SearchResultsView query={query} answers={answers} waiting={waiting} failed={false} onShowMore={() => undefined} />
        </ThemeProvider>
      </Provider>
    );
    const first = answered('parcel');
    const { rerender } = render(view('parcel', first, false));
    expect(mockStarsRendered).toHaveBeenCalledTimes(4);
    expect(screen.getByText('3 apps')).toBeInTheDocument();

    // Keys typed, the answer not in yet: the page renders (the box, the address), the cards do not.
    mockStarsRendered.mockClear();
    rerender(view('parcels', first, true));
    rerender(view('parcelsx', first, true));
    expect(mockStarsRendered).not.toHaveBeenCalled();
    expect(screen.getAllByRole('article')).toHaveLength(4);

    // The answer for what was typed: its cards.
    rerender(view('parcelsx', answered('parcelsx'), false));
    expect(mockStarsRendered).toHaveBeenCalledTimes(4);
  });
});

describe('the status line', () => {
  const view = (query: string, answers: PageAnswers) => (
    <Provider store={makeStore()}>
      <ThemeProvider theme={theme}>
        <SearchResultsView query={query} answers={answers} waiting={false} failed={false} onShowMore={() => undefined} />
      </ThemeProvider>
    </Provider>
  );
  const none = (query: string): PageAnswers => ({
    apps: { query, hits: [], nbHits: 0, isLastPage: true },
    partners: { query, hits: [], nbHits: 0, isLastPage: true },
  });

  it('announces the counts of a search', () => {
    render(view('parcel', answered('parcel')));
    expect(screen.getByRole('status')).toHaveTextContent('3 apps and 1 partner found.');
  });

  it('announces no count for a query too short to search (the sections say to type more)', () => {
    for (const query of ['c', '']) {
      const { unmount } = render(view(query, none(query)));
      expect(screen.getByRole('status').textContent).toBe('');
      unmount();
    }
  });
});
