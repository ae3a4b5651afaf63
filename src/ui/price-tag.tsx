import styled from 'styled-components';
import type { PriceSummary } from '../domain/pricing/price-summary';
import { usePriceSummary, type PricedApp } from './use-price-summary';

const Tag = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 6px;
  s {
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 400;
  }
  .off {
    font-size: 0.8125rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.success};
  }
`;

/** A price summary: the current price, and under a discount the old price struck through and the percent off. */
export function PriceSummaryText({ summary }: { summary: PriceSummary }) {
  return (
    <Tag data-price="">
      <strong>{summary.current}</strong>
      {summary.old !== null && (
        <>
          <s>
            <span className="visually-hidden">Regular price </span>
            {summary.old}
          </s>
          <span className="off">{summary.percent}% off</span>
        </>
      )}
    </Tag>
  );
}

/** The price of an app as it applies now, for cards, search hits and tables. */
export function PriceTag({ app }: { app: PricedApp }) {
  return <PriceSummaryText summary={usePriceSummary(app)} />;
}
