import type { AppDispatch } from './store';

/**
 * Steps one feature's action takes that another feature owns. A feature never imports another:
 * the shell plugs each step in here (src/app/feature-hooks.ts) when the page starts, loading the
 * owner's code only when the step runs.
 */
export interface FeatureHooks {
  /**
   * §4 Uninstall of a paid app (billing): reads its active recurrent charges, failing if a read
   * fails, and resolves to the step that cancels them, run once nothing refusable is left.
   */
  preparePaidPlanCancel(token: string, appId: string): Promise<() => Promise<void>>;
  /** Reads the signed-in organization's installed apps into the store (install). */
  readInstalledApps(dispatch: AppDispatch): Promise<void>;
}

const hooks: Partial<FeatureHooks> = {};

/** The shell's composition: module-wide, as injected reducers are (every store of this page load). */
export function provideFeatureHooks(given: Partial<FeatureHooks>): void {
  Object.assign(hooks, given);
}

/**
 * The step as the shell provided it. Without the shell (a store no page composed) the step is
 * missing, and the action fails rather than going on without it: an uninstall never skips
 * cancelling a paid plan.
 */
export function featureHook<K extends keyof FeatureHooks>(name: K): FeatureHooks[K] {
  const hook = hooks[name];
  if (!hook) throw new Error(`The shell provides ${name} (src/app/feature-hooks.ts); none was provided.`);
  return hook;
}
