import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { media, theme } from '../../../ui/theme';

const Filters = styled.details`
  /* Room between the last collection link and the first filter group. */
  margin-top: 28px;
  summary {
    display: none;
  }
  ${media.tablet} {
    margin-top: 16px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 8px;
    padding: 0 12px;
    summary {
      display: list-item;
      cursor: pointer;
      font-weight: 700;
      padding: 12px 0;
    }
    /* The server renders the filters open (wide screens); narrow ones paint them folded from the start. */
    &[data-unfolded-by-server] > :not(summary) {
      display: none;
    }
  }
`;

/**
 * The page a category choice has just opened. A choice is a navigation (§2: the category is the
 * path), so the listing there is a new one; it keeps the filters open and puts the focus back on the
 * chosen category, as a checkbox keeps both on its own page, so arrow keys go on through the group.
 * Taken once, by the listing of that page: coming Back to it later keeps Gatsby's focus and scroll.
 */
let openedByCategoryChoice: string | null = null;

/** A category choice is about to open the listing at `path`: its filters stay open, and its chosen category takes the focus. */
export function categoryChoiceOpens(path: string): void {
  openedByCategoryChoice = path;
}

/**
 * The listing's filters, folded on narrow screens behind their "Filters" summary (`count`: the
 * active filters, shown beside it). A component of its own so that opening or closing them renders
 * only this: the panel inside is the listing's element, left as it is. Kept in the listing, the
 * fold re-rendered the whole view and its panel on each tap (~13 ms of the tap's task at 4x CPU).
 */
export function FiltersFold({ path, count, children }: { path: string; count: number; children: ReactNode }) {
  // Filters start folded on narrow screens, so the results come first. Until this runs, CSS keeps
  // them folded there, so the results never move down and back up again.
  const [filtersOpen, setFiltersOpen] = useState(true);
  const [foldDecided, setFoldDecided] = useState(false);
  /** The visitor opened or closed the filters themselves: the page's own folding leaves them be. */
  const toggledByVisitor = useRef(false);
  const filtersRef = useRef<HTMLDetailsElement>(null);
  const mountedAt = useRef(path);
  useEffect(() => {
    const refocus = openedByCategoryChoice === mountedAt.current;
    if (!refocus) openedByCategoryChoice = null;
    // Unfolded by the visitor before the page's scripts ran (build/early-input-script.ts): their
    // choice, as the box shows it now, stands.
    const details = filtersRef.current;
    if (details?.hasAttribute('data-unfolded-early')) {
      details.removeAttribute('data-unfolded-early');
      toggledByVisitor.current = true;
      setFiltersOpen(details.open);
    }
    if (!refocus && !toggledByVisitor.current && window.matchMedia?.(`(max-width: ${theme.breakpoints.tablet}px)`).matches) {
      setFiltersOpen(false);
      if (details) details.open = false;
    }
    // The server's mark goes now, with the fold, not with the next render: a press on the summary
    // in between was unfolded by the early-input script, and that render folded it again. From here
    // on the script leaves the summary to this page's own handler.
    details?.removeAttribute('data-unfolded-by-server');
    setFoldDecided(true);
    if (!refocus) return undefined;
    // After the router's own focus of the new page, which its effect (a parent's, so run after this one) takes.
    const frame = window.requestAnimationFrame(() => {
      openedByCategoryChoice = null;
      filtersRef.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.focus();
    });
    return () => window.cancelAnimationFrame(frame);
  }, []);

  return (
    <Filters
      ref={filtersRef}
      open={filtersOpen}
      data-unfolded-by-server={foldDecided ? undefined : ''}
      onToggle={(event) => setFiltersOpen(event.currentTarget.open)}
    >
      <summary
        onClick={(event) => {
          toggledByVisitor.current = true;
          // Still as the server drew it (open, its content hidden on a phone): the visitor, who
          // sees it folded, asked to see the filters, not to fold what is open underneath.
          if (!foldDecided) {
            event.preventDefault();
            // The page's own fold may have closed it already (its effect folds the element at once,
            // and the render that says so is still to come): a render would find no change to make
            // and leave it folded, and the fold's toggle event would then fold the state too.
            if (filtersRef.current) filtersRef.current.open = true;
            setFiltersOpen(true);
            setFoldDecided(true);
          }
        }}
      >
        Filters{count ? ` (${count})` : ''}
      </summary>
      {children}
    </Filters>
  );
}
