import { withPrefix } from 'gatsby';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchAppPageData, type PageDataApp } from '../../api-client/page-data';
import { useAppDispatch } from '../../core/hooks';
import { parseCompareIds } from '../../domain/catalogue/compare';
import { compareSelectionReplaced } from './compare-slice';
import { useKnownAppSlugs } from './use-known-app-slugs';

export type CompareColumn =
  | { slug: string; status: 'loading' }
  | { slug: string; status: 'loaded'; app: PageDataApp }
  | { slug: string; status: 'not-found' }
  | { slug: string; status: 'error' };

type Result = Exclude<CompareColumn, { status: 'loading' }>;

type CompareView =
  /** Server render and hydration: the query string is not read yet. */
  | { phase: 'mounting' }
  /** No valid ids; `hadIds` says whether the link carried something unusable. */
  | { phase: 'empty'; hadIds: boolean }
  | { phase: 'ready'; columns: CompareColumn[]; overLimit: boolean };

/** The site's absolute address with its path prefix, for reading page data. */
function siteBase(): string {
  return new URL(withPrefix('/'), window.location.href).href;
}

/** This page's address with `ids` set to the list (other parameters kept), or removed when empty. */
function urlWithIds(ids: readonly string[]): string {
  const params = new URLSearchParams(window.location.search);
  params.delete('ids');
  const rest = params.toString();
  // Slugs never need escaping; writing the commas as-is keeps the link readable.
  const query = [rest, ids.length ? `ids=${ids.join(',')}` : ''].filter(Boolean).join('&');
  return `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`;
}

/**
 * The compare page's state. The URL is the source of truth: `?ids=` is read after mount (never
 * during SSR or hydration), written back normalised, and rewritten (history.replaceState) when a
 * column is removed. Each app's page data loads on its own (ids the build has no app page for are
 * not-found at once); once all have settled the apps found become the compare selection.
 */
export function useComparedApps(): { view: CompareView; remove(slug: string): void; retry(slug: string): void } {
  const dispatch = useAppDispatch();
  const [ids, setIds] = useState<string[] | null>(null);
  const [hadIds, setHadIds] = useState(false);
  const [overLimit, setOverLimit] = useState(false);
  const [results, setResults] = useState<Record<string, Result>>({});
  const controller = useRef<AbortController | null>(null);
  const edited = useRef(false);
  const known = useKnownAppSlugs();

  const load = useCallback(
    (slug: string) => {
      const signal = controller.current?.signal;
      if (!signal) return;
      // An id the build has no page for is answered at once: no request that can only fail.
      if (known && !known.has(slug)) {
        setResults((current) => ({ ...current, [slug]: { slug, status: 'not-found' } }));
        return;
      }
      setResults(({ [slug]: _previous, ...rest }) => rest);
      fetchAppPageData(siteBase(), slug, { signal }).then(
        (app) => {
          if (!signal.aborted)
            setResults((current) => ({
              ...current,
              [slug]: app ? { slug, status: 'loaded', app } : { slug, status: 'not-found' },
            }));
        },
        () => {
          if (!signal.aborted) setResults((current) => ({ ...current, [slug]: { slug, status: 'error' } }));
        },
      );
    },
    [known],
  );

  useEffect(() => {
    controller.current = new AbortController();
    const params = new URLSearchParams(window.location.search);
    const raw = params.getAll('ids').join(',');
    const parsed = parseCompareIds(raw);
    setIds(parsed.ids);
    setOverLimit(parsed.overLimit);
    setHadIds(raw.trim() !== '');
    const written = params.getAll('ids');
    if (written.length > 1 || (written.length === 1 && written[0] !== parsed.ids.join(','))) {
      window.history.replaceState(window.history.state, '', urlWithIds(parsed.ids));
    }
    parsed.ids.forEach(load);
    return () => controller.current?.abort();
  }, [load]);

  // Once every column has settled, the apps shown become the selection (not while one failed to load).
  useEffect(() => {
    if (ids === null || (ids.length === 0 && !edited.current)) return;
    const settled = ids.map((slug) => results[slug]);
    if (settled.some((result) => !result || result.status === 'error')) return;
    const items = settled.flatMap((result) =>
      result?.status === 'loaded' ? [{ slug: result.slug, name: result.app.name }] : [],
    );
    dispatch(compareSelectionReplaced(items));
  }, [dispatch, ids, results]);

  const remove = useCallback(
    (slug: string) => {
      const next = (ids ?? []).filter((id) => id !== slug);
      edited.current = true;
      window.history.replaceState(window.history.state, '', urlWithIds(next));
      setOverLimit(false);
      setIds(next);
    },
    [ids],
  );

  let view: CompareView;
  if (ids === null) view = { phase: 'mounting' };
  else if (ids.length === 0) view = { phase: 'empty', hadIds };
  else view = { phase: 'ready', overLimit, columns: ids.map((slug) => results[slug] ?? { slug, status: 'loading' }) };
  return { view, remove, retry: load };
}
