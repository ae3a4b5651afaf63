import { compareSlice } from '../features/compare/compare-slice';
import { makeStore, type AppStore, type RootState } from '../core/store';

/** The slices of features every page needs from the first render: the compare tray's. */
const siteStaticReducers = { [compareSlice.reducerPath]: compareSlice.reducer };

/** The site's store: core's, with the static slices the shell composes (one per page load / SSR render). */
export const makeSiteStore = (preloadedState?: Partial<RootState>): AppStore => makeStore(preloadedState, siteStaticReducers);
