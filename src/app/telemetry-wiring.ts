import type { UnknownAction } from '@reduxjs/toolkit';
import { nanoid } from '../core/action';
import { ApiError, setRequestHooks } from '../api-client/http';
import { utmHeaders } from '../domain/site/utm';
import {
  documentCookieJar,
  keepTrackingData,
  loadErrorReporting,
  loadTagManager,
  pushPageView,
  pushTrackingEvent,
  readTrackingData,
  type ReportedUser,
} from '../features/telemetry';
import type { SentryOptions } from '../features/telemetry/sentry';
import { PATH_PREFIX, siteConfig } from '../core/config';
import { addEffect } from '../core/effects';
import { isSessionEnd, signedIn } from '../core/events';
import { selectSessionUser } from '../core/session';
import type { AppStore } from '../core/store';
import { trackingEventOf } from './tracking-events';

/**
 * Telemetry wired to the store, loaded after hydration (deferred-start): the tracking cookies and
 * the utm headers on API calls (§3, §7, §9), page views and tracking events in the dataLayer (§2,
 * §4), and error reports (§8) with Sentry's code fetched only when a DSN is set.
 */
export interface TelemetryOptions {
  window?: Window;
  sentryDsn?: string;
  gtmId?: string;
  /** Tests capture Sentry's envelopes with their own transport. */
  sentryTransport?: SentryOptions['transport'];
  /**
   * The address the visitor landed on, read at hydration: its UTM, partner and promo values are
   * kept (§9), even when the visitor moved on before this code arrived. Default: the current one.
   */
  landingUrl?: string;
}

export interface TelemetryWiring {
  pageChanged(pathname: string): void;
  /** Resolves once error reporting is set up (or at once without a DSN). */
  ready: Promise<void>;
}

/** A failed call worth a report: the named statuses (401/404/409/422) and network failures are expected. */
const reportable = (error: ApiError) => error.kind === 'http';

function reportedUser(store: AppStore): ReportedUser | null {
  const user = selectSessionUser(store.getState());
  return (
    user && {
      accountId: user.accountId,
      email: user.email,
      name: user.name,
      organizationId: user.organizationId,
      permissions: user.permissions,
    }
  );
}

export function startTelemetry(store: AppStore, options: TelemetryOptions = {}): TelemetryWiring {
  const win = options.window ?? window;
  const sentryDsn = options.sentryDsn ?? siteConfig.sentryDsn;
  const gtmId = options.gtmId ?? (process.env.GATSBY_GTM_ID || '');

  const cookiePath = win.location.pathname.startsWith(PATH_PREFIX) ? PATH_PREFIX : '/';
  const jar = documentCookieJar(win.document, cookiePath);
  try {
    keepTrackingData(jar, new URL(options.landingUrl ?? win.location.href), nanoid);
  } catch {
    // Cookies blocked: the calls go without utm headers.
  }
  const apiUrl = siteConfig.apiUrl;
  let report: ((error: ApiError, type: string) => void) | null = null;
  setRequestHooks({
    headers: (baseUrl) => (baseUrl === apiUrl ? utmHeaders(readTrackingData(jar)) : {}),
    failed: (error, call) => {
      if (reportable(error)) report?.(error, `api ${call.method} ${call.path.split('?')[0]}`);
    },
  });

  let setUser: ((user: ReportedUser | null) => void) | null = null;
  addEffect(store.dispatch, (action: UnknownAction) => {
    const tracking = trackingEventOf(action);
    if (tracking) pushTrackingEvent(win, tracking.event, tracking.data);
    if (signedIn.match(action)) setUser?.(reportedUser(store));
    if (isSessionEnd(action)) setUser?.(null);
  });

  if (gtmId) loadTagManager(win.document, gtmId);

  const ready = sentryDsn
    ? loadErrorReporting().then((sentry) => {
        sentry.initErrorReporting({
          dsn: sentryDsn,
          environment: process.env.GATSBY_ENVIRONMENT || undefined,
          transport: options.sentryTransport,
        });
        setUser = sentry.setReportedUser;
        setUser(reportedUser(store));
        report = (error, type) => sentry.reportError(error, { type, response: { status: error.status, data: error.data } });
      })
    : Promise.resolve();

  return {
    ready,
    pageChanged(pathname) {
      pushPageView(win, pathname, win.document.title);
    },
  };
}
