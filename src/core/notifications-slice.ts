import type { UnknownAction } from '@reduxjs/toolkit';
import { createAction, nanoid } from './action';

/** Notification auto-hide delay (§9); the rating notification uses its own, shorter one. */
export const NOTIFICATION_AUTO_HIDE_MS = 4000;
export const RATING_NOTIFICATION_AUTO_HIDE_MS = 2000;

export type NotificationKind = 'success' | 'warning' | 'error' | 'info';

export interface Notification {
  id: string;
  kind: NotificationKind;
  content: string;
  /** null keeps the notification until it is dismissed. */
  autoHideDelayTime: number | null;
  type?: string;
  /** A button besides dismiss: 'reload' reloads the page (a new deploy is ready). */
  action?: 'reload';
}

export interface NotificationsState {
  items: Notification[];
}

const initialState: NotificationsState = { items: [] };

type NotificationInput = Omit<Notification, 'id' | 'autoHideDelayTime'> & { autoHideDelayTime?: number | null };

/** The same message of the same type replaces the older one instead of stacking. */
export const notificationShown = createAction('notifications/notificationShown', (notification: NotificationInput) => ({
  payload: { autoHideDelayTime: NOTIFICATION_AUTO_HIDE_MS, ...notification, id: nanoid() } as Notification,
}));

export const notificationDismissed = createAction<string>('notifications/notificationDismissed');

/**
 * In every page's first load, so a plain reducer rather than createSlice (which ships Immer); the
 * same shape as a slice for the store and tests.
 */
export const notificationsSlice = {
  name: 'notifications',
  reducerPath: 'notifications',
  actions: { notificationShown, notificationDismissed },
  reducer(state: NotificationsState = initialState, action: UnknownAction): NotificationsState {
    if (notificationShown.match(action)) {
      const { payload } = action;
      return { items: [...state.items.filter((item) => !(item.type && item.type === payload.type)), payload] };
    }
    if (notificationDismissed.match(action)) {
      return { items: state.items.filter((item) => item.id !== action.payload) };
    }
    return state;
  },
} as const;
