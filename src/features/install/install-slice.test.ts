import { initialInstallState, installSlice } from './install-slice';

// The cart's purchase (§4) installs the purchased apps: the installed list follows its event by type.
it('adds the apps of a purchased cart to the installed list, once', () => {
  const before = { ...initialInstallState, installed: { ...initialInstallState.installed, ids: ['a'] } };
  const after = installSlice.reducer(before, {
    type: 'cart/cartPurchased',
    payload: { cartId: 'c1', purchased: [{ id: 'a' }, { id: 'b' }], notPurchased: [{ id: 'c' }] },
  });
  expect(after.installed.ids).toEqual(['a', 'b']);
});
