import styled from 'styled-components';

const Wrap = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Glyphs = styled.span`
  color: ${({ theme }) => theme.colors.star};
  letter-spacing: 1px;
`;

/** A rating out of 5 with its vote count; "No ratings yet" when nobody voted. */
export function Stars({ rate, votes }: { rate: number | null; votes: number }) {
  if (!rate || votes === 0) return <Wrap>No ratings yet</Wrap>;
  const full = Math.round(rate);
  return (
    <Wrap>
      <Glyphs aria-hidden="true">
        {'★'.repeat(full)}
        {'☆'.repeat(5 - full)}
      </Glyphs>
      <span>
        <span className="visually-hidden">Rated </span>
        {rate.toFixed(1)}
        <span className="visually-hidden"> out of 5</span> ({votes} {votes === 1 ? 'vote' : 'votes'})
      </span>
    </Wrap>
  );
}
