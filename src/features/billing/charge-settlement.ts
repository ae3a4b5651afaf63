import { uninstallApplication } from '../../api-client/applications';
import { siteConfig } from '../../core/config';
import { isAgentAppNow } from '../../core/host-mode';
import { notificationShown } from '../../core/notifications-slice';
import type { AppDispatch } from '../../core/store';
import { chargeVerdict, type ApiCharge } from '../../domain/billing/charges';
import { showsPurchaseToast } from '../../domain/billing/checkout';
import { PAYMENT, SUCCESS } from '../../domain/site/messages';
import { withoutPrefix } from '../../ui/site-path';
import { chargeFailed, chargeSucceeded, type ChargeEnd } from './billing-slice';
import type { ChargeTarget } from './charge-target';
import { PAYMENT_TOAST } from './payment-failures';

/**
 * The end of a charge, once a read finds it ended: shared by the poller and by resuming a charge
 * after a reload, so both end it (and roll the install back) the same way.
 */

/** §4 ends: success is the purchase event; failed / declined / cancelled roll the install back first. */
export async function settle(dispatch: AppDispatch, token: string, target: ChargeTarget, charge: ApiCharge): Promise<void> {
  const verdict = chargeVerdict(target.kind, charge.status);
  if (verdict.kind === 'continue') return;
  if (verdict.kind === 'succeeded') {
    dispatch(chargeSucceeded(target));
    if (showsPurchaseToast(withoutPrefix(window.location.pathname), isAgentAppNow())) {
      dispatch(notificationShown({ kind: 'success', content: SUCCESS.appPurchased }));
    }
    return;
  }
  if (target.appId) {
    try {
      await uninstallApplication(
        siteConfig.apiUrl,
        token,
        target.appId,
        verdict.kind === 'failed' ? PAYMENT.failed : PAYMENT.declinedOrCancelled,
      );
    } catch {
      // Not installed (404) is what a rollback wants; any other failure leaves the server's state as it is.
    }
  }
  const message = verdict.kind === 'failed' ? PAYMENT.failed : PAYMENT.declinedOrCancelled;
  const end: ChargeEnd = { ...target, outcome: verdict.kind, message };
  dispatch(chargeFailed(end));
  dispatch(notificationShown({ kind: 'error', content: message, type: PAYMENT_TOAST }));
}
