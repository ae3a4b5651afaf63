/** How every cart call goes out: to the marketplace API, with the session's token, queued per store and numbered (send). */
import { siteConfig } from '../../core/config';
import type { RootState } from '../../core/store';
import { selectSessionUser } from './cart-selectors';

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The page's cart calls go out one at a time, in the order asked, each numbered when it goes out:
 * the service sees them in that order and the newest answer wins, so answers that would otherwise
 * cross (a refresh on focus during an add, two quick clicks) never lose or double an item.
 */
let sequence = 0;
export type Sent<T> = { seq: number } & ({ ok: true; value: T } | { ok: false; error: unknown });
/** One queue per store (a tab): another store's stalled call never holds this one up. */
const queues = new WeakMap<object, Promise<unknown>>();
let looseQueue: Promise<unknown> = Promise.resolve();

export function send<T>(owner: object | null, call: () => Promise<T>): Promise<Sent<T>> {
  const queue = (owner ? queues.get(owner) : looseQueue) ?? Promise.resolve();
  const run = queue.then(async (): Promise<Sent<T>> => {
    sequence += 1;
    const seq = sequence;
    try {
      return { seq, ok: true, value: await call() };
    } catch (error) {
      return { seq, ok: false, error };
    }
  });
  if (owner) queues.set(owner, run);
  else looseQueue = run;
  return run;
}

export const api = siteConfig.apiUrl;
export const tokenOf = (getState: () => RootState) => selectSessionUser(getState())?.token ?? null;
