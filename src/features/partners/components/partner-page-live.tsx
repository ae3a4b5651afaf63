import { useEffect, useRef, useState } from 'react';
import { useAppSelector } from '../../../core/hooks';
import { selectSessionKnown, selectSessionUser } from '../../../core/session';
import { recordVisit } from '../record-visit';
import type { PartnerContact } from './partner-contact';

/** How near the contact section must scroll before the forms' chunk is requested. */
const LOAD_MARGIN = '600px 0px';

/**
 * The longest the visit waits for the page to know whether someone is signed in (a stored session
 * is restored first, so that a returning user's visit carries their token); then it goes without.
 */
export const VISIT_SESSION_WAIT_MS = 10_000;

/**
 * Records the §7 visit once per view of a partner page, for every visitor: the endpoint needs no
 * login (§6), and the bearer token goes along when the user has one (§7). It waits until the
 * session is known (or VISIT_SESSION_WAIT_MS), so a signed-in user's stored session is not missed;
 * signing in later on the same page records nothing more. Failures are ignored silently (§7).
 */
function useExpertVisit(partnerId: string) {
  const user = useAppSelector(selectSessionUser);
  const known = useAppSelector(selectSessionKnown);
  const [waited, setWaited] = useState(false);
  /** The expert whose view was recorded by this page view. */
  const visited = useRef<string | null>(null);
  const ready = Boolean(user) || known || waited;

  useEffect(() => {
    if (ready) return undefined;
    const timer = setTimeout(() => setWaited(true), VISIT_SESSION_WAIT_MS);
    return () => clearTimeout(timer);
  }, [ready]);

  useEffect(() => {
    if (!ready || visited.current === partnerId) return;
    visited.current = partnerId;
    void recordVisit(partnerId, user?.token ?? null);
  }, [ready, user, partnerId]);
}

/**
 * What a partner page runs once hydrated, from a chunk of its own: the visit of §7 (for every
 * visitor, once per page view) and the contact forms, requested when the section nears the
 * viewport.
 */
export function PartnerPageLive({ partnerId }: { partnerId: string }) {
  const anchor = useRef<HTMLDivElement>(null);
  const [Forms, setForms] = useState<typeof PartnerContact | null>(null);
  useExpertVisit(partnerId);

  useEffect(() => {
    const node = anchor.current;
    if (!node) return undefined;
    let active = true;
    const load = () =>
      import('./partner-contact').then((module) => active && setForms(() => module.PartnerContact)).catch(() => undefined);
    if (typeof IntersectionObserver === 'undefined') {
      void load();
      return () => void (active = false);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void load();
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(node);
    return () => {
      active = false;
      observer.disconnect();
    };
  }, []);

  return <div ref={anchor}>{Forms && <Forms partnerId={partnerId} />}</div>;
}
