import { useEffect } from 'react';
import styled from 'styled-components';
import { useAppDispatch } from '../../core/hooks';
import { notificationDismissed, type Notification } from '../../core/notifications-slice';

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
  button.action {
    font-size: 1rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** One toast; hides itself after its delay (null: stays until dismissed). */
export default function NotificationToast({ notification }: { notification: Notification }) {
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
      {notification.action === 'reload' && (
        <button type="button" className="action" onClick={() => window.location.reload()}>
          Reload
        </button>
      )}
      <button type="button" aria-label="Dismiss notification" onClick={() => dispatch(notificationDismissed(id))}>
        ×
      </button>
    </Toast>
  );
}
