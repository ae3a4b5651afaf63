import { useEffect, useState } from 'react';
import { publishedReads } from '../../api-client/published-reads';
import { ApiError } from '../../api-client/http';
import { siteConfig } from '../../core/config';
import { useAppStore } from '../../core/hooks';
import { selectSessionUser } from './billing-selectors';
import type { ApiApplication } from '../../domain/catalogue/contract';
import { FAILURE } from '../../domain/site/messages';

type PublishedApp =
  | { status: 'loading' }
  | { status: 'found'; app: ApiApplication }
  | { status: 'missing'; message: string }
  /** The read failed (the service down or slow): `retry` reads again. */
  | { status: 'error'; message: string; retry: () => void };

/**
 * The app a checkout sells, read from the API (no auth): checkout is client-only, so not from page
 * data. null: not yet (a visitor signs in first, so an unknown address costs no failed request).
 */
export function usePublishedApp(slug: string | null): PublishedApp {
  const [state, setState] = useState<PublishedApp>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const store = useAppStore();
  useEffect(() => {
    if (slug === null) return;
    let live = true;
    setState({ status: 'loading' });
    publishedReads.detail(siteConfig.apiUrl, slug, selectSessionUser(store.getState())?.token).then(
      (app) => live && setState({ status: 'found', app }),
      (error: unknown) => {
        if (!live) return;
        const missing = error instanceof ApiError && error.kind === 'not-found';
        setState(
          missing
            ? { status: 'missing', message: 'App not found' }
            : { status: 'error', message: FAILURE.unexpected, retry: () => setAttempt((count) => count + 1) },
        );
      },
    );
    return () => {
      live = false;
    };
  }, [slug, store, attempt]);
  return state;
}
