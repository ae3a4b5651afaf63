import { useContext, useEffect, useRef, useState, type ComponentType } from 'react';
import { RatingsLoaderContext, type LiveRatingsProps, type RatingsLoader } from './ratings-loader';
import styled from 'styled-components';
import type { ApiRatingSummary } from '../../../domain/catalogue/contract';
import { formatDate } from '../../../domain/site/dates';
import { Muted, SecondaryButton } from '../../../ui/primitives';
import { ReviewStars, Stars } from '../../../ui/stars';

const Wrap = styled.div`
  display: grid;
  grid-template-columns: minmax(220px, 320px) 1fr;
  gap: 32px;
  @media (max-width: 760px) {
    grid-template-columns: 1fr;
  }
`;

const Big = styled.p`
  font-size: 3rem;
  font-weight: 800;
  margin: 0;
`;

const Bars = styled.ul`
  list-style: none;
  padding: 0 !important;
  margin: 12px 0 0;
  li {
    display: grid;
    grid-template-columns: 56px 1fr 72px;
    gap: 8px;
    align-items: center;
    font-size: 0.875rem;
  }
  .bar {
    height: 8px;
    border-radius: 4px;
    background: ${({ theme }) => theme.colors.subtle};
    overflow: hidden;
  }
  .bar span {
    display: block;
    height: 100%;
    background: ${({ theme }) => theme.colors.star};
  }
`;

const Reviews = styled.ul`
  list-style: none;
  padding: 0 !important;
  margin: 0;
  li {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    padding: 12px 0;
  }
  p {
    margin: 4px 0;
  }
  .review-meta {
    margin-bottom: 2px;
  }
  /* Long names or unbroken words in a review never widen the page on phones. */
  overflow-wrap: anywhere;
  /* "Show more" moves focus to the first review it revealed. */
  li:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

const More = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin-top: 12px;
`;

/** How many reviews show at first, and how many more each "Show more reviews" reveals. */
export const REVIEWS_PAGE_SIZE = 5;

/** How many reviews are shown, and the step that shows the next page. */
type ReviewPaging = readonly [shown: number, showMore: () => void];

function useReviewPaging(): ReviewPaging {
  const [shown, setShown] = useState(REVIEWS_PAGE_SIZE);
  return [shown, () => setShown((count) => count + REVIEWS_PAGE_SIZE)];
}

/**
 * Every review of the summary, a page at a time: "Show more reviews" reveals the next page and
 * moves focus to the first review it revealed (keyboard and screen-reader users land on it).
 */
function ReviewList({ reviews, paging: [shown, showMore] }: { reviews: ApiRatingSummary['reviews']; paging: ReviewPaging }) {
  const items = useRef<Array<HTMLLIElement | null>>([]);
  const focusAt = useRef<number | null>(null);

  useEffect(() => {
    if (focusAt.current === null) return;
    items.current[focusAt.current]?.focus();
    focusAt.current = null;
  }, [shown]);

  const visible = reviews.slice(0, shown);
  return (
    <div>
      <Reviews aria-label="Reviews">
        {visible.map((review, index) => (
          <li
            key={review.id}
            ref={(node) => {
              items.current[index] = node;
            }}
            tabIndex={-1}
          >
            <p className="review-meta">
              <strong>{review.name}</strong> · <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
            </p>
            <ReviewStars rate={review.rate} />
            <p>{review.comment}</p>
          </li>
        ))}
      </Reviews>
      {reviews.length > REVIEWS_PAGE_SIZE && (
        <More>
          <Muted data-reviews-shown={visible.length}>
            Showing {visible.length} of {reviews.length} reviews
          </Muted>
          {reviews.length > shown && (
            <SecondaryButton
              type="button"
              onClick={() => {
                focusAt.current = shown;
                showMore();
              }}
            >
              Show more reviews
            </SecondaryButton>
          )}
        </More>
      )}
    </div>
  );
}

/** Rating summary: average, votes, the 1-5 histogram in percent with votes, and the reviews. */
export function RatingSummary({ summary, paging }: { summary: ApiRatingSummary; paging?: ReviewPaging }) {
  const own = useReviewPaging();
  return (
    <Wrap>
      <div>
        <Big>{summary.rate.toFixed(1)}</Big>
        <Stars rate={summary.rate} votes={summary.votes} />
        <Bars aria-label="Rating distribution">
          {[...summary.histogram]
            .sort((a, b) => b.stars - a.stars)
            .map((bucket) => (
              <li key={bucket.stars}>
                <span>
                  {bucket.stars} {bucket.stars === 1 ? 'star' : 'stars'}
                </span>
                <span className="bar" aria-hidden="true">
                  <span style={{ width: `${bucket.percent}%` }} />
                </span>
                <span>
                  {bucket.percent}% ({bucket.votes})
                </span>
              </li>
            ))}
        </Bars>
      </div>
      <ReviewList reviews={summary.reviews} paging={paging ?? own} />
    </Wrap>
  );
}

export type { LiveRatingsProps, RatingsLoader };

/** How near the Reviews section must scroll before the rating form's chunk is requested. */
const LOAD_MARGIN = '600px 0px';

/**
 * The Reviews section's body: the build's summary, replaced by the live summary and the rating
 * form once the section comes near the viewport (the form's code is never first-load JS). If the
 * chunk cannot load, the build's summary simply stays.
 */
export function ReviewsBody({
  app,
  load: loadProp,
}: {
  app: { appId: string; name: string; ratingSummary: ApiRatingSummary | null };
  /** Tests stand in for the chunk. */
  load?: RatingsLoader;
}) {
  const [Live, setLive] = useState<ComponentType<LiveRatingsProps> | null>(null);
  const anchor = useRef<HTMLDivElement>(null);
  const composed = useContext(RatingsLoaderContext);
  const load = loadProp ?? composed;

  useEffect(() => {
    const node = anchor.current;
    if (!node || !load) return undefined;
    let active = true;
    const start = () => {
      load()
        .then((module) => active && setLive(() => module.AppRatings))
        .catch(() => undefined);
    };
    if (typeof IntersectionObserver === 'undefined') {
      start();
      return () => void (active = false);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(node);
    return () => {
      active = false;
      observer.disconnect();
    };
  }, [load]);

  // Kept here, not in the list: the reviews shown stay shown when the live part takes over.
  const paging = useReviewPaging();
  const renderSummary = (summary: ApiRatingSummary | null) =>
    summary && summary.votes > 0 ? (
      <RatingSummary summary={summary} paging={paging} />
    ) : (
      <p>No reviews yet. Be the first to rate {app.name}.</p>
    );

  return (
    <div ref={anchor}>
      {Live ? (
        <Live appId={app.appId} initialSummary={app.ratingSummary} renderSummary={renderSummary} />
      ) : (
        renderSummary(app.ratingSummary)
      )}
    </div>
  );
}
