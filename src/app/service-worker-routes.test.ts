import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The script as the offline worker runs it: appended as written, with `self` its global scope. */
function installWorker() {
  const listeners: Record<string, (event: unknown) => void> = {};
  const self = { addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = listener) };
  const code = readFileSync(path.join(__dirname, 'service-worker-routes.js'), 'utf8');
  new Function('self', code)(self);
  return (addRoutes?: (rules: unknown) => Promise<void>) => {
    const waited: Promise<unknown>[] = [];
    listeners.install({ addRoutes, waitUntil: (promise: Promise<unknown>) => waited.push(promise) });
    return waited;
  };
}

describe('the offline worker’s static routes', () => {
  it('sends every image straight to the network, past the worker, when it installs', async () => {
    const addRoutes = jest.fn(async () => undefined);
    const waited = installWorker()(addRoutes);
    await Promise.all(waited);
    expect(addRoutes).toHaveBeenCalledWith([{ condition: { requestDestination: 'image' }, source: 'network' }]);
    expect(waited).toHaveLength(1);
  });

  it('installs all the same when the browser refuses the rule, or throws at it', async () => {
    await expect(Promise.all(installWorker()(() => Promise.reject(new TypeError('bad rule'))))).resolves.toEqual([undefined]);
    const throwing = () => {
      throw new TypeError('not in install');
    };
    await expect(Promise.all(installWorker()(throwing))).resolves.toEqual([undefined]);
  });

  it('leaves a browser without static routes to the worker’s own rules', () => {
    expect(installWorker()(undefined)).toEqual([]);
  });
});
