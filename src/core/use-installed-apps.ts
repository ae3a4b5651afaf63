import { useEffect, useMemo } from 'react';
import type { InstalledApps } from '../domain/install/install-facts';
import { useAppDispatch, useAppSelector } from './hooks';

const NONE: readonly string[] = [];

/**
 * The signed-in organization's installed ids for features that show the installed state without
 * an install action of their own (search hits, the compare table). Reading them loads the install
 * chunk, and only for a signed-in user: a visitor costs nothing. Null while nobody is signed in.
 */
export function useInstalledApps(): InstalledApps | null {
  const dispatch = useAppDispatch();
  const token = useAppSelector((state) => state.user?.user?.token ?? null);
  const ids = useAppSelector((state) => state.install?.installed.ids ?? NONE);
  const status = useAppSelector((state) => state.install?.installed.status ?? 'idle');
  const readFor = useAppSelector((state) => state.install?.installed.token ?? null);

  useEffect(() => {
    if (!token || readFor === token) return;
    void import(/* webpackChunkName: "install" */ '../features/install/install-thunks').then(({ loadInstalledApps }) =>
      dispatch(loadInstalledApps()),
    );
  }, [dispatch, token, readFor]);

  const loaded = Boolean(token) && readFor === token && status === 'fulfilled';
  return useMemo(() => (token ? { ids, loaded } : null), [token, ids, loaded]);
}
