import { listCharges, moveCharge } from '../../api-client/billing';
import { ApiError, UNEXPECTED_ERROR } from '../../api-client/http';
import { readCharge, readChargeList } from '../../domain/billing/charges';

/**
 * §4 Uninstall, first step, in two parts: read the app's active recurrent charges (its order is the
 * app id), then cancel them. The uninstall reads everything it needs before it changes anything
 * (src/app/paid-uninstall.ts), so a failing read never leaves a plan cancelled under an app that
 * stays. An answer that is not a list of charges, or a cancel answered with something that is not
 * the charge, fails the uninstall: a charge must not be taken as cancelled on an answer that says nothing.
 */
export async function activeRecurrentCharges(baseUrl: string, token: string, product: string, appId: string): Promise<string[]> {
  const active = readChargeList(
    await listCharges(baseUrl, token, 'recurrent_charge', product, { order_client_id: appId, status: 'active' }),
  );
  if (!active) throw new ApiError('http', UNEXPECTED_ERROR);
  return active.map((charge) => charge.id);
}

export async function cancelRecurrentCharges(
  baseUrl: string,
  token: string,
  product: string,
  ids: readonly string[],
): Promise<void> {
  for (const id of ids) {
    const cancelled = readCharge(await moveCharge(baseUrl, token, 'recurrent_charge', product, id, 'cancel'));
    if (!cancelled || cancelled.id !== id) throw new ApiError('http', UNEXPECTED_ERROR);
  }
}
