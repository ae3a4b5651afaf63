import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

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

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    notificationShown: {
      reducer(state, action: PayloadAction<Notification>) {
        // The same message of the same type replaces the older one instead of stacking.
        state.items = state.items.filter((item) => !(item.type && item.type === action.payload.type));
        state.items.push(action.payload);
      },
      prepare(notification: Omit<Notification, 'id' | 'autoHideDelayTime'> & { autoHideDelayTime?: number | null }) {
        return {
          payload: { autoHideDelayTime: NOTIFICATION_AUTO_HIDE_MS, ...notification, id: nanoid() },
        };
      },
    },
    notificationDismissed(state, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
  },
});

export const { notificationShown, notificationDismissed } = notificationsSlice.actions;
