import type { ReactNode } from 'react';
import { AreaPanel } from '../../ui/area-panel';
import { Lead, PageTitle, SecondaryButton } from '../../ui/primitives';

/**
 * The panels of the client-only and signed-in areas (own apps, embedded apps, apps coming soon):
 * one place in the page's middle for loading, a failure with Try again, or a short message. Apart
 * from own-app-page.tsx so that the coming-soon list, a public page, does not load the app page's
 * header and the install code with them. The panel itself is the ui's AreaPanel.
 */
export { LoadingPanel } from '../../ui/loading-panel';

/** A read of the signed-in or client-only areas failed: what, why, and Try again. */
export function FailedPanel({ title, detail, retry }: { title: string; detail: ReactNode; retry: () => void }) {
  return (
    <AreaPanel role="alert">
      <PageTitle>{title}</PageTitle>
      <Lead>{detail}</Lead>
      <SecondaryButton type="button" onClick={retry}>
        Try again
      </SecondaryButton>
    </AreaPanel>
  );
}
