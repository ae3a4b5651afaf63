import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useAppStore } from '../../../app/hooks';
import { Section } from '../../../ui/primitives';

/** How near the section must scroll before the forms' chunk is requested. */
const LOAD_MARGIN = '600px 0px';

/**
 * The "Contact" section of a partner page. Its forms come from their own chunk when the section
 * nears the viewport; the visit (§7) is recorded from another small chunk on page view.
 */
export function PartnerContactSection({ partnerId }: { partnerId: string }) {
  const store = useAppStore();
  const anchor = useRef<HTMLElement>(null);
  const [Contact, setContact] = useState<ComponentType<{ partnerId: string }> | null>(null);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let active = true;
    import('../record-visit')
      .then((module) => {
        if (active) stop = module.recordVisitOnce(store, partnerId);
      })
      .catch(() => undefined);
    return () => {
      active = false;
      stop?.();
    };
  }, [store, partnerId]);

  useEffect(() => {
    const node = anchor.current;
    if (!node) return undefined;
    let active = true;
    const load = () =>
      import('./partner-contact').then((module) => active && setContact(() => module.PartnerContact)).catch(() => undefined);
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

  return (
    <Section ref={anchor} aria-labelledby="partner-contact">
      <h2 id="partner-contact">Contact and review</h2>
      {Contact ? <Contact partnerId={partnerId} /> : <p>Loading the contact forms…</p>}
    </Section>
  );
}
