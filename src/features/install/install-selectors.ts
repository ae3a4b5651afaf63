import { siteConfig } from '../../core/config';
import { selectInstalledIds, selectSessionUser } from '../../core/session';
import type { RootState } from '../../core/store';
import type { ApiAccount } from '../../domain/auth/accounts-contract';
import { appHostProduct, installVerdict, licensePlanOf, licenseStatus, type InstallVerdict } from '../../domain/auth/roles';
import type { SessionUser } from '../../domain/auth/session-user';
import { installFactsOfTarget, type InstallTarget } from '../../domain/install/install-actions';
import { uninstallVerdict } from '../../domain/install/uninstall-verdict';
import { initialInstallState, type InstallState } from './install-slice';

/** The signed-in user: core's one selector, re-exported for this feature's callers. */
export { selectSessionUser } from '../../core/session';

/** Absent until the slice's first action after injection: read as the initial state then. */
export const selectInstallState = (state: RootState): InstallState => state.install ?? initialInstallState;

export const selectSessionKnown = (state: RootState): boolean => state.user?.initialized === true;
/** A session is being established (a sign-in that returned, or the cookie's session being restored). */
export const selectSessionPending = (state: RootState): boolean => state.user?.status === 'pending';
export const selectCurrentPlan = (state: RootState): string | null => state.user?.subscription.data?.plan ?? null;
/** The subscription was read (or found absent, or failed): until then a plan refusal would be a guess. */
export const selectPlanKnown = (state: RootState): boolean => state.user?.subscription.fetched === true;

export const selectIsInstalled = (state: RootState, appId: string): boolean => selectInstalledIds(state).includes(appId);

/**
 * §4 Uninstall, §6: whether the signed-in user may uninstall the app (the rights of the app's own
 * product; billing rights too for a paid app, whose plan is cancelled first). One answer for the
 * page's Uninstall and for the thunk, which asks before its first call.
 */
export function uninstallVerdictFor(
  user: SessionUser | null,
  accounts: readonly ApiAccount[] | null,
  target: InstallTarget & { product?: string | null },
): InstallVerdict {
  const product = appHostProduct(target.product, siteConfig.product);
  return uninstallVerdict({
    user: user && {
      accountId: user.accountId,
      organizationId: user.organizationId,
      permissions: user.permissions,
      roles: user.roles,
      accounts: accounts ?? undefined,
    },
    product,
    license: user ? licenseStatus(user.products, product) : 'missing',
    currentPlan: null,
    app: installFactsOfTarget(target),
  });
}

export const selectUninstallVerdict = (state: RootState, target: InstallTarget & { product?: string | null }) =>
  uninstallVerdictFor(selectSessionUser(state), selectInstallState(state).accounts.list, target);

/**
 * §5, §6: whether the signed-in user may install the app, and the license it is read from (the
 * app's own product's, with the plan when known). One answer for the Install button and for the
 * consent step, which asks before it sends the accounts window to the app's client.
 */
export function installStandingFor(
  user: SessionUser | null,
  accounts: readonly ApiAccount[] | null,
  plan: { plan: string | null; known: boolean },
  target: InstallTarget & { product?: string | null },
) {
  const product = siteConfig.product;
  const licensed = appHostProduct(target.product, product);
  const license = licensePlanOf(licensed, product, plan, user?.products ?? []);
  const verdict: InstallVerdict = installVerdict({
    user: user && {
      accountId: user.accountId,
      organizationId: user.organizationId,
      permissions: user.permissions,
      roles: user.roles,
      accounts: accounts ?? undefined,
    },
    product: licensed,
    license: user ? licenseStatus(user.products, licensed) : 'missing',
    currentPlan: license.plan,
    app: installFactsOfTarget(target),
  });
  return { licensed, license, verdict };
}

export const selectInstallVerdict = (state: RootState, target: InstallTarget & { product?: string | null }) =>
  installStandingFor(
    selectSessionUser(state),
    selectInstallState(state).accounts.list,
    { plan: selectCurrentPlan(state), known: selectPlanKnown(state) },
    target,
  ).verdict;
