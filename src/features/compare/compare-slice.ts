import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { toggleCompareItem, type CompareItem } from '../../domain/compare-selection';

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

export const compareSlice = createSlice({
  name: 'compare',
  initialState,
  reducers: {
    compareItemToggled(state, action: PayloadAction<CompareItem>) {
      const { items, outcome } = toggleCompareItem(state.items, action.payload);
      if (outcome === 'limit-reached') {
        state.limitHits += 1;
        return;
      }
      state.items = items;
      state.limitHits = 0;
    },
    compareItemRemoved(state, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => item.slug !== action.payload);
      state.limitHits = 0;
    },
    compareCleared(state) {
      state.items = [];
      state.limitHits = 0;
    },
    /** The stored selection was read (on first mount, or changed in another tab). */
    compareSelectionRestored(state, action: PayloadAction<CompareItem[]>) {
      state.items = action.payload;
      state.restored = true;
      state.limitHits = 0;
    },
    /** The compare page loaded the apps its URL names: they become the selection. */
    compareSelectionReplaced(state, action: PayloadAction<CompareItem[]>) {
      state.items = action.payload;
      state.restored = true;
      state.limitHits = 0;
    },
    compareLimitNoticeDismissed(state) {
      state.limitHits = 0;
    },
    comparePageOpened(state) {
      state.pageOpen = true;
    },
    comparePageClosed(state) {
      state.pageOpen = false;
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
