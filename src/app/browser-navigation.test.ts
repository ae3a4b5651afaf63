import { DELAYED_LOAD_TEXT, hideDelayedLoadNotice, showDelayedLoadNotice } from './browser-navigation';
import { makeStore } from './store';

describe('delayed-load notice', () => {
  it('shows a sticky notice while a page is late and removes it when the page arrives', () => {
    const store = makeStore();
    showDelayedLoadNotice(store);
    showDelayedLoadNotice(store);
    expect(store.getState().notifications.items).toEqual([
      expect.objectContaining({ kind: 'info', content: DELAYED_LOAD_TEXT, autoHideDelayTime: null }),
    ]);
    hideDelayedLoadNotice(store);
    expect(store.getState().notifications.items).toEqual([]);
  });
});
