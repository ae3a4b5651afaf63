import { listCharges, moveCharge } from '../../api-client/billing';
import { ApiError, UNEXPECTED_ERROR } from '../../api-client/http';
import { readCharge, readChargeList } from '../../domain/billing/charges';

/**
 * §4 Uninstall, first step: cancel the app's active recurrent charge (its order is the app id).
 * Loaded by the uninstall of a paid app only (src/app/paid-uninstall.ts); a failure fails the uninstall.
 * An answer that is not a list of charges, or a cancel answered with something that is not the
 * charge, is such a failure too: a charge must not be taken as cancelled on an answer that says nothing.
 */
export async function cancelActiveRecurrentCharges(
  baseUrl: string,
  token: string,
  product: string,
  appId: string,
): Promise<number> {
  const active = readChargeList(
    await listCharges(baseUrl, token, 'recurrent_charge', product, { order_client_id: appId, status: 'active' }),
  );
  if (!active) throw new ApiError('http', UNEXPECTED_ERROR);
  for (const charge of active) {
    const cancelled = readCharge(await moveCharge(baseUrl, token, 'recurrent_charge', product, charge.id, 'cancel'));
    if (!cancelled || cancelled.id !== charge.id) throw new ApiError('http', UNEXPECTED_ERROR);
  }
  return active.length;
}
