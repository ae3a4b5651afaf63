import { otherProduct } from '../domain/catalogue/products';
import { ApiError } from '../api-client/http';
import { siteConfig } from '../core/config';
import { activeRecurrentCharges, cancelRecurrentCharges } from '../features/billing/cancel-recurrent';

/**
 * §4 Uninstall of a paid app: its active recurrent charges, read first and cancelled later. The
 * shell plugs it into the install feature's uninstall (core/feature-hooks, ./feature-hooks.ts) as a
 * chunk of its own, loaded only at that moment (not first-load JS).
 *
 * A checkout records the charge under this build's product; a cart purchase under the app's own
 * product, which can be the other one (the cart holds both products' apps). Both are read before
 * anything is cancelled: a failing read fails the uninstall with the plan intact. The other product
 * refusing the lookup (403, 404: an organization without that license) means nothing there.
 * Resolves to the step that cancels what was found, which the uninstall runs once all its reads
 * (the consent's too) have answered.
 */
export async function preparePaidPlanCancel(token: string, appId: string): Promise<() => Promise<void>> {
  const api = siteConfig.apiUrl;
  const here = siteConfig.product;
  const other = otherProduct(here);
  const ours = await activeRecurrentCharges(api, token, here, appId);
  const theirs = await activeRecurrentCharges(api, token, other, appId).catch((error: unknown) => {
    // No license of that product (refused, or nothing there): nothing to cancel. Anything else
    // fails the uninstall, as under this build's product: a charge must not outlive its app.
    if (error instanceof ApiError && (error.status === 403 || error.kind === 'not-found')) return [];
    throw error;
  });
  return async () => {
    await cancelRecurrentCharges(api, token, here, ours);
    await cancelRecurrentCharges(api, token, other, theirs);
  };
}
