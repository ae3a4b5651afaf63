import { provideFeatureHooks } from '../core/feature-hooks';

/**
 * The steps one feature takes that another owns (core/feature-hooks), composed here by the shell.
 * Each owner's code loads only when its step runs: none of it is first-load JS.
 */
provideFeatureHooks({
  cancelPaidPlan: async (token, appId) => {
    const { cancelPaidPlan } = await import(/* webpackChunkName: "billing-uninstall" */ './paid-uninstall');
    await cancelPaidPlan(token, appId);
  },
  readInstalledApps: async (dispatch) => {
    const { loadInstalledApps } = await import(/* webpackChunkName: "install" */ '../features/install/install-thunks');
    await dispatch(loadInstalledApps());
  },
});
