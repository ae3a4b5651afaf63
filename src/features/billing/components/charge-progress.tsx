import { useEffect } from 'react';
import styled from 'styled-components';
import { PAYMENT } from '../../../domain/site/messages';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { checkoutLeft, type ChargeOutcome, type TrackedCharge } from '../billing-slice';
import { selectCharge, selectPayment } from '../billing-selectors';
import { resumeCharge, stopWatching, watchCharge, type ChargeTarget } from '../billing-thunks';
import { Alert } from './checkout-parts';

/**
 * What the buyer reads while a charge is polled, by its last status. Neutral until the charge ends:
 * 'accepted' is the buyer's accept of the charge, not the card's, and a processed charge can still
 * fail (§4), so nothing here says the payment went through.
 */
export const STATUS_TEXT: Readonly<Record<string, string>> = {
  pending: 'Waiting for the payment to start…',
  accepted: 'Processing your payment, charging your card…',
  processed: 'Processing your payment, confirming…',
  frozen: 'Your payment is on hold with the provider…',
};
/** A recurrent charge that starts with a free trial charges nothing yet. */
const TRIAL_TEXT = 'Starting your free trial…';
const UNKNOWN_TEXT = 'Checking your payment…';

function progressText(tracked: TrackedCharge | null): string {
  const status = tracked?.status;
  if (!status) return UNKNOWN_TEXT;
  if (tracked.kind === 'recurrent_charge' && (tracked.charge?.trial_days ?? 0) > 0 && status !== 'frozen') return TRIAL_TEXT;
  return STATUS_TEXT[status] ?? UNKNOWN_TEXT;
}

export interface ChargeProgressProps {
  target: ChargeTarget;
  /** The charge ended (succeeded, failed, declined, cancelled or not found). */
  onEnd: (outcome: ChargeOutcome) => void;
}

/**
 * Follows one charge to its end (§4): resumes it when this page load did not start it (a reload,
 * an external charge), shows its status, and stops polling a resumed charge when the page is left.
 */
export function ChargeProgress({ target, onEnd }: ChargeProgressProps) {
  const dispatch = useAppDispatch();
  const tracked = useAppSelector((state) => selectCharge(state, target.id));
  const payment = useAppSelector(selectPayment);
  const known = tracked !== null;
  const outcome = tracked?.outcome ?? 'polling';

  useEffect(() => {
    // A charge this page load created is followed by its purchase to the end, wherever the buyer
    // goes meanwhile (§4: the success toast away from checkout, the purchase event, the host's
    // messages). One this page only resumed (a reload, an external charge) stops with the page.
    if (known) {
      // Still being followed (its poller is kept), or followed before and left: followed again
      // (a Back to this page), never left waiting for reads nobody makes.
      if (outcome === 'polling') dispatch(watchCharge(target));
      return () => dispatch(checkoutLeft(target.id));
    }
    void dispatch(resumeCharge(target));
    return () => dispatch(stopWatching(target.id));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per charge
  }, [dispatch, target.id]);

  useEffect(() => {
    if (outcome !== 'polling') onEnd(outcome);
  }, [outcome, onEnd]);

  if (outcome === 'polling') {
    const text = progressText(tracked);
    return (
      <div role="status" aria-live="polite" data-charge-status={tracked?.status ?? 'unknown'}>
        <p>{text}</p>
        {payment.error && <Alert role="alert">{payment.error}</Alert>}
      </div>
    );
  }
  if (!payment.error) return null;
  return (
    <Alert role="alert">
      {payment.error}
      {/* §4: a failed direct charge raises 'Payment failed' and throws its own error, named here. */}
      {tracked?.kind === 'direct_charge' && outcome === 'failed' && <Detail>{PAYMENT.directChargeFailed}</Detail>}
    </Alert>
  );
}

const Detail = styled.span`
  display: block;
  margin-top: 0.25rem;
  font-weight: 400;
`;
