import { makeSiteStore } from '../../testing/site';
import {
  compareCleared,
  compareItemRemoved,
  compareItemToggled,
  compareLimitNoticeDismissed,
  comparePageClosed,
  comparePageOpened,
  compareSelectionReplaced,
  compareSelectionRestored,
} from './compare-slice';

const apps = ['alpha', 'beta', 'gamma', 'delta'].map((slug) => ({ slug, name: slug.toUpperCase() }));
const slugs = (store: ReturnType<typeof makeSiteStore>) => store.getState().compare.items.map((item) => item.slug);

describe('compare slice', () => {
  it('starts empty and not yet restored (the server render and hydration see this)', () => {
    expect(makeSiteStore().getState().compare).toEqual({ items: [], restored: false, limitHits: 0, pageOpen: false });
  });

  it('toggles apps in and out in pick order', () => {
    const store = makeSiteStore();
    store.dispatch(compareItemToggled(apps[0]));
    store.dispatch(compareItemToggled(apps[1]));
    store.dispatch(compareItemToggled(apps[2]));
    store.dispatch(compareItemToggled(apps[1]));
    expect(slugs(store)).toEqual(['alpha', 'gamma']);
  });

  it('refuses a fourth pick and counts it, so the limit message shows (again) until something changes', () => {
    const store = makeSiteStore();
    apps.slice(0, 3).forEach((app) => store.dispatch(compareItemToggled(app)));
    store.dispatch(compareItemToggled(apps[3]));
    expect(slugs(store)).toEqual(['alpha', 'beta', 'gamma']);
    expect(store.getState().compare.limitHits).toBe(1);
    store.dispatch(compareItemToggled(apps[3]));
    expect(store.getState().compare.limitHits).toBe(2);
    store.dispatch(compareItemRemoved('beta'));
    expect(store.getState().compare.limitHits).toBe(0);
    store.dispatch(compareItemToggled(apps[3]));
    expect(slugs(store)).toEqual(['alpha', 'gamma', 'delta']);
  });

  it('dismisses the limit message without changing the selection', () => {
    const store = makeSiteStore();
    apps.forEach((app) => store.dispatch(compareItemToggled(app)));
    store.dispatch(compareLimitNoticeDismissed());
    expect(store.getState().compare.limitHits).toBe(0);
    expect(slugs(store)).toHaveLength(3);
  });

  it('removes one app and clears all', () => {
    const store = makeSiteStore();
    apps.slice(0, 2).forEach((app) => store.dispatch(compareItemToggled(app)));
    store.dispatch(compareItemRemoved('alpha'));
    expect(slugs(store)).toEqual(['beta']);
    store.dispatch(compareCleared());
    expect(slugs(store)).toEqual([]);
  });

  it('marks the selection restored when read from storage or replaced by the compare page', () => {
    const store = makeSiteStore();
    store.dispatch(compareSelectionRestored([apps[0]]));
    expect(store.getState().compare).toMatchObject({ items: [apps[0]], restored: true });
    const other = makeSiteStore();
    other.dispatch(compareSelectionReplaced([apps[2], apps[1]]));
    expect(other.getState().compare).toMatchObject({ items: [apps[2], apps[1]], restored: true });
  });

  it('keeps picks made before the stored selection was read, after the stored ones, the latest 3 at most; a later restore (another tab) replaces', () => {
    const store = makeSiteStore();
    store.dispatch(compareItemToggled(apps[3]));
    store.dispatch(compareSelectionRestored([apps[0], apps[3], apps[1]]));
    expect(slugs(store)).toEqual(['alpha', 'beta', 'delta']);
    const full = makeSiteStore();
    full.dispatch(compareItemToggled(apps[3]));
    full.dispatch(compareSelectionRestored([apps[0], apps[1], apps[2]]));
    expect(slugs(full)).toEqual(['beta', 'gamma', 'delta']);
    full.dispatch(compareSelectionRestored([apps[0]]));
    expect(slugs(full)).toEqual(['alpha']);
  });

  it('tracks whether the compare page is open', () => {
    const store = makeSiteStore();
    store.dispatch(comparePageOpened());
    expect(store.getState().compare.pageOpen).toBe(true);
    store.dispatch(comparePageClosed());
    expect(store.getState().compare.pageOpen).toBe(false);
  });
});
