import { useCallback, useEffect, useState } from 'react';
import { fetchInstalledApplications } from '../../api-client/applications';
import { listCharges } from '../../api-client/billing';
import { siteConfig } from '../../core/config';
import { readChargeList, type ChargeKind } from '../../domain/billing/charges';
import { ownershipOf, type OwnedCharge, type Ownership } from '../../domain/billing/ownership';
import { otherProduct } from '../../domain/catalogue/products';

/**
 * What the organization already holds of the app a checkout sells (domain/billing/ownership.ts):
 * its installed list (`GET /applications/installed`) and the app's charges of either kind
 * (`GET /{kind}/{product}?order_client_id={app id}`, §7 Billing). A checkout records its charge under
 * the build's product, a cart under the app's own, which may be the other one: both are read (the
 * other's best effort: a refusal there means none, as on the app page's subscription line).
 */
export type OwnershipRead =
  { status: 'loading' } | { status: 'known'; ownership: Ownership } | { status: 'failed'; retry: () => void };

const KINDS: readonly ChargeKind[] = ['direct_charge', 'recurrent_charge'];

export async function readOwnership(token: string, appId: string): Promise<Ownership> {
  const other = otherProduct(siteConfig.product);
  const list = (kind: ChargeKind, product: string) =>
    listCharges(siteConfig.apiUrl, token, kind, product, { order_client_id: appId }).then(readChargeList);
  const [installed, ...lists] = await Promise.all([
    fetchInstalledApplications(siteConfig.apiUrl, token),
    ...KINDS.map((kind) => list(kind, siteConfig.product)),
    ...KINDS.map((kind) => list(kind, other).catch(() => [])),
  ]);
  if (!Array.isArray(installed) || lists.slice(0, KINDS.length).some((charges) => charges === null)) {
    throw new Error('An answer that is no installed list or no list of charges');
  }
  const charges: OwnedCharge[] = lists.flatMap((charges, index) =>
    (charges ?? [])
      .filter((charge) => charge.order_client_id === appId)
      .map((charge) => ({ ...charge, kind: KINDS[index % KINDS.length] })),
  );
  return ownershipOf({ installed: installed.includes(appId), charges });
}

/**
 * Reads it once per app and session, the first time `enabled` (the checkout would show its form):
 * the answer then stays for the page, whatever this tab's own payment does meanwhile (a failed one
 * brings the form back, as before). null until enabled.
 */
export function useOwnership(token: string | null, appId: string | null, enabled: boolean): OwnershipRead | null {
  const [attempt, setAttempt] = useState(0);
  const key = token && appId ? `${token} ${appId} ${attempt}` : null;
  const [read, setRead] = useState<{ key: string; value: OwnershipRead } | null>(null);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const current = read && read.key === key ? read.value : null;
  const started = current !== null;

  useEffect(() => {
    if (!enabled || !key || !token || !appId || started) return;
    setRead({ key, value: { status: 'loading' } });
    readOwnership(token, appId).then(
      (ownership) => setRead((now) => (now?.key === key ? { key, value: { status: 'known', ownership } } : now)),
      () => setRead((now) => (now?.key === key ? { key, value: { status: 'failed', retry } } : now)),
    );
  }, [enabled, key, token, appId, started, retry]);

  return current;
}
