import { Link } from 'gatsby';
import { useEffect, useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { useAppDispatch } from '../../../core/hooks';
import { COMPARE_LIMIT, COMPARE_LINK_LIMIT_MESSAGE } from '../../../domain/catalogue/compare';
import { ButtonLink, Lead, PageTitle } from '../../../ui/primitives';
import { comparePageClosed, comparePageOpened } from '../compare-slice';
import { useComparedApps } from '../use-compared-apps';
import { CompareTable } from './compare-table';

// Layout effects warn during server rendering; there the page-open flag does not matter.
const useClientLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

const Notice = styled.p`
  margin: 0 0 16px;
  padding: 12px 16px;
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radius}px;
  background: #fff3d6;
  font-weight: 600;
`;

const Empty = styled.section`
  margin: 8px 0 48px;
  padding: 32px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius * 1.5}px;
  h2 {
    margin: 0 0 8px;
    font-size: 1.25rem;
  }
  p {
    margin: 0 0 20px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/**
 * The comparison at /apps/compare/?ids=a,b,c. Server HTML and the hydration render show a
 * loading state only; the ids are read from the URL after mount.
 */
export function ComparePage() {
  const dispatch = useAppDispatch();
  const { view, remove, retry } = useComparedApps();
  const region = useRef<HTMLDivElement>(null);
  const emptyHeading = useRef<HTMLHeadingElement>(null);
  const removed = useRef(false);

  // The compare tray steps aside on this page (before paint, so it never flashes).
  useClientLayoutEffect(() => {
    dispatch(comparePageOpened());
    return () => {
      dispatch(comparePageClosed());
    };
  }, [dispatch]);

  // After a column is removed its button is gone: keep focus in the comparison.
  useEffect(() => {
    if (!removed.current) return;
    removed.current = false;
    (region.current ?? emptyHeading.current)?.focus();
  });

  const onRemove = (slug: string) => {
    removed.current = true;
    remove(slug);
  };

  return (
    <>
      <PageTitle>Compare apps</PageTitle>
      <Lead>Price, trial, rating, compatibility, permissions and more, side by side for up to {COMPARE_LIMIT} apps.</Lead>
      {view.phase === 'mounting' && <p role="status">Loading the comparison…</p>}
      {view.phase === 'empty' && (
        <Empty aria-labelledby="compare-empty-title">
          <h2 id="compare-empty-title" ref={emptyHeading} tabIndex={-1}>
            Nothing to compare yet
          </h2>
          <p>
            {view.hadIds ? "This link doesn't name any apps we can compare. " : ''}
            Pick up to {COMPARE_LIMIT} apps with the Compare button on their cards or pages, then open the comparison from the bar
            at the bottom of the screen.
          </p>
          <ButtonLink as={Link} to="/apps/">
            Browse apps
          </ButtonLink>
        </Empty>
      )}
      {view.phase === 'ready' && (
        <>
          {view.overLimit && <Notice role="status">{COMPARE_LINK_LIMIT_MESSAGE}</Notice>}
          <CompareTable columns={view.columns} onRemove={onRemove} onRetry={retry} regionRef={region} />
        </>
      )}
    </>
  );
}
