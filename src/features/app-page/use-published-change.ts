import { startTransition, useEffect, useState } from 'react';
import { useAppStore } from '../../core/hooks';
import { selectSessionUser } from '../../core/session';
import type { PublishedChange } from '../../domain/catalogue/published-changes';
import { whenShownAgain } from '../../ui/when-shown-again';
import type { AppPageData } from './app-page-data';

const UNCHANGED: PublishedChange = { kind: 'unchanged' };

/**
 * §4 Loading: after hydration, and again when the window regains focus or becomes visible, the
 * page's app is read as published (the reader allows one read per 15000 ms); price, discount and
 * maintenance follow it, and a hidden or deleted app is reported as unavailable. The reading code
 * is a dynamic import, so none of it is in the page's first load.
 */
export function usePublishedChange(app: AppPageData): PublishedChange {
  const [change, setChange] = useState<PublishedChange>(UNCHANGED);
  const store = useAppStore();
  useEffect(() => {
    let live = true;
    const built = { payment: app.payment, underMaintenance: app.underMaintenance, customProps: app.customProps };
    const check = () => {
      void import(/* webpackChunkName: "published-read" */ './published-read')
        // The token of the moment of the read (§7: sent when the user has one).
        .then(({ readPublishedChange }) =>
          readPublishedChange(app.slug, built, selectSessionUser(store.getState())?.token ?? null),
        )
        .then((next) => {
          // A transition: the change may reach page parts still waiting to hydrate, which React
          // then hydrates first instead of throwing their server HTML away.
          if (live && next) startTransition(() => setChange(next));
        });
    };
    const stop = whenShownAgain(check);
    return () => {
      live = false;
      stop();
    };
  }, [app, store]);
  return change;
}
