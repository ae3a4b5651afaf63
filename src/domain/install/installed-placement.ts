import type { WidgetPlacement } from '../catalogue/contract';
import { SETTINGS_PATHS } from '../host/host-links';

/**
 * Which of an app's widget placements its installed state links to (§2 button labels by placement),
 * on its own: the search records use it at build time, and the search page's first load must not
 * take the install rules (install-actions.ts) with it.
 */

/** §2 labels, most specific first: an app with a full-screen widget is opened, not configured. */
const PLACEMENT_ORDER: readonly WidgetPlacement[] = ['fullscreen', 'settings', 'plugin', 'messagebox', 'reports'];

interface PlacementSource {
  /** Placements of the app's widgets (cards), or the widgets themselves (pages). */
  placements?: readonly string[] | null;
  widgets?: ReadonlyArray<{ placement: string }> | null;
}

/** The placement whose host link an installed app's button follows; null: a plain 'Installed'. */
export function installedPlacement(target: PlacementSource): WidgetPlacement | null {
  const present = [...(target.placements ?? []), ...(target.widgets ?? []).map((widget) => widget.placement)];
  return PLACEMENT_ORDER.find((placement) => present.includes(placement)) ?? null;
}

/** Whether a designation picks its own settings path in the host (own keys only, not Object.prototype's). */
export const hasSettingsPath = (designation: string | null | undefined): designation is string =>
  Boolean(designation) && Object.hasOwn(SETTINGS_PATHS, designation as string);
