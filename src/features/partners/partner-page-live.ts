import type { ComponentType } from 'react';
import type { AppStore } from '../../app/store';
import { recordVisitOnce } from './record-visit';

/** How near the contact section must scroll before the forms' chunk is requested. */
const LOAD_MARGIN = '600px 0px';

export type ContactForms = ComponentType<{ partnerId: string }>;

/**
 * What a partner page starts once hydrated (this module is its own small chunk, so the page's
 * first-load JS only holds the import): the visit of §7, recorded silently, and the contact forms,
 * requested when their section nears the viewport. Returns the cleanup.
 */
export function startPartnerPage(
  store: AppStore,
  partnerId: string,
  section: Element,
  showForms: (forms: ContactForms) => void,
): () => void {
  const stopVisit = recordVisitOnce(store, partnerId);
  let active = true;
  const load = () =>
    import('./components/partner-contact').then((module) => active && showForms(module.PartnerContact)).catch(() => undefined);
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver(
          (entries) => {
            if (!entries.some((entry) => entry.isIntersecting)) return;
            observer?.disconnect();
            void load();
          },
          { rootMargin: LOAD_MARGIN },
        );
  if (observer) observer.observe(section);
  else void load();
  return () => {
    active = false;
    stopVisit();
    observer?.disconnect();
  };
}
