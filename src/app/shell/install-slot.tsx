import { lazy, Suspense } from 'react';
import { useRequestSignIn } from '../../features/auth/use-request-sign-in';
import InstallAction from '../../features/install/components/install-action';
import { selectIsInstalled, selectSessionUser } from '../../features/install/install-selectors';
import { isPaid } from '../../domain/install/install-actions';
import type { ProductActionsProps } from '../../ui/product-actions';
import { useAppSelector } from '../../core/hooks';

// §4 App subscription status: its code (billing's read and slice) loads only for a signed-in
// organization that has this paid app installed, on the app's page.
const AppSubscriptionLine = lazy(
  () => import(/* webpackChunkName: "app-subscription" */ '../../features/billing/components/app-subscription-line'),
);

/**
 * The install action with the sign-in it needs (the auth feature's, which the install feature may
 * not import), and on a page the subscription status of an installed paid app (the billing
 * feature's): loaded lazily by ShellProductActions, with the install chunk.
 */
export default function InstallSlot(props: ProductActionsProps & { resumeInstall: boolean }) {
  const signIn = useRequestSignIn();
  const { product, placement } = props;
  const appId = product.appId ?? '';
  const signedIn = useAppSelector((state) => selectSessionUser(state) !== null);
  const installed = useAppSelector((state) => Boolean(appId) && selectIsInstalled(state, appId));
  const showsSubscription = placement === 'page' && signedIn && installed && isPaid(product);
  return (
    <>
      <InstallAction {...props} signIn={signIn} />
      {showsSubscription && (
        <Suspense fallback={null}>
          <AppSubscriptionLine appId={appId} slug={product.slug} />
        </Suspense>
      )}
    </>
  );
}
