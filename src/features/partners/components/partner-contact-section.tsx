import { useEffect, useState } from 'react';
import { Section } from '../../../ui/primitives';
import type { PartnerPageLive } from './partner-page-live';

/**
 * The contact section of a partner page. Everything live (the visit, the forms) comes from a chunk
 * of its own after hydration: this stays one import in the page's first-load JS.
 */
export function PartnerContactSection({ partnerId }: { partnerId: string }) {
  const [Live, setLive] = useState<typeof PartnerPageLive | null>(null);
  useEffect(() => {
    import('./partner-page-live').then(
      (module) => setLive(() => module.PartnerPageLive),
      () => undefined,
    );
  }, []);
  return (
    <Section aria-labelledby="partner-contact">
      <h2 id="partner-contact">Contact and review</h2>
      {Live && <Live partnerId={partnerId} />}
    </Section>
  );
}
