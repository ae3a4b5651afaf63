import { useEffect, useRef, useState } from 'react';
import { useAppStore } from '../../../app/hooks';
import { Section } from '../../../ui/primitives';
import type { ContactForms } from '../partner-page-live';

/**
 * The contact section of a partner page. Everything live (the visit, the forms) starts from a
 * chunk of its own after hydration: this component stays a few bytes of first-load JS.
 */
export function PartnerContactSection({ partnerId }: { partnerId: string }) {
  const store = useAppStore();
  const anchor = useRef<HTMLElement>(null);
  const [Forms, setForms] = useState<ContactForms | null>(null);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let active = true;
    import('../partner-page-live')
      .then((live) => {
        if (active && anchor.current)
          stop = live.startPartnerPage(store, partnerId, anchor.current, (forms) => setForms(() => forms));
      })
      .catch(() => undefined);
    return () => {
      active = false;
      stop?.();
    };
  }, [store, partnerId]);

  return (
    <Section ref={anchor} aria-labelledby="partner-contact">
      <h2 id="partner-contact">Contact and review</h2>
      {Forms && <Forms partnerId={partnerId} />}
    </Section>
  );
}
