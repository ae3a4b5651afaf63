import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  chargeCreated,
  chargeFailed,
  chargeMoved,
  chargeSucceeded,
  isSessionEnd,
  paymentFailed,
  type ChargeEnd,
  type ChargeRef,
} from '../../core/events';
import { injectReducer } from '../../core/store';
import type { CardDetails } from '../../domain/billing/card';
import { statusRank, type ApiCharge, type ApiPricePreview, type ChargeKind } from '../../domain/billing/charges';

/**
 * Charges of the signed-in organization (§4) and the payment flags of §4's payment slices
 * (pending: the create / accept / activate calls; processing: polling; error: the last failure,
 * §8 stored errors). Loaded with the checkout chunk only.
 */

/**
 * Where a followed charge stands. 'interrupted': a step of this tab's payment (accept, activate)
 * failed before the charge ended; the charge is no longer followed and the form comes back.
 */
export type ChargeOutcome = 'polling' | 'succeeded' | 'failed' | 'declined' | 'cancelled' | 'not-found' | 'interrupted';

/** What the buyer chose and saw when paying, kept for the receipt (the charge does not carry it). */
export interface PurchaseNote {
  /** The plan's name as the checkout offered it. */
  plan: string;
  /** The tax preview of the amount paid, when it had answered for that amount. */
  taxes: ApiPricePreview['taxes'] | null;
}

export interface TrackedCharge {
  id: string;
  kind: ChargeKind;
  product: string;
  /** The app it buys; null for an external charge. */
  appId: string | null;
  /** Last status read (null until the first read after a reload). */
  status: string | null;
  /** The sequence number of the read that gave `status`: older answers are ignored. */
  readSeq: number;
  outcome: ChargeOutcome;
  charge: ApiCharge | null;
  /** Set by this tab's purchase; absent for a charge only resumed or followed. */
  note?: PurchaseNote;
}

export interface PaymentFlags {
  pending: boolean;
  processing: boolean;
  error: string | null;
}

/**
 * The organization's card on file for a product (§3 Subscription per product: `hasCard`,
 * `cardDetails`), as the checkout last read it, or as this tab's `POST /account/{product}` left it.
 * `card` null: none on file. `seq`: the read whose answer counts (0 once a card was added here: a
 * read still under way then is older than the card).
 */
export interface CardOnFileState {
  status: 'loading' | 'loaded' | 'failed';
  card: CardDetails | null;
  seq: number;
}

export interface BillingState {
  charges: Record<string, TrackedCharge>;
  /** Cards on file by product (absent until the checkout reads one). */
  cardsOnFile?: Record<string, CardOnFileState>;
  /**
   * Charges of purchases whose checkout page was left: followed to their end in the background
   * (§4's toast), without holding the payment flags another checkout's Pay button reads.
   */
  background?: Record<string, true>;
  payment: PaymentFlags;
}

export const initialBillingState: BillingState = {
  charges: {},
  payment: { pending: false, processing: false, error: null },
};

export type { ChargeEnd };

function track(state: BillingState, ref: ChargeRef, charge: ApiCharge | null): TrackedCharge {
  const existing = state.charges[ref.id];
  const tracked: TrackedCharge = existing ?? { ...ref, status: null, readSeq: 0, outcome: 'polling', charge: null };
  if (charge && statusRank(ref.kind, charge.status) >= statusRank(ref.kind, tracked.status ?? 'pending')) {
    tracked.charge = charge;
    tracked.status = charge.status;
  }
  state.charges[ref.id] = tracked;
  return tracked;
}

