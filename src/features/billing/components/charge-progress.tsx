import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { checkoutLeft, type ChargeOutcome } from '../billing-slice';
import { selectCharge, selectPayment } from '../billing-selectors';
import { resumeCharge, stopWatching, watchCharge, type ChargeTarget } from '../billing-thunks';
import { Alert } from './checkout-parts';

/** What the buyer reads while a charge is polled, by its last status. */
const STATUS_TEXT: Readonly<Record<string, string>> = {
  pending: 'Waiting for the payment to start…',
  accepted: 'Payment accepted, charging your card…',
  processed: 'Payment processed, confirming…',
  frozen: 'Your payment is on hold with the provider…',
};

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
    const text = (tracked?.status && STATUS_TEXT[tracked.status]) || 'Checking your payment…';
    return (
      <div role="status" aria-live="polite" data-charge-status={tracked?.status ?? 'unknown'}>
        <p>{text}</p>
        {payment.error && <Alert role="alert">{payment.error}</Alert>}
      </div>
    );
  }
  return payment.error ? <Alert role="alert">{payment.error}</Alert> : null;
}
