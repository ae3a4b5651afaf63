import { act, render, screen } from '@testing-library/react';
import { RootElement } from '../../../testing/site';
import type { ApiRatingSummary } from '../../../domain/catalogue/contract';
import { ReviewsBody, type LiveRatingsProps } from './rating-summary';

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
