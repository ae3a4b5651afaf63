import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RootElement } from '../../../testing/site';
import type { ApiRatingSummary } from '../../../domain/catalogue/contract';
import { RatingSummary, REVIEWS_PAGE_SIZE, ReviewsBody, type LiveRatingsProps } from './rating-summary';

jest.mock('gatsby', () => jest.requireActual('../../../../__mocks__/gatsby'));

/** An IntersectionObserver the test drives: `enter()` reports the observed node as near. */
function stubIntersectionObserver() {
  const observers: Array<{ callback: IntersectionObserverCallback; options?: IntersectionObserverInit }> = [];
  class Stub {
    constructor(
      readonly callback: IntersectionObserverCallback,
      readonly options?: IntersectionObserverInit,
    ) {
      observers.push({ callback, options });
    }
    observe() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: Stub });
  return {
    observers,
    enter: () =>
      act(() => {
        for (const { callback } of observers) {
          callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
        }
      }),
  };
}

const summary = {
  product: 'livechat',
  rate: 4,
  votes: 2,
  reviews: [],
  histogram: ([5, 4, 3, 2, 1] as const).map((stars) => ({ stars, percent: stars === 4 ? 100 : 0, votes: stars === 4 ? 2 : 0 })),
} as ApiRatingSummary;
const app = { appId: 'app-1', name: 'Chat Tool', ratingSummary: summary };

function Live({ initialSummary, renderSummary }: LiveRatingsProps) {
  return (
    <>
      {renderSummary({ ...initialSummary!, votes: 3 })}
      <p>rating form</p>
    </>
  );
}

afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

describe('ReviewsBody', () => {
  it("shows the build's summary and requests the rating chunk only when the section comes near", async () => {
    const io = stubIntersectionObserver();
    const load = jest.fn(() => Promise.resolve({ AppRatings: Live }));
    render(
      <RootElement>
        <ReviewsBody app={app} load={load} />
      </RootElement>,
    );
    expect(screen.getByLabelText('Rating distribution')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    expect(io.observers[0].options?.rootMargin).toMatch(/^\d+px/);

    io.enter();
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('rating form')).toBeInTheDocument();
    // The live part draws the summary with the page's own view (3 votes now).
    expect(screen.getByText(/3 votes/)).toBeInTheDocument();
  });

  it("keeps the build's summary when the chunk cannot load", async () => {
    const io = stubIntersectionObserver();
    const load = jest.fn(() => Promise.reject(new Error('ChunkLoadError')));
    render(
      <RootElement>
        <ReviewsBody app={{ ...app, ratingSummary: null }} load={load} />
      </RootElement>,
    );
    io.enter();
    await act(() => Promise.resolve());
    expect(screen.getByText('No reviews yet. Be the first to rate Chat Tool.')).toBeInTheDocument();
  });
});

describe('RatingSummary reviews', () => {
  const reviews = Array.from({ length: 12 }, (_, index) => ({
    id: `r${index + 1}`,
    name: `Reviewer ${index + 1}`,
    rate: 4,
    comment: `Review number ${index + 1}`,
    createdAt: '2026-05-25T04:50:00.000Z',
  }));
  const many = { ...summary, votes: 68, reviews };
  const shownReviews = () => within(screen.getByRole('list', { name: 'Reviews' })).getAllByRole('listitem');

  it('shows 5 reviews at first; "Show more reviews" reveals the next 5, then the rest, and moves focus to the first revealed', async () => {
    expect(REVIEWS_PAGE_SIZE).toBe(5);
    const user = userEvent.setup();
    render(
      <RootElement>
        <RatingSummary summary={many} />
      </RootElement>,
    );
    expect(shownReviews()).toHaveLength(5);
    expect(screen.getByText('Showing 5 of 12 reviews')).toBeInTheDocument();

    // From the keyboard: Enter on the focused button.
    const more = screen.getByRole('button', { name: 'Show more reviews' });
    more.focus();
    await user.keyboard('{Enter}');
    expect(shownReviews()).toHaveLength(10);
    expect(document.activeElement).toBe(shownReviews()[5]);
    expect(document.activeElement).toHaveTextContent('Review number 6');
    expect(screen.getByText('Showing 10 of 12 reviews')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show more reviews' }));
    expect(shownReviews()).toHaveLength(12);
    expect(document.activeElement).toHaveTextContent('Review number 11');
    // Everything is shown: no button left to press.
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 12 of 12 reviews')).toBeInTheDocument();
  });

  it('keeps the reviews shown when the live part takes over the Reviews section', async () => {
    const io = stubIntersectionObserver();
    let arrive: (module: { AppRatings: typeof Live }) => void = () => undefined;
    const load = jest.fn(() => new Promise<{ AppRatings: typeof Live }>((resolve) => (arrive = resolve)));
    const user = userEvent.setup();
    render(
      <RootElement>
        <ReviewsBody app={{ ...app, ratingSummary: many }} load={load} />
      </RootElement>,
    );
    io.enter();
    await user.click(screen.getByRole('button', { name: 'Show more reviews' }));
    expect(shownReviews()).toHaveLength(10);
    await act(async () => arrive({ AppRatings: Live }));
    expect(await screen.findByText('rating form')).toBeInTheDocument();
    expect(shownReviews()).toHaveLength(10);
  });

  it('offers no "Show more" when every review fits on the first page', () => {
    render(
      <RootElement>
        <RatingSummary summary={{ ...many, reviews: reviews.slice(0, 5) }} />
      </RootElement>,
    );
    expect(shownReviews()).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
  });
});