export const billingSlice = createSlice({
  name: 'billing',
  initialState: initialBillingState,
  reducers: {
    /** Pay was clicked: from here until the charge ends, a second click creates nothing. */
    paymentStarted(state) {
      state.payment = { pending: true, processing: false, error: null };
    },
    /** A charge id from the URL (after a reload): tracked before its first read. */
    chargeResumed(state, action: PayloadAction<ChargeRef>) {
      track(state, action.payload, null);
      if (state.background?.[action.payload.id]) return;
      state.payment = { pending: false, processing: true, error: null };
    },
    chargePollStarted(state, action: PayloadAction<ChargeRef>) {
      track(state, action.payload, null);
      if (state.background?.[action.payload.id]) return;
      state.payment.pending = false;
      state.payment.processing = true;
    },
    /** The checkout page of a purchase under way was left: its charge goes on in the background. */
    checkoutLeft(state, action: PayloadAction<string>) {
      if (state.charges[action.payload]?.outcome !== 'polling') return;
      state.background = { ...state.background, [action.payload]: true };
      state.payment.pending = false;
      state.payment.processing = false;
    },
    /**
     * A poll answer. Ignored when older than the last one applied (out of order), when it would move
     * the status back, and once the charge has ended (repeated answers change nothing).
     */
    chargeRead(state, action: PayloadAction<ChargeRef & { charge: ApiCharge; seq: number }>) {
      const { charge, seq, ...ref } = action.payload;
      const tracked = state.charges[ref.id];
      if (tracked && (tracked.outcome !== 'polling' || seq <= tracked.readSeq)) return;
      const next = track(state, ref, charge);
      next.readSeq = seq;
    },
    /**
     * A charge first read as already succeeded (a reload of its page, an external charge's
     * thank-you): its purchase was told when it happened; this only lets the page end.
     */
    chargeSeenSucceeded(state, action: PayloadAction<ChargeRef>) {
      const tracked = track(state, action.payload, null);
      tracked.outcome = 'succeeded';
      if (state.background?.[action.payload.id]) return;
      state.payment = { pending: false, processing: false, error: null };
    },
    chargeNotFound(state, action: PayloadAction<ChargeRef & { message: string }>) {
      const { message, ...ref } = action.payload;
      const tracked = track(state, ref, null);
      tracked.outcome = 'not-found';
      state.payment = { pending: false, processing: false, error: message };
    },
    /** The page was left: polling stops; the charge id stays in the URL for a return. */
    chargePollStopped(state, action: PayloadAction<string>) {
      if (state.charges[action.payload]?.outcome === 'polling') state.payment.processing = false;
    },
    /** This tab's purchase created the charge: what the buyer chose, for the receipt. */
    purchaseNoted(state, action: PayloadAction<{ id: string; note: PurchaseNote }>) {
      const tracked = state.charges[action.payload.id];
      if (tracked) tracked.note = action.payload.note;
    },
    /**
     * A step of the payment failed before the charge ended (its §8 text is the payment error): the
     * charge is no longer followed by this page, which shows the form again.
     */
    chargeInterrupted(state, action: PayloadAction<string>) {
      const tracked = state.charges[action.payload];
      if (tracked?.outcome === 'polling') tracked.outcome = 'interrupted';
    },
    /** A new checkout page opened: the last page's error does not follow it. */
    paymentReset(state) {
      if (!state.payment.pending && !state.payment.processing) state.payment.error = null;
    },
    /** The subscription of the product is read for its card (a card already known stays shown meanwhile). */
    cardOnFileRequested(state, action: PayloadAction<{ product: string; seq: number }>) {
      const { product, seq } = action.payload;
      const before = state.cardsOnFile?.[product];
      state.cardsOnFile = {
        ...state.cardsOnFile,
        [product]: { status: before?.status === 'loaded' ? 'loaded' : 'loading', card: before?.card ?? null, seq },
      };
    },
    cardOnFileRead(state, action: PayloadAction<{ product: string; seq: number; card: CardDetails | null }>) {
      const { product, seq, card } = action.payload;
      if (state.cardsOnFile?.[product]?.seq !== seq) return;
      state.cardsOnFile[product] = { status: 'loaded', card, seq };
    },
    cardOnFileFailed(state, action: PayloadAction<{ product: string; seq: number }>) {
      const { product, seq } = action.payload;
      const before = state.cardsOnFile?.[product];
      if (!before || before.seq !== seq) return;
      state.cardsOnFile![product] = before.status === 'loaded' ? before : { status: 'failed', card: null, seq };
    },
    /** `POST /account/{product}` answered the card now on file: it replaces the one before. */
    cardAdded(state, action: PayloadAction<{ product: string; card: CardDetails }>) {
      const { product, card } = action.payload;
      state.cardsOnFile = { ...state.cardsOnFile, [product]: { status: 'loaded', card, seq: 0 } };
    },
  },
  // The charge events other features react to (core/events): raised by this feature's thunks.
  extraReducers: (builder) => {
    builder
      .addCase(chargeCreated, (state, action) => {
        const { charge, ...ref } = action.payload;
        track(state, ref, charge);
      })
      // Accepted or activated by a call, or read once on resuming; `accepted`: by this site's accept call.
      .addCase(chargeMoved, (state, action) => {
        const { charge, accepted: _accepted, ...ref } = action.payload;
        track(state, ref, charge);
      })
      // §4: direct success / recurrent active: the purchase event (the install slice adds the app).
      .addCase(chargeSucceeded, (state, action) => {
        const tracked = track(state, action.payload, null);
        tracked.outcome = 'succeeded';
        if (state.background?.[action.payload.id]) return;
        state.payment = { pending: false, processing: false, error: null };
      })
      // §4: direct failed, recurrent declined or cancelled: the install was rolled back.
      .addCase(chargeFailed, (state, action) => {
        const { outcome, message, ...ref } = action.payload;
        const tracked = track(state, ref, null);
        tracked.outcome = outcome;
        // A background charge's end is told by its toast, not by another checkout's error line.
        if (state.background?.[ref.id]) return;
        state.payment = { pending: false, processing: false, error: message };
      })
      .addCase(paymentFailed, (state, action) => {
        state.payment = { pending: false, processing: false, error: action.payload.message };
      })
      .addMatcher(isSessionEnd, () => initialBillingState);
  },
});

export const {
  paymentStarted,
  chargeResumed,
  chargePollStarted,
  chargeRead,
  chargeSeenSucceeded,
  chargeNotFound,
  chargePollStopped,
  checkoutLeft,
  paymentReset,
  purchaseNoted,
  chargeInterrupted,
  cardOnFileRequested,
  cardOnFileRead,
  cardOnFileFailed,
  cardAdded,
} = billingSlice.actions;

/** The charge events are core's (other features react to them); this feature raises them. */
export { chargeCreated, chargeMoved, chargeSucceeded, chargeFailed, paymentFailed };

declare module '../../core/store' {
  export interface LazyLoadedSlices {
    billing: BillingState;
  }
}

injectReducer('billing', billingSlice.reducer);
