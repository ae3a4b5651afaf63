import { useEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { summarizePrice } from '../../../domain/pricing/price-summary';
import { PriceSummaryText } from '../../../ui/price-tag';
import { ProductActions } from '../../../ui/product-actions';
import { media, theme } from '../../../ui/theme';
import type { AppPageData } from '../app-page-data';
import { useCurrentDiscount } from '../use-current-discount';
import { cardStyles } from './card-styles';
import { PriceBox } from './price-box';
import { useScrollPositions } from './use-scroll-positions';

const SIDE_WIDTH = 320;
/** Below the sticky site header (§9: 90 px), with some air. */
const STICKY_TOP = theme.headerHeight + 16;
const BAR_HEIGHT = 64;
/** Where the side column starts (wider than the tablet breakpoint). */
const DESKTOP = `@media (min-width: ${theme.breakpoints.tablet + 1}px)`;

/** The primary action only (install or buy): compare and add-to-cart stay in the header. */
const primaryOnly = (scope: string) => css`
  ${scope} [data-product-actions] > :not(:first-child) {
    display: none;
  }
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) ${SIDE_WIDTH}px;
  grid-template-rows: auto 1fr;
  column-gap: 32px;
  > .top {
    grid-area: 1 / 1;
  }
  /* The side column runs the page's whole length, so the box can stick all the way down. */
  > .side {
    grid-area: 1 / 2 / 3 / 3;
  }
  > .rest {
    grid-area: 2 / 1;
    min-width: 0;
    padding-top: 32px;
  }
  .box {
    position: sticky;
    top: ${STICKY_TOP}px;
    ${cardStyles}
  }
  .action {
    margin-top: 12px;
  }
  .action:empty {
    margin: 0;
  }
  ${primaryOnly('.action')}
  ${media.tablet} {
    display: block;
    > .side {
      margin-top: 16px;
    }
    .box {
      position: static;
    }
    /* In the page's flow here: the action's place is kept, so its arrival moves nothing. */
    .action,
    .action:empty {
      min-height: 36px;
      margin-top: 12px;
    }
  }
`;

const slideIn = keyframes`
  from { transform: translateY(100%); }
  to { transform: none; }
`;

const Bar = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 5;
  min-height: ${BAR_HEIGHT}px;
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 8px 16px calc(8px + env(safe-area-inset-bottom, 0px));
  background: ${({ theme: t }) => t.colors.surface};
  border-top: 1px solid ${({ theme: t }) => t.colors.border};
  box-shadow: 0 -4px 16px rgb(0 0 0 / 0.08);
  animation: ${slideIn} 0.2s ease-out;
  p {
    margin: 0;
    flex: 1;
    min-width: 0;
    display: flex;
    flex-direction: column;
  }
  .name {
    font-weight: 600;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  /* The action keeps its own width (a card's action wrapper fills its row): the name and price get the rest. */
  [data-card-actions],
  [data-product-actions] {
    width: auto;
    flex: none;
  }
  ${primaryOnly('&')}
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
  ${DESKTOP} {
    display: none;
  }
`;

/** Keeps a control shown while it holds focus, so scrolling never drops a keyboard user's focus. */
function useFocusWithin() {
  const [focused, setFocused] = useState(false);
  const handlers = {
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };
  return [focused, handlers] as const;
}
type FocusHandlers = ReturnType<typeof useFocusWithin>[1];

/** The phone's compact bar: name, price and the primary action, over the bottom of the screen. */
function ActionBar({ app, focusHandlers }: { app: AppPageData; focusHandlers: FocusHandlers }) {
  const summary = summarizePrice(app.payment, useCurrentDiscount(app));
  useEffect(() => {
    // A control focused with Tab scrolls clear of the bar instead of under it.
    const root = document.documentElement;
    const before = root.style.scrollPaddingBottom;
    root.style.scrollPaddingBottom = `${BAR_HEIGHT + 8}px`;
    return () => {
      root.style.scrollPaddingBottom = before;
    };
  }, []);
  return (
    <Bar role="region" aria-label={`Get ${app.name}`} data-action-bar="" {...focusHandlers}>
      <p>
        <span className="name">{app.name}</span>
        <PriceSummaryText summary={summary} />
      </p>
      <ProductActions product={app} placement="card" primaryOnly />
    </Bar>
  );
}

/**
 * The page under the app header with the action box (price and the primary action) in a side
 * column that sticks below the site header at desktop widths; narrower, the box sits in the flow
 * after `top` and a compact bar takes over once it is scrolled away.
 *
 * One primary action in view at a time: the header's own actions come first; the box shows its
 * action only once the header is scrolled away, the bar only once the box is too (and not at the
 * page's end, where it would cover the footer). Both are the shell's ProductActions ('card': no
 * second uninstall form or settings redirect beside the header's). `unavailable`: no actions.
 */
export function StickyActionLayout({
  app,
  unavailable = false,
  top,
  children,
}: {
  app: AppPageData;
  unavailable?: boolean;
  top: ReactNode;
  children: ReactNode;
}) {
  const start = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const end = useRef<HTMLDivElement>(null);
  const at = useScrollPositions({ start, box, end });
  const [actionFocused, actionFocus] = useFocusWithin();
  const [barFocused, barFocus] = useFocusWithin();
  const pastHeader = at?.start === 'above';
  const boxAction = !unavailable && ((pastHeader && at?.box === 'in') || actionFocused);
  const bar = !unavailable && ((pastHeader && at?.box === 'above' && at?.end === 'below') || barFocused);
  return (
    <>
      <div ref={start} aria-hidden="true" />
      <Layout>
        <div className="top">{top}</div>
        <div className="side">
          <div className="box" ref={box} data-block="action-box">
            <PriceBox app={app}>
              <div className="action" {...actionFocus}>
                {boxAction && <ProductActions product={app} placement="card" primaryOnly />}
              </div>
            </PriceBox>
          </div>
          {bar && <ActionBar app={app} focusHandlers={barFocus} />}
        </div>
        <div className="rest">{children}</div>
      </Layout>
      <div ref={end} aria-hidden="true" />
    </>
  );
}
