import { useCallback } from 'react';
import InstallAction from '../../features/install/components/install-action';
import type { ProductActionsProps } from '../../ui/product-actions';
import { useAppDispatch } from '../hooks';

/**
 * The install action with the sign-in it needs (the auth feature's, which the install feature may
 * not import): loaded lazily by ShellProductActions, with the install chunk.
 */
export default function InstallSlot(props: ProductActionsProps & { resumeInstall: boolean }) {
  const dispatch = useAppDispatch();
  const signIn = useCallback(
    () => import('../../features/auth/session-actions').then(({ requestSignIn }) => dispatch(requestSignIn())),
    [dispatch],
  );
  return <InstallAction {...props} signIn={signIn} />;
}
