import { useEffect, useState } from 'react';
import { publishedReads } from '../../api-client/published-reads';
import { ApiError } from '../../api-client/http';
import type { ApiApplication } from '../../domain/catalogue/contract';
import { Lead, PageTitle, SecondaryButton } from '../../ui/primitives';
import { siteConfig } from '../../core/config';
import { useAppStore } from '../../core/hooks';
import { selectSessionUser } from '../../core/session';
import { EmbeddedLayout } from './embedded-layout';
import { AreaPanel } from '../../ui/area-panel';
import { AppArticle, OwnAppPage, ownAppPageData } from './own-app-page';

type Loaded = { status: 'loading' } | { status: 'loaded'; app: ApiApplication } | { status: 'not-found' | 'error' };

/**
 * /embedded-apps/{slug} (§2): a published app inside the host, in the embedded layout, read from
 * its public detail (GET /applications/{slug}/published, no sign-in needed) with the app page's
 * header and install action.
 */
function PublishedApp({ slug }: { slug: string }) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const store = useAppStore();
  useEffect(() => {
    let current = true;
    setLoaded({ status: 'loading' });
    publishedReads.detail(siteConfig.apiUrl, slug, selectSessionUser(store.getState())?.token).then(
      (app) => current && setLoaded({ status: 'loaded', app }),
      (error: unknown) =>
        current && setLoaded({ status: error instanceof ApiError && error.kind === 'not-found' ? 'not-found' : 'error' }),
    );
    return () => {
      current = false;
    };
  }, [slug, store, attempt]);

  if (loaded.status === 'loading') {
    return (
      <AreaPanel aria-busy="true" aria-live="polite">
        <p>Loading…</p>
      </AreaPanel>
    );
  }
  if (loaded.status !== 'loaded') {
    return (
      <AreaPanel role="alert">
        <PageTitle>{loaded.status === 'not-found' ? 'App not found' : "We couldn't load this app"}</PageTitle>
        <Lead>
          {loaded.status === 'not-found' ? `No app has the address ${slug || '/'}.` : 'Check your connection and try again.'}
        </Lead>
        {loaded.status === 'error' && (
          <SecondaryButton type="button" onClick={() => setAttempt((count) => count + 1)}>
            Try again
          </SecondaryButton>
        )}
      </AreaPanel>
    );
  }
  return <AppArticle data={ownAppPageData(loaded.app, { isPrivate: false })} id="embedded-app-features" />;
}

/** /embedded-apps/{slug} in the embedded layout (§2). */
export function EmbeddedAppPage({ slug }: { slug: string }) {
  return (
    <EmbeddedLayout>
      <PublishedApp slug={slug} />
    </EmbeddedLayout>
  );
}

/** /embedded-private-apps/{slug}: the organization's private app (§2) in the embedded layout. */
export function EmbeddedPrivateAppPage({ slug }: { slug: string }) {
  return (
    <EmbeddedLayout>
      <OwnAppPage kind="private" slug={slug} />
    </EmbeddedLayout>
  );
}
