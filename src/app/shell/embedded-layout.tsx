import type { ReactNode } from 'react';
import { GlobalStyle } from '../../ui/global-style';
import { NotificationList } from '../notifications/notification-list';
import { HYDRATED_PARTS, HydrationMark } from './hydration-mark';

/**
 * §2's embedded app pages live inside the host: the content and the toast stack only, no site
 * header, footer or compare tray (the host has its own frame). The site's global style stays (type,
 * the visually-hidden labels): every page's first load carries it already. The pages render it
 * themselves (wrapPageElement leaves them bare), so the other pages' first load does not carry it.
 * The parts the header and footer would mark as hydrated are marked here.
 */
export function EmbeddedLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <GlobalStyle />
      <main id="main" tabIndex={-1} data-layout="embedded" style={{ maxWidth: 1376, margin: '0 auto', padding: 16 }}>
        {children}
      </main>
      {HYDRATED_PARTS.map((part) => (
        <HydrationMark key={part} part={part} />
      ))}
      <NotificationList />
    </>
  );
}
