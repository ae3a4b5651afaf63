import { listCharges } from '../../api-client/billing';
import { siteConfig } from '../../core/config';
import { readChargeList, type ApiCharge, type ChargeKind } from '../../domain/billing/charges';
import { otherProduct } from '../../domain/catalogue/products';

export type AppCharge = ApiCharge & { kind: ChargeKind };

const KINDS: readonly ChargeKind[] = ['direct_charge', 'recurrent_charge'];

/**
 * The organization's charges of one app, of both kinds (`GET /{kind}/{product}?order_client_id={app id}`,
 * §7 Billing): what the checkout's ownership and the app page's subscription status are read from.
 * A checkout records its charge under the build's product, a cart under the app's own, which may be
 * the other one: both are read. The build's product must answer lists (anything else throws: no
 * state is guessed from it); the other's is best effort, a refusal there meaning none.
 */
export async function readAppCharges(token: string, appId: string): Promise<AppCharge[]> {
  const other = otherProduct(siteConfig.product);
  const list = (kind: ChargeKind, product: string) =>
    listCharges(siteConfig.apiUrl, token, kind, product, { order_client_id: appId }).then(readChargeList);
  const lists = await Promise.all([
    ...KINDS.map((kind) => list(kind, siteConfig.product)),
    ...KINDS.map((kind) => list(kind, other).catch(() => [])),
  ]);
  if (lists.slice(0, KINDS.length).some((charges) => charges === null)) {
    throw new Error('An answer that is no list of charges');
  }
  return lists.flatMap((charges, index) =>
    (charges ?? [])
      .filter((charge) => charge.order_client_id === appId)
      .map((charge) => ({ ...charge, kind: KINDS[index % KINDS.length] })),
  );
}
