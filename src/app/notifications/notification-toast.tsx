import { useEffect, useRef, useState, type FocusEvent } from 'react';
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

/**
 * Where the focus goes when a toast that holds it goes away: the next toast's Dismiss, else the
 * page's main content (focusable, tabIndex -1), never the document's body.
 */
function handOffFocus(from: HTMLElement): void {
  const toasts = Array.from((from.closest('[role=region]') ?? document).querySelectorAll<HTMLElement>('[data-toast]'));
  const next = toasts.find((toast) => toast !== from);
  (next?.querySelector<HTMLElement>('button[data-dismiss]') ?? document.getElementById('main'))?.focus({ preventScroll: true });
}

/**
 * One toast; hides itself after its delay (null: stays until dismissed). The delay waits while the
 * focus is in the toast (WCAG 2.2.1: a keyboard user who reached it can read it), and starts again
 * when the focus leaves; Escape in it dismisses it.
 */
export default function NotificationToast({ notification }: { notification: Notification }) {
  const dispatch = useAppDispatch();
  const { id, autoHideDelayTime } = notification;
  const box = useRef<HTMLDivElement>(null);
  // Held while the focus is in it. Not on hover: a pointer resting where a toast appears (after
  // the click that raised it) would keep it on screen for good.
  const [held, setHeld] = useState(false);
  const dismiss = () => {
    const element = box.current;
    if (element?.contains(document.activeElement)) handOffFocus(element);
    dispatch(notificationDismissed(id));
  };
  const dismissRef = useRef(dismiss);
  dismissRef.current = dismiss;
  useEffect(() => {
    if (autoHideDelayTime === null || held) return undefined;
    const timer = setTimeout(() => dismissRef.current(), autoHideDelayTime);
    return () => clearTimeout(timer);
  }, [id, autoHideDelayTime, held]);

  return (
    <Toast
      ref={box}
      data-toast=""
      $kind={notification.kind}
      role={notification.kind === 'error' ? 'alert' : 'status'}
      onFocus={() => setHeld(true)}
      onBlur={(event: FocusEvent<HTMLDivElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') dismiss();
      }}
    >
      <p>{notification.content}</p>
      {notification.action === 'reload' && (
        <button type="button" className="action" onClick={() => window.location.reload()}>
          Reload
        </button>
      )}
      <button type="button" data-dismiss="" aria-label="Dismiss notification" onClick={dismiss}>
        ×
      </button>
    </Toast>
  );
}
