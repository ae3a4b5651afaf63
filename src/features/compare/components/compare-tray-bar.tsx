import { Link } from 'gatsby';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { COMPARE_LIMIT_MESSAGE, comparePath } from '../../../domain/catalogue/compare';
import { BOTTOM_OVERLAY_VAR, useBottomOverlay } from '../../../ui/bottom-overlay';
import { Button, LinkButton } from '../../../ui/button';
import { media } from '../../../ui/theme';
import { compareCleared, compareItemRemoved, compareLimitNoticeDismissed } from '../compare-slice';

/*
 * Placement. The toast stack sits bottom-right (right 16 px, up to 420 px wide, z-index 20).
 * Wide screens: the tray floats bottom-left and stops 32 px short of that column, so the two
 * never overlap. Tablet and phone: a compact full-width bar (names folded behind a count) kept
 * under the toasts (z-index 15), so a toast is always readable and dismissible over it.
 * While shown, the bar publishes the height it covers (BOTTOM_OVERLAY_VAR): the layout pads the
 * end of the content by it and the page's scroll padding keeps focused elements (the listing's
 * lowest filters) above it; a spacer as tall ends the page, so the footer is not hidden either.
 */
const TOAST_COLUMN = 16 + 420 + 32;

const Bar = styled.section`
  position: fixed;
  z-index: 15;
  left: 16px;
  bottom: 16px;
  max-width: calc(100vw - ${TOAST_COLUMN + 16}px);
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  padding: 10px 12px 10px 16px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius * 1.5}px;
  box-shadow: 0 6px 24px rgba(27, 27, 32, 0.16);
  h2 {
    font-size: 0.9375rem;
    margin: 0;
  }
  ${media.tablet} {
    left: 0;
    right: 0;
    bottom: 0;
    max-width: none;
    gap: 8px;
    padding: 8px 12px;
    border-width: 1px 0 0;
    border-radius: 0;
    h2 {
      display: none;
    }
  }
`;

const Names = styled.ul<{ $open: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  li {
    display: inline-flex;
    align-items: center;
    gap: 2px;
    padding: 0 2px 0 10px;
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.subtle};
    font-size: 0.875rem;
    font-weight: 600;
    max-width: 220px;
  }
  li span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  ${media.tablet} {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    order: -1;
    flex-basis: 100%;
    li {
      max-width: 100%;
    }
  }
`;

/** The design system's quiet button, round and as small as a chip allows (32 px: over 24, WCAG 2.5.8). */
const IconButton = styled(Button)`
  flex: none;
  width: 32px;
  min-height: 32px;
  padding: 0;
  border-radius: 50%;
  font-size: 1.125rem;
  line-height: 1;
`;

const Fold = styled(Button)`
  display: none;
  ${media.tablet} {
    display: inline-flex;
    gap: 6px;
    padding: 0 8px;
    &::after {
      content: '▴';
      font-size: 0.75rem;
    }
    &[aria-expanded='true']::after {
      content: '▾';
    }
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-left: auto;
  a,
  button {
    white-space: nowrap;
  }
  ${media.tablet} {
    a,
    button {
      padding: 0 12px;
    }
  }
`;

/* A live region that always exists while the bar does; it shows as a bubble above the bar. */
const Notice = styled.p`
  position: absolute;
  left: 0;
  bottom: calc(100% + 8px);
  max-width: min(480px, calc(100vw - 32px));
  margin: 0;
  font-size: 0.875rem;
  font-weight: 600;
  &:not(:empty) {
    padding: 10px 14px;
    color: ${({ theme }) => theme.colors.text};
    background: #fff3d6;
    border-left: 4px solid ${({ theme }) => theme.colors.warning};
    border-radius: ${({ theme }) => theme.radius}px;
    box-shadow: 0 6px 24px rgba(27, 27, 32, 0.16);
  }
  button {
    margin-left: 8px;
    vertical-align: middle;
  }
  ${media.tablet} {
    left: 12px;
  }
`;

const Spacer = styled.div`
  height: var(${BOTTOM_OVERLAY_VAR}, 96px);
  /* Continues the footer above which it sits. */
  background: ${({ theme }) => theme.colors.subtle};
`;

/**
 * The bar of picked apps: names with remove buttons, the link to the comparison, Clear, and the
 * limit message in a live region. Loaded on demand by CompareTray (not in first-load JS).
 */
export default function CompareTrayBar() {
  const dispatch = useAppDispatch();
  const items = useAppSelector((state) => state.compare.items);
  const limitHits = useAppSelector((state) => state.compare.limitHits);
  const [open, setOpen] = useState(false);
  const bar = useRef<HTMLElement>(null);
  useBottomOverlay(bar);
  const count = items.length;
  return (
    <>
      <Spacer />
      <Bar ref={bar} aria-labelledby="compare-tray-title">
        <h2 id="compare-tray-title">Compare apps</h2>
        <Fold variant="quiet" aria-expanded={open} aria-controls="compare-tray-names" onClick={() => setOpen(!open)}>
          {count} selected
        </Fold>
        <Names id="compare-tray-names" $open={open} aria-label="Apps to compare">
          {items.map((item) => (
            <li key={item.slug}>
              <span>{item.name}</span>
              <IconButton
                variant="quiet"
                size="sm"
                aria-label={`Remove ${item.name} from compare`}
                title="Remove"
                onClick={() => dispatch(compareItemRemoved(item.slug))}
              >
                ×
              </IconButton>
            </li>
          ))}
        </Names>
        <Actions>
          <Button variant="secondary" onClick={() => dispatch(compareCleared())}>
            Clear
          </Button>
          <LinkButton as={Link} $variant="primary" to={comparePath(items.map((item) => item.slug))}>
            Compare ({count})
          </LinkButton>
        </Actions>
        <Notice role="status">
          {limitHits > 0 ? (
            <>
              <span key={limitHits}>{COMPARE_LIMIT_MESSAGE}</span>
              <IconButton
                variant="quiet"
                size="sm"
                aria-label="Dismiss message"
                onClick={() => dispatch(compareLimitNoticeDismissed())}
              >
                ×
              </IconButton>
            </>
          ) : null}
        </Notice>
      </Bar>
    </>
  );
}
