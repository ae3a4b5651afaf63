import { notificationDismissed, notificationShown, notificationsSlice, type NotificationsState } from './notifications-slice';

const reduce = (state: NotificationsState | undefined, action: Parameters<typeof notificationsSlice.reducer>[1]) =>
  notificationsSlice.reducer(state, action);

describe('notifications slice', () => {
  it('starts empty', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({ items: [] });
  });

  it('shows a notification with an id and the 4000 ms auto-hide delay of §9 by default', () => {
    const state = reduce(undefined, notificationShown({ kind: 'success', content: 'Request sent!' }));
    expect(state.items).toEqual([{ id: expect.any(String), kind: 'success', content: 'Request sent!', autoHideDelayTime: 4000 }]);
  });

  it('keeps a delay given by the caller (the rating notice hides after 2000 ms) and null for sticky ones', () => {
    let state = reduce(
      undefined,
      notificationShown({ kind: 'success', content: 'Thank you for rating this app.', autoHideDelayTime: 2000 }),
    );
    state = reduce(state, notificationShown({ kind: 'error', content: 'Sticky', autoHideDelayTime: null }));
    expect(state.items.map((item) => item.autoHideDelayTime)).toEqual([2000, null]);
  });

  it('gives every notification its own id', () => {
    let state = reduce(undefined, notificationShown({ kind: 'info', content: 'a' }));
    state = reduce(state, notificationShown({ kind: 'info', content: 'a' }));
    expect(new Set(state.items.map((item) => item.id)).size).toBe(2);
  });

  it('replaces an older notification of the same type instead of stacking it', () => {
    let state = reduce(undefined, notificationShown({ kind: 'error', content: 'first', type: 'sign-in' }));
    state = reduce(state, notificationShown({ kind: 'info', content: 'untyped' }));
    state = reduce(state, notificationShown({ kind: 'error', content: 'second', type: 'sign-in' }));
    expect(state.items.map((item) => item.content)).toEqual(['untyped', 'second']);
  });

  it('dismisses by id and leaves the others', () => {
    let state = reduce(undefined, notificationShown({ kind: 'info', content: 'a' }));
    state = reduce(state, notificationShown({ kind: 'info', content: 'b' }));
    state = reduce(state, notificationDismissed(state.items[0].id));
    expect(state.items.map((item) => item.content)).toEqual(['b']);
    expect(reduce(state, notificationDismissed('unknown'))).toEqual(state);
  });
});
