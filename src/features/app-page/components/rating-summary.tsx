import styled from 'styled-components';
import type { ApiRatingSummary } from '../../../domain/contract';
import { formatDate } from '../../../domain/dates';
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
`;

/** Rating summary: average, votes, the 1-5 histogram in percent with votes, and recent reviews. */
export function RatingSummary({ summary }: { summary: ApiRatingSummary }) {
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
      <Reviews aria-label="Reviews">
        {summary.reviews.map((review) => (
          <li key={review.id}>
            <p className="review-meta">
              <strong>{review.name}</strong> · <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
            </p>
            <ReviewStars rate={review.rate} />
            <p>{review.comment}</p>
          </li>
        ))}
      </Reviews>
    </Wrap>
  );
}
