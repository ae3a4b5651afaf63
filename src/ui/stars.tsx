import styled from 'styled-components';

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

export type StarFill = 'full' | 'half' | 'empty';

/** The five stars of a rating on the 1-5 scale, to the nearest half star: 4.5 → four full and a half. */
export function starFills(rate: number): StarFill[] {
  const halves = Math.round(Math.min(5, Math.max(0, rate)) * 2);
  return [1, 2, 3, 4, 5].map((star) => (halves >= star * 2 ? 'full' : halves === star * 2 - 1 ? 'half' : 'empty'));
}

function StarGlyphs({ rate }: { rate: number }) {
  return (
    <Glyphs aria-hidden="true" data-stars={Math.round(rate * 2) / 2}>
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
  if (!rate || votes === 0) return <Wrap>No ratings yet</Wrap>;
  return (
    <Wrap>
      <StarGlyphs rate={rate} />
      <span>
        <span className="visually-hidden">Rated </span>
        {rate.toFixed(1)}
        <span className="visually-hidden"> out of 5</span> ({votes} {votes === 1 ? 'vote' : 'votes'})
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
