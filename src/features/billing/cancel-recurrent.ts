import { listCharges, moveCharge } from '../../api-client/billing';

/**
 * §4 Uninstall, first step: cancel the app's active recurrent charge (its order is the app id).
 * Loaded by the uninstall of a paid app only (src/app/uninstall-hooks.ts); a failure fails the uninstall.
 */
export async function cancelActiveRecurrentCharges(
  baseUrl: string,
  token: string,
  product: string,
  appId: string,
): Promise<number> {
  const active = await listCharges(baseUrl, token, 'recurrent_charge', product, { order_client_id: appId, status: 'active' });
  for (const charge of active) await moveCharge(baseUrl, token, 'recurrent_charge', product, charge.id, 'cancel');
  return active.length;
}
