import { useEffect } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../hooks';
import { notificationDismissed, type Notification } from './notifications-slice';

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

const Toast = styled.div<{ $kind: Notification['kind'] }>`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.surface};
  border-left: 4px solid
    ${({ theme, $kind }) =>
      ({ success: theme.colors.success, warning: theme.colors.warning, error: theme.colors.danger, info: theme.colors.primary })[
        $kind
      ]};
  box-shadow: 0 6px 24px rgba(27, 27, 32, 0.16);
  p {
    margin: 0;
    flex: 1;
  }
  button {
    border: 0;
    background: none;
    font-size: 1.25rem;
    line-height: 1;
    cursor: pointer;
    color: inherit;
  }
`;

function Item({ notification }: { notification: Notification }) {
  const dispatch = useAppDispatch();
  const { id, autoHideDelayTime } = notification;
  useEffect(() => {
    if (autoHideDelayTime === null) return undefined;
    const timer = setTimeout(() => dispatch(notificationDismissed(id)), autoHideDelayTime);
    return () => clearTimeout(timer);
  }, [dispatch, id, autoHideDelayTime]);

  return (
    <Toast $kind={notification.kind} role={notification.kind === 'error' ? 'alert' : 'status'}>
      <p>{notification.content}</p>
      <button type="button" aria-label="Dismiss notification" onClick={() => dispatch(notificationDismissed(id))}>
        ×
      </button>
    </Toast>
  );
}

/** Toasts of the notifications slice; each hides itself after its delay. */
export function NotificationList() {
  const items = useAppSelector((state) => state.notifications.items);
  // The live region is always in the page: screen readers announce only changes to a region
  // they already know, so one created together with its first toast would stay silent.
  return (
    <Stack aria-live="polite" aria-label="Notifications" role="region">
      {items.map((item) => (
        <Item key={item.id} notification={item} />
      ))}
    </Stack>
  );
}
