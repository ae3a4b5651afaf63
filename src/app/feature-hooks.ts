import { provideFeatureHooks } from '../core/feature-hooks';

/**
 * The steps one feature takes that another owns (core/feature-hooks), composed here by the shell.
 * Each owner's code loads only when its step runs: none of it is first-load JS.
 */
provideFeatureHooks({
  preparePaidPlanCancel: async (token, appId) => {
    const { preparePaidPlanCancel } = await import(/* webpackChunkName: "billing-uninstall" */ './paid-uninstall');
    return preparePaidPlanCancel(token, appId);
  },
  readInstalledApps: async (dispatch) => {
    const { loadInstalledApps } = await import(/* webpackChunkName: "install" */ '../features/install/install-thunks');
    await dispatch(loadInstalledApps());
  },
});
