import type { Product } from '../catalogue/contract';
import type { HostAppUrls } from '../host/host-links';
import { installedAction, type InstallTarget } from './install-actions';

/**
 * The installed state of a product wherever it is shown outside its own install action (search
 * hits, the compare table): §2's Installed / Open app / Open settings / Go to Chats / Go to Reports
 * by placement, from the installed ids the session holds.
 */

/** The installed ids of the signed-in organization; null: nobody is signed in. */
export interface InstalledApps {
  ids: readonly string[];
  /** The list was read (until then nothing is claimed either way). */
  loaded: boolean;
}

export type InstalledFact =
  { state: 'unknown' } | { state: 'not-installed' } | { state: 'installed'; label: string; href: string | null };

/** What a placement's target must carry to be told apart (no app id: a service or a partner). */
type InstalledFactTarget = Pick<InstallTarget, 'slug' | 'name' | 'isService'> &
  Partial<Omit<InstallTarget, 'slug' | 'name' | 'isService'>>;

export function installedFact(
  target: InstalledFactTarget,
  installed: InstalledApps | null,
  product: Product,
  hosts: HostAppUrls,
): InstalledFact {
  if (!target.appId || !installed || !installed.loaded) return { state: 'unknown' };
  if (!installed.ids.includes(target.appId)) return { state: 'not-installed' };
  return { state: 'installed', ...installedAction({ ...target, appId: target.appId }, product, hosts) };
}
