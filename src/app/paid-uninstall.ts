import { otherProduct } from '../domain/catalogue/products';
import { ApiError } from '../api-client/http';
import { siteConfig } from '../core/config';
import { cancelActiveRecurrentCharges } from '../features/billing/cancel-recurrent';

/**
 * §4 Uninstall, first step for a paid app: cancel its active recurrent charge. The shell plugs it
 * into the install feature's uninstall (core/feature-hooks, ./feature-hooks.ts) as a chunk of its
 * own, loaded only at that moment (not first-load JS).
 *
 * A checkout records the charge under this build's product; a cart purchase under the app's own
 * product, which can be the other one (the cart holds both products' apps). Both are looked at, so
 * no charge outlives its app: a failure under either fails the uninstall, except the other product
 * refusing the lookup (403, 404: an organization without that license).
 */
export async function cancelPaidPlan(token: string, appId: string): Promise<void> {
  await cancelActiveRecurrentCharges(siteConfig.apiUrl, token, siteConfig.product, appId);
  const other = otherProduct(siteConfig.product);
  await cancelActiveRecurrentCharges(siteConfig.apiUrl, token, other, appId).catch((error: unknown) => {
    // No license of that product (refused, or nothing there): nothing to cancel. Anything else
    // fails the uninstall, as under this build's product: a charge must not outlive its app.
    if (error instanceof ApiError && (error.status === 403 || error.kind === 'not-found')) return 0;
    throw error;
  });
}
