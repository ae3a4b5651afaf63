import { useCallback, useEffect, useState } from 'react';
import { fetchInstalledApplications } from '../../api-client/applications';
import { siteConfig } from '../../core/config';
import { ownershipOf, type Ownership } from '../../domain/billing/ownership';
import { readAppCharges } from './app-charges';

/**
 * What the organization already holds of the app a checkout sells (domain/billing/ownership.ts):
 * its installed list (`GET /applications/installed`) and the app's charges of either kind (app-charges.ts).
 */
export type OwnershipRead =
  { status: 'loading' } | { status: 'known'; ownership: Ownership } | { status: 'failed'; retry: () => void };

export async function readOwnership(token: string, appId: string): Promise<Ownership> {
  const [installed, charges] = await Promise.all([
    fetchInstalledApplications(siteConfig.apiUrl, token),
    readAppCharges(token, appId),
  ]);
  if (!Array.isArray(installed)) throw new Error('An answer that is no installed list');
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
