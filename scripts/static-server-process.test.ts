/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * A process that installed the safety net survives a throw from a request-like callback and a
 * rejected promise: it goes on to print its last line and exits 0. Without it, Node ends it with 1.
 */
function runChild(withNet: boolean) {
  const script = `
    const { keepServingOnStrayErrors } = require(${JSON.stringify(path.join(__dirname, 'static-server-process.ts'))});
    if (${withNet}) keepServingOnStrayErrors('test');
    setTimeout(() => { throw new Error('boom in a handler'); }, 0);
    setTimeout(() => { Promise.reject(new Error('rejected in a handler')); }, 10);
    setTimeout(() => { console.log('still serving'); }, 100);
  `;
  return spawnSync(process.execPath, ['--import', 'tsx', '-e', script], { encoding: 'utf8', timeout: 30_000 });
}

describe('keepServingOnStrayErrors', () => {
  it('logs a stray throw and a stray rejection, and the process goes on', () => {
    const child = runChild(true);
    expect(child.stdout).toContain('still serving');
    expect(child.stderr).toContain('test: an error no handler caught (still serving): Error: boom in a handler');
    expect(child.stderr).toContain('test: a rejection no handler caught (still serving): Error: rejected in a handler');
    expect(child.status).toBe(0);
  });

  it('is what keeps the process alive (without it the throw ends the process)', () => {
    const child = runChild(false);
    expect(child.stdout).not.toContain('still serving');
    expect(child.status).not.toBe(0);
  });
});
