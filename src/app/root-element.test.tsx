import { makeSiteStore } from './site-store';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useAppSelector } from '../core/hooks';
import { notificationShown } from '../core/notifications-slice';
import { RootElement } from './root-element';

/** A piece of the shell that shows store state (as the notifications region does). */
function Count() {
  const count = useAppSelector((state) => state.notifications.items.length);
  return <p>{count} notifications</p>;
}

describe('RootElement hydration', () => {
  it('hydrates with the state the server rendered, then shows the store as it is now (no hydration error)', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <RootElement store={makeSiteStore()}>
        <Count />
      </RootElement>,
    );
    expect(container.textContent).toBe('0 notifications');

    // The browser's store changes before hydration (a sign-in callback refused at once).
    const store = makeSiteStore();
    const serverState = store.getState();
    store.dispatch(notificationShown({ kind: 'error', content: 'Unauthorized transaction' }));
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <RootElement store={store} serverState={serverState}>
          <Count />
        </RootElement>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('1 notifications');
  });
});
