import { act, fireEvent, render, screen } from '@testing-library/react';
import { RootElement } from '../root-element';
import { makeStore } from '../../core/store';
import { notificationShown, RATING_NOTIFICATION_AUTO_HIDE_MS } from '../../core/notifications-slice';
import { NotificationList } from './notification-list';

describe('NotificationList', () => {
  // The toast's own chunk: loaded once here, so a toast renders within the act that shows it.
  beforeAll(async () => {
    await import('./notification-toast');
  });
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('hides a notification after the 4000 ms auto-hide delay', async () => {
    const store = makeStore();
    render(
      <RootElement store={store}>
        <NotificationList />
      </RootElement>,
    );
    await act(async () => {
      store.dispatch(notificationShown({ kind: 'success', content: 'Request sent!' }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Request sent!');
    // §9: 4000 ms, pinned as the spec's number rather than the code's constant.
    act(() => jest.advanceTimersByTime(3999));
    expect(screen.getByText('Request sent!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Request sent!')).not.toBeInTheDocument();
  });

  it('hides a rating notification after its shorter 2000 ms delay', async () => {
    const store = makeStore();
    render(
      <RootElement store={store}>
        <NotificationList />
      </RootElement>,
    );
    await act(async () => {
      store.dispatch(
        notificationShown({
          kind: 'success',
          content: 'Thanks for rating!',
          autoHideDelayTime: RATING_NOTIFICATION_AUTO_HIDE_MS,
        }),
      );
    });
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByText('Thanks for rating!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Thanks for rating!')).not.toBeInTheDocument();
  });

  it('keeps a sticky notification until it is dismissed, and errors are alerts', async () => {
    const store = makeStore();
    render(
      <RootElement store={store}>
        <NotificationList />
      </RootElement>,
    );
    await act(async () => {
      store.dispatch(notificationShown({ kind: 'error', content: 'Unexpected error', autoHideDelayTime: null }));
    });
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByRole('alert')).toHaveTextContent('Unexpected error');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('replaces a notification of the same type instead of stacking it', () => {
    const store = makeStore();
    store.dispatch(notificationShown({ kind: 'info', content: 'Loading…', type: 'slow-page' }));
    store.dispatch(notificationShown({ kind: 'info', content: 'Still loading…', type: 'slow-page' }));
    expect(store.getState().notifications.items.map((item) => item.content)).toEqual(['Still loading…']);
  });
});
