import { lazy, Suspense, useCallback, useState } from 'react';
import styled from 'styled-components';
import { CompareToggle } from '../../features/compare';
import type { ProductActionsProps } from '../../ui/product-actions';
import { SecondaryButton } from '../../ui/primitives';
import { useHydrated } from '../../ui/use-hydrated';
import { useAppDispatch, useAppSelector } from '../hooks';

// The install code loads only for a signed-in user or on an Install click (not in first-load JS).
const InstallAction = lazy(
  () => import(/* webpackChunkName: "install-action" */ '../../features/install/components/install-action'),
);

/** The server-rendered Install (a visitor's), and the placeholder of the same size while the chunk loads. */
const Placeholder = styled(SecondaryButton)`
  position: relative;
  z-index: 1;
  min-height: 36px;
  padding: 0 14px;
  font-size: 0.875rem;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: flex-start;
`;

function InstallSlot(props: ProductActionsProps) {
  const dispatch = useAppDispatch();
  const hydrated = useHydrated();
  const signedIn = useAppSelector((state) => state.user?.user != null);
  const [clicked, setClicked] = useState(false);
  const signIn = useCallback(
    () => import('../../features/auth/session-actions').then(({ requestSignIn }) => dispatch(requestSignIn())),
    [dispatch],
  );
  // Until hydrated the server's state (a visitor) is rendered: the session starts at client entry.
  if (!hydrated || !(signedIn || clicked)) {
    return (
      <Placeholder type="button" onClick={() => setClicked(true)}>
        Install
      </Placeholder>
    );
  }
  return (
    <Suspense fallback={<Placeholder disabled>Install</Placeholder>}>
      <InstallAction {...props} signIn={signIn} resumeInstall={clicked && !signedIn} />
    </Suspense>
  );
}

/** The product actions every card and product page gets: install (with an app id) and compare (apps). */
export function ShellProductActions(props: ProductActionsProps) {
  const { product } = props;
  const compare = product.isService ? null : <CompareToggle slug={product.slug} name={product.name} />;
  if (!product.appId) return compare;
  return (
    <Row>
      <InstallSlot {...props} />
      {compare}
    </Row>
  );
}
