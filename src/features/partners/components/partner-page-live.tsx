import { useEffect, useRef, useState } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { selectSessionUser } from '../../../app/session';
import { recordVisit } from '../record-visit';
import type { PartnerContact } from './partner-contact';

/** How near the contact section must scroll before the forms' chunk is requested. */
const LOAD_MARGIN = '600px 0px';

/**
 * What a partner page runs once hydrated, from a chunk of its own: the visit of §7 for the
 * signed-in user (once, also when they sign in on the page; anonymous views record nothing, the
 * service takes visits only with a token), and the contact forms, requested when the section
 * nears the viewport.
 */
export function PartnerPageLive({ partnerId }: { partnerId: string }) {
  const user = useAppSelector(selectSessionUser);
  const visited = useRef(false);
  const anchor = useRef<HTMLDivElement>(null);
  const [Forms, setForms] = useState<typeof PartnerContact | null>(null);

  useEffect(() => {
    if (!user || visited.current) return;
    visited.current = true;
    void recordVisit(partnerId, user.token);
  }, [user, partnerId]);

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
