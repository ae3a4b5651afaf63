import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { useAppSelector } from '../../core/hooks';
import { PartBoundary } from '../../ui/part-boundary';

// Toasts are rare: their code loads with the first one, not with every page.
const loadToast = () => import(/* webpackChunkName: "notification-toast" */ './notification-toast');
const NotificationToast = lazy(loadToast);

/**
 * Loads the toast's code ahead of any notice (once the page is idle after hydration): a notice that
 * matters most comes offline (the offline watch), when its chunk could no longer be fetched.
 */
export const preloadNotificationToast = (): void => void loadToast().catch(() => undefined);

const Stack = styled.div`
  position: fixed;
  right: 16px;
  bottom: 16px;
  z-index: 20;
  display: flex;
  flex-direction: column;
  gap: 8px;
  max-width: min(420px, calc(100vw - 32px));
`;

/** Toasts of the notifications slice; each hides itself after its delay. */
export function NotificationList() {
  const items = useAppSelector((state) => state.notifications.items);
  // The live region is always in the page: screen readers announce only changes to a region
  // they already know, so one created together with its first toast would stay silent.
  return (
    <Stack aria-live="polite" aria-label="Notifications" role="region">
      {items.map((item) => (
        // Should the toast's code fail to load (offline), its words still show, plainly.
        <PartBoundary key={item.id} name="toast" fallback="quiet" replacement={<p>{item.content}</p>}>
          <Suspense fallback={null}>
            <NotificationToast notification={item} />
          </Suspense>
        </PartBoundary>
      ))}
    </Stack>
  );
}
