import { startTransition, useEffect, useState } from 'react';
import { whenShownAgain } from '../../ui/when-shown-again';
import type { PartnerData, PartnerShown } from './partner-data';

/** At most one read per this long, whatever the focus and visibility changes (as app pages). */
export const PARTNER_READ_INTERVAL_MS = 15_000;

/**
 * A partner page follows its expert after hydration (`GET partners/experts_marketplace/{id}`), and
 * again when the window regains focus: rating, votes and reviews change between deploys. The read
 * is a dynamic import (not in the page's first load); a failed read keeps what is shown; an expert
 * no longer listed (404, or an answer that is not this expert) says so.
 */
export function usePartnerFollow(partner: PartnerData): PartnerShown {
  const [shown, setShown] = useState<PartnerShown>({ kind: 'listed', partner });
  useEffect(() => {
    setShown({ kind: 'listed', partner });
    let live = true;
    let lastRead = 0;
    const read = () => {
      if (Date.now() - lastRead < PARTNER_READ_INTERVAL_MS) return;
      lastRead = Date.now();
      void import(/* webpackChunkName: "partner-read" */ './partner-read').then(({ readPartner }) =>
        readPartner(partner).then((next) => {
          if (live && next) startTransition(() => setShown(next));
        }),
      );
    };
    const stop = whenShownAgain(read);
    return () => {
      live = false;
      stop();
    };
  }, [partner]);
  return shown;
}
