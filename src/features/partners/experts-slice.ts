import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { injectReducer, type RootState } from '../../core/store';

export type ExpertForm = 'message' | 'review';
export type SendStatus = 'idle' | 'pending' | 'fulfilled' | 'rejected';

/** Why a send failed; `status` 401 lets the session effect sign the user out. */
export interface ExpertFailure {
  form: ExpertForm;
  message: string;
  status: number | null;
}

export interface ExpertsState {
  status: Record<ExpertForm, SendStatus>;
  /** §8 stored errors ("experts"): the last failure of each form, cleared on the next send. */
  error: Record<ExpertForm, string | null>;
}

const initialState: ExpertsState = {
  status: { message: 'idle', review: 'idle' },
  error: { message: null, review: null },
};

export const expertsSlice = createSlice({
  name: 'experts',
  initialState,
  reducers: {
    expertFormSent(state, action: PayloadAction<ExpertForm>) {
      state.status[action.payload] = 'pending';
      state.error[action.payload] = null;
    },
    expertFormAccepted(state, action: PayloadAction<ExpertForm>) {
      state.status[action.payload] = 'fulfilled';
    },
    expertFormFailed(state, action: PayloadAction<ExpertFailure>) {
      state.status[action.payload.form] = 'rejected';
      state.error[action.payload.form] = action.payload.message;
    },
  },
});

export const { expertFormSent, expertFormAccepted, expertFormFailed } = expertsSlice.actions;

declare module '../../core/store' {
  export interface LazyLoadedSlices {
    experts: ExpertsState;
  }
}

// Injected with the contact forms' chunk, never in the partner page's first-load JS.
injectReducer('experts', expertsSlice.reducer);

const selectExperts = (state: RootState): ExpertsState => state.experts ?? initialState;
export const selectExpertStatus = (state: RootState, form: ExpertForm): SendStatus => selectExperts(state).status[form];
export const selectExpertError = (state: RootState, form: ExpertForm): string | null => selectExperts(state).error[form];
