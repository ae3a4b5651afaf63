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

  async function shown(...contents: string[]) {
    const store = makeStore();
    render(
      <RootElement store={store}>
        <main id="main" tabIndex={-1}>
          <button type="button">Request access</button>
        </main>
        <NotificationList />
      </RootElement>,
    );
    for (const content of contents) {
      await act(async () => {
        store.dispatch(notificationShown({ kind: 'success', content }));
      });
    }
    return store;
  }

  it('waits while the focus is in a toast, then hides it 4000 ms after the focus leaves', async () => {
    await shown('Request sent!');
    act(() => jest.advanceTimersByTime(2000));
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).focus());
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.getByText('Request sent!')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Request access' }).focus());
    act(() => jest.advanceTimersByTime(3999));
    expect(screen.getByText('Request sent!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Request sent!')).not.toBeInTheDocument();
  });

  it('dismisses the toast holding the focus on Escape, and hands the focus on, never to the body', async () => {
    await shown('Request sent!', 'Review sent to be verified!');
    const [first] = screen.getAllByRole('button', { name: 'Dismiss notification' });
    act(() => first.focus());
    fireEvent.keyDown(first, { key: 'Escape' });
    expect(screen.queryByText('Request sent!')).not.toBeInTheDocument();
    // The next toast's Dismiss has it; dismissing that one too leaves it on the main content.
    const next = screen.getByRole('button', { name: 'Dismiss notification' });
    expect(next).toHaveFocus();
    fireEvent.click(next);
    expect(screen.queryByText('Review sent to be verified!')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
