import { isUnauthorized } from '../../api-client/http';
import type { AppThunk } from '../../core/hooks';
import type { AppDispatch } from '../../core/store';
import { CHARGE_POLL_MS, CHARGE_READ_MAX_FAILURES, chargeVerdict, readBackoffMs } from '../../domain/billing/charges';
import { selectSessionUser } from './billing-selectors';
import { chargePollStarted, chargePollStopped, chargeRead } from './billing-slice';
import { readChargeOf } from './charge-answers';
import { settle } from './charge-settlement';
import type { ChargeTarget } from './charge-target';
import { fail, isKind, notFound, READ_FAILED } from './payment-failures';

/**
 * Following a charge to its end: the one registry of running pollers (per store, per charge), the
 * poller itself and its stop. Every other payment step stops a charge's poller through this module,
 * so there is only ever one registry.
 */

/** One poller per charge per store: a second watch of the same charge returns the first one's stop. */
const pollers = new WeakMap<AppDispatch, Map<string, () => void>>();

/** Stops the poller of a charge in this store, if one runs. */
export function stopPoller(dispatch: AppDispatch, chargeId: string): void {
  pollers.get(dispatch)?.get(chargeId)?.();
}

/**
 * Polls the charge every 2000 ms until it ends (§4, §9). A read that fails for the network or the
 * server is tried again after a doubling backoff, up to CHARGE_READ_MAX_FAILURES in a row; a 404
 * ends with 'This transaction doesn't exist.'. Returns the stop (the page was left).
 */
export const watchCharge =
  (target: ChargeTarget, firstReadMs = CHARGE_POLL_MS): AppThunk<() => void> =>
  (dispatch, getState) => {
    let running = pollers.get(dispatch);
    if (!running) pollers.set(dispatch, (running = new Map()));
    const existing = running.get(target.id);
    if (existing) return existing;

    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let failures = 0;
    let seq = 0;
    const registry = running;
    const end = () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      registry.delete(target.id);
    };
    const stop = () => {
      if (stopped) return;
      end();
      dispatch(chargePollStopped(target.id));
    };
    const schedule = (ms: number) => {
      timer = setTimeout(() => void tick(), ms);
    };

    async function tick(): Promise<void> {
      const token = selectSessionUser(getState())?.token;
      if (stopped) return;
      if (!token) return stop();
      seq += 1;
      const mine = seq;
      try {
        // An answer that is no charge counts as a failed read (backoff, then its §8 text).
        const charge = await readChargeOf(token, target);
        if (stopped) return;
        failures = 0;
        dispatch(chargeRead({ ...target, charge, seq: mine }));
        if (chargeVerdict(target.kind, charge.status).kind === 'continue') return schedule(CHARGE_POLL_MS);
        end();
        await settle(dispatch, token, target, charge);
      } catch (error) {
        if (stopped) return;
        if (isKind(error, 'not-found')) {
          end();
          return notFound(dispatch, target);
        }
        failures += 1;
        if (isUnauthorized(error) || failures >= CHARGE_READ_MAX_FAILURES) {
          end();
          return void fail(dispatch, error, READ_FAILED[target.kind], 'read');
        }
        schedule(readBackoffMs(failures));
      }
    }

    running.set(target.id, stop);
    dispatch(chargePollStarted(target));
    schedule(firstReadMs);
    return stop;
  };

/** Stops the poller of a charge, if one runs (the page was left). */
export const stopWatching =
  (chargeId: string): AppThunk<void> =>
  (dispatch) => {
    stopPoller(dispatch, chargeId);
  };
