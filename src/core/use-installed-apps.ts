import { useEffect, useMemo } from 'react';
import type { InstalledApps } from '../domain/install/install-facts';
import { featureHook } from './feature-hooks';
import { useAppDispatch, useAppSelector } from './hooks';
import { selectInstalledIds } from './session';

/**
 * The signed-in organization's installed ids for features that show the installed state without
 * an install action of their own (search hits, the compare table). Reading them loads the install
 * chunk (the shell's readInstalledApps step), and only for a signed-in user: a visitor costs
 * nothing. Null while nobody is signed in.
 */
export function useInstalledApps(): InstalledApps | null {
  const dispatch = useAppDispatch();
  const token = useAppSelector((state) => state.user?.user?.token ?? null);
  const ids = useAppSelector(selectInstalledIds);
  const status = useAppSelector((state) => state.install?.installed.status ?? 'idle');
  const readFor = useAppSelector((state) => state.install?.installed.token ?? null);

  useEffect(() => {
    if (!token || readFor === token) return;
    void featureHook('readInstalledApps')(dispatch);
  }, [dispatch, token, readFor]);

  const loaded = Boolean(token) && readFor === token && status === 'fulfilled';
  return useMemo(() => (token ? { ids, loaded } : null), [token, ids, loaded]);
}
