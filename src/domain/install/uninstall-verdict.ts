import { hasBillingRights, installVerdict, ownersToContact, type InstallInput, type InstallVerdict } from '../auth/roles';
import { PRODUCT_NAMES } from '../catalogue/products';
import { noPlanCancelRights, noUninstallRights } from '../site/messages';

/**
 * §4 Uninstall, §6: removing an app needs the rights installing it needs (admin or integration
 * rights, billing-all in the help-desk product, organization-manage for owner-only apps); the plan
 * floor, ownership and whether it is installable now do not matter. A paid app's uninstall first
 * cancels its plan, so it also needs billing rights. Checked before the uninstall's first call:
 * nothing irreversible runs for a user the API would refuse.
 */
export function uninstallVerdict(input: InstallInput): InstallVerdict {
  const { user, product, app } = input;
  const verdict = installVerdict({ ...input, currentPlan: null, app: { ...app, installable: true, paid: false, plan: null } });
  if (!verdict.allowed) {
    return verdict.reason === 'no-install-rights' || verdict.reason === 'owner-only'
      ? { ...verdict, message: noUninstallRights(PRODUCT_NAMES[product]) }
      : verdict;
  }
  if (app.paid && user && !hasBillingRights(user.permissions, product)) {
    const accounts = user.accounts ?? [];
    return {
      allowed: false,
      reason: 'no-install-rights',
      message: noPlanCancelRights(PRODUCT_NAMES[product]),
      contacts: ownersToContact(accounts, product),
    };
  }
  return verdict;
}
