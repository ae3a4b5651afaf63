import styled from 'styled-components';
import { halfStars, hasRating, NO_RATINGS_TEXT, starFills, votesText } from './star-fills';

const Wrap = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Glyphs = styled.span`
  display: inline-flex;
  gap: 1px;
  color: ${({ theme }) => theme.colors.star};
  .empty {
    color: ${({ theme }) => theme.colors.border};
  }
  /* Half a star: the left half in the star colour, the right half as an empty star. */
  .half {
    background: linear-gradient(90deg, ${({ theme }) => theme.colors.star} 50%, ${({ theme }) => theme.colors.border} 50%);
    -webkit-background-clip: text;
    background-clip: text;
    color: transparent;
  }
`;

export { starFills, type StarFill } from './star-fills';

function StarGlyphs({ rate }: { rate: number }) {
  return (
    <Glyphs aria-hidden="true" data-stars={halfStars(rate)}>
      {starFills(rate).map((fill, index) => (
        <span key={index} className={fill}>
          ★
        </span>
      ))}
    </Glyphs>
  );
}

/** A rating out of 5 with its vote count; "No ratings yet" when nobody voted. */
export function Stars({ rate, votes }: { rate: number | null; votes: number }) {
  if (!hasRating(rate, votes)) return <Wrap>{NO_RATINGS_TEXT}</Wrap>;
  return (
    <Wrap>
      <StarGlyphs rate={rate} />
      <span>
        <span className="visually-hidden">Rated </span>
        {rate.toFixed(1)}
        <span className="visually-hidden"> out of 5</span>
        {votesText(votes)}
      </span>
    </Wrap>
  );
}

/** The stars one reviewer gave: no average, no vote count; read out as "Rated 4 out of 5". */
export function ReviewStars({ rate }: { rate: number }) {
  return (
    <Wrap role="img" aria-label={`Rated ${rate} out of 5`}>
      <StarGlyphs rate={rate} />
    </Wrap>
  );
}
