import type { PayloadAction } from '@reduxjs/toolkit';
import { createPlainSlice, patch } from '../../core/plain-slice';
import { toggleCompareItem, withEarlyPicks, type CompareItem } from '../../domain/catalogue/compare-selection';

export interface CompareState {
  /** The picked apps, in pick order (at most COMPARE_LIMIT). */
  items: CompareItem[];
  /** Whether the stored selection has been read (after mount; never during SSR or hydration). */
  restored: boolean;
  /** Counts rejected picks over the limit since the last change; > 0 shows the limit message. */
  limitHits: number;
  /** The compare page is open: the tray stays out of its way. */
  pageOpen: boolean;
}

const initialState: CompareState = { items: [], restored: false, limitHits: 0, pageOpen: false };

/** In every page's first load (the tray), so without Immer: each case returns the next state. */
export const compareSlice = createPlainSlice({
  name: 'compare',
  initialState,
  reducers: {
    compareItemToggled(state: CompareState, action: PayloadAction<CompareItem>) {
      const { items, outcome } = toggleCompareItem(state.items, action.payload);
      if (outcome === 'limit-reached') return { ...state, limitHits: state.limitHits + 1 };
      return { ...state, items, limitHits: 0 };
    },
    compareItemRemoved(state: CompareState, action: PayloadAction<string>) {
      return { ...state, items: state.items.filter((item) => item.slug !== action.payload), limitHits: 0 };
    },
    compareCleared(state: CompareState) {
      return { ...state, items: [], limitHits: 0 };
    },
    /** The stored selection was read (on first mount, keeping earlier picks; or changed in another tab). */
    compareSelectionRestored(state: CompareState, action: PayloadAction<CompareItem[]>) {
      const items = state.restored ? action.payload : withEarlyPicks(action.payload, state.items);
      return { ...state, items, restored: true, limitHits: 0 };
    },
    /** The compare page loaded the apps its URL names: they become the selection. */
    compareSelectionReplaced(state: CompareState, action: PayloadAction<CompareItem[]>) {
      return { ...state, items: action.payload, restored: true, limitHits: 0 };
    },
    compareLimitNoticeDismissed(state: CompareState) {
      return patch(state, { limitHits: 0 });
    },
    comparePageOpened(state: CompareState) {
      return patch(state, { pageOpen: true });
    },
    comparePageClosed(state: CompareState) {
      return patch(state, { pageOpen: false });
    },
  },
});

export const {
  compareItemToggled,
  compareItemRemoved,
  compareCleared,
  compareSelectionRestored,
  compareSelectionReplaced,
  compareLimitNoticeDismissed,
  comparePageOpened,
  comparePageClosed,
} = compareSlice.actions;

declare module '../../core/store' {
  export interface StaticSlices {
    compare: CompareState;
  }
}
