import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Builds in this checkout share public/ and .cache/, so whoever builds holds /tmp/build.lock
 * (containing their pid) for the whole clean + build; everyone else waits for it to go away.
 */
export const BUILD_LOCK = '/tmp/build.lock';

function holderOf(lockPath: string): string {
  try {
    return readFileSync(lockPath, 'utf8').trim() || 'unknown';
  } catch {
    return 'unknown';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function acquireBuildLock(lockPath = BUILD_LOCK, pollMs = 10_000): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      // 'wx' fails if the file exists, so two waiters cannot both take the lock.
      writeFileSync(lockPath, `${process.pid}\n`, { flag: 'wx' });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (attempt % 6 === 0) {
      const holder = holderOf(lockPath);
      const pid = Number(holder);
      // A lock left by a dead process is not ours to delete: say so and keep waiting.
      const stale =
        Number.isInteger(pid) && pid > 0 && !isAlive(pid) ? ' — that process is gone; remove the lock if it is stale' : '';
      console.log(`bench:build: waiting for ${lockPath} (held by pid ${holder})${stale}…`);
    }
    await sleep(pollMs);
  }
}

/** Removes the lock only if it is still ours. */
export function releaseBuildLock(lockPath = BUILD_LOCK): void {
  if (holderOf(lockPath) === String(process.pid)) unlinkSync(lockPath);
}
