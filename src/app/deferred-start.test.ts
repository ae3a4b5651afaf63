import { startAfterHydration } from './deferred-main';
import { startDeferred } from './deferred-start';
import { resetMainContentGate } from '../core/main-content';
import { makeStore } from '../core/store';

jest.mock('gatsby', () => jest.requireActual('../../__mocks__/gatsby'));
jest.mock('./deferred-main', () => ({ startAfterHydration: jest.fn(), pageChanged: jest.fn() }));

describe('startDeferred', () => {
  it('hands on the page that hydrated (reported, and its UTM values kept), even when the visitor has moved on before its code arrived', async () => {
    window.history.replaceState(null, '', '/marketplace/partners/?utm_source=news');
    resetMainContentGate();
    const store = makeStore();
    startDeferred(store);
    window.history.replaceState(null, '', '/marketplace/apps/');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(startAfterHydration).toHaveBeenCalledWith(store, window, 'http://localhost/marketplace/partners/?utm_source=news');
  });
});
