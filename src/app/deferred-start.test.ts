import { startAfterHydration } from './deferred-main';
import { startDeferred } from './deferred-start';
import { resetMainContentGate } from './main-content';
import { makeStore } from './store';

jest.mock('gatsby', () => jest.requireActual('../../__mocks__/gatsby'));
jest.mock('./deferred-main', () => ({ startAfterHydration: jest.fn(), pageChanged: jest.fn() }));

describe('startDeferred', () => {
  it('reports the page that hydrated, even when the visitor has moved on before its code arrived', async () => {
    window.history.replaceState(null, '', '/marketplace/partners/');
    resetMainContentGate();
    const store = makeStore();
    startDeferred(store);
    window.history.replaceState(null, '', '/marketplace/apps/');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(startAfterHydration).toHaveBeenCalledWith(store, window, '/marketplace/partners/');
  });
});
