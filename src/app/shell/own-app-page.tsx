import { useCallback, useEffect, useState } from 'react';
import type { AppPageData } from '../../features/app-page/app-page-data';
import { AppHeader } from '../../features/app-page/components/app-header';
import { selectInstallState, selectSessionKnown, selectSessionUser } from '../../features/install/install-selectors';
import { loadOwnApps } from '../../features/install/install-thunks';
import { isServiceApp, type ApiApplication } from '../../domain/catalogue/contract';
import { lifecycleOf } from '../../domain/catalogue/lifecycle';
import { Lead, PageTitle } from '../../ui/primitives';
import { AreaPanel } from '../../ui/area-panel';
import { SignInPrompt } from '../../ui/sign-in-prompt';
import { FailedPanel, LoadingPanel } from './area-panels';
import { useRequestSignIn } from '../../features/auth/use-request-sign-in';
import { useAppDispatch, useAppSelector } from '../../core/hooks';

export type OwnAppKind = 'private' | 'in-review';
const AREA: Record<OwnAppKind, string> = { private: 'your private apps', 'in-review': 'your apps in review' };
/** Our wording (the spec words none of it), as the own-apps list's. */
const OWN_APP_READ_FAILED = "We couldn't load your apps";

/**
 * An app read from the API in the app page's shape: an own app (not in the public catalogue) is the
 * organization's, so private; a published one (the embedded app page) is not.
 */
export function ownAppPageData(
  app: ApiApplication,
  { isPrivate = true }: { isPrivate?: boolean } = {},
): AppPageData & { isPrivate: boolean; clientId: string | null; installable: boolean; directInstallUrl: string | null } {
  return {
    appId: app.id,
    slug: app.slug,
    name: app.name,
    icon: app.icon,
    isService: isServiceApp(app),
    underMaintenance: app.underMaintenance,
    developerId: app.developerId,
    shortDescription: app.shortDescription,
    // Developer HTML is not rendered here: the build's sanitiser runs at build time only.
    longDescription: '',
    metaDescription: app.shortDescription,
    features: app.features,
    benefits: app.benefits,
    categorySlug: app.category.slug,
    categoryName: app.category.name,
    company: app.company,
    developerSlug: null,
    product: app.product,
    compatibility: app.compatibility,
    languages: app.languages,
    industries: app.industries,
    types: app.types,
    country: app.country,
    installations: app.installations,
    publishedAt: app.publishedAt,
    updatedAt: app.updatedAt,
    lifecycle: lifecycleOf(app),
    plan: app.plan,
    trialDays: app.trialDays,
    payment: app.payment,
    upgrades: app.upgrades,
    widgets: app.widgets,
    widgetId: app.widgetId,
    designation: app.designation,
    scopes: [],
    customProps: app.customProps,
    discountActive: false,
    screenshots: app.screenshots,
    support: app.support,
    terms: app.terms,
    changelog: app.changelog,
    rate: null,
    votes: 0,
    ratingSummary: null,
    isPrivate,
    clientId: app.authorization?.clientId ?? null,
    installable: app.installable,
    // §4: the store-supplied install URL decides the route, for own apps as for public ones (the
    // install cannot read it from the public detail: an own app has none).
    directInstallUrl: app.directInstallUrl ?? null,
  };
}

/**
 * The organization's own apps for the client-only areas: read once someone is signed in; `loading`
 * until the session is known (and, signed in, until the apps are read) — never on the server.
 */
export function useOwnApps() {
  const dispatch = useAppDispatch();
  const [mounted, setMounted] = useState(false);
  const user = useAppSelector(selectSessionUser);
  const known = useAppSelector(selectSessionKnown);
  const own = useAppSelector((state) => selectInstallState(state).own);
  useEffect(() => setMounted(true), []);
  const reload = useCallback(() => void dispatch(loadOwnApps()), [dispatch]);
  useEffect(() => {
    if (user) reload();
  }, [reload, user]);
  const loading = !mounted || (!user && !known) || (user != null && (own.status === 'idle' || own.status === 'pending'));
  return { user, own, loading, reload };
}

/**
 * The client-only areas /private-apps/{slug} and /in-review-apps/{slug} (§2): the organization's own
 * apps (GET /applications, /applications/reviewed) with the app page's header and install action.
 * A visitor is asked to sign in; the popup keeps this URL, so the app shows once signed in.
 */
export function OwnAppPage({ kind, slug }: { kind: OwnAppKind; slug: string }) {
  const { user, own, loading, reload } = useOwnApps();
  if (loading) return <LoadingPanel />;
  if (!user) return <SignInPanel area={AREA[kind]} />;
  // The lists could not be read: that, with a retry, not "not found".
  if (own.status === 'rejected') return <FailedPanel title={OWN_APP_READ_FAILED} detail={own.error} retry={reload} />;
  const list = kind === 'in-review' ? own.reviewed : own.apps;
  const app = list.find((candidate) => candidate.slug === slug);
  if (!app) {
    return (
      <AreaPanel role="alert">
        <PageTitle>App not found</PageTitle>
        <Lead>{own.error ?? `None of ${AREA[kind]} has the address ${slug || '/'}.`}</Lead>
      </AreaPanel>
    );
  }
  return <AppArticle data={ownAppPageData(app)} id="own-app-features" />;
}

/**
 * A visitor's prompt in the signed-in areas: the sign-in popup keeps the page's URL, so the area
 * shows once signed in. `area` completes "to see …".
 */
export function SignInPanel({ area }: { area: string }) {
  const signIn = useRequestSignIn();
  return <SignInPrompt area={area} signIn={signIn} />;
}

/** An app read in the browser (own, or embedded): the app page's header and its features. */
export function AppArticle({ data, id }: { data: AppPageData; id: string }) {
  // In the layout's column, which already gives the page its width and gutters (a Container here doubled them).
  return (
    <article>
      <AppHeader app={data} />
      {data.features.length > 0 && (
        <section aria-labelledby={id}>
          <h2 id={id}>Features</h2>
          <ul>
            {data.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
