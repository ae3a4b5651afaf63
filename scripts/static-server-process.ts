/**
 * Last resort for the local servers (`npm start`, `npm run serve`): an error that escaped every
 * request handler is logged and the process keeps serving, so one bad request cannot stop the site
 * and the sandbox together. The handlers answer their own errors; this only catches what they miss.
 */
export function keepServingOnStrayErrors(
  name: string,
  target: Pick<NodeJS.EventEmitter, 'on'> = process,
  log: (line: string) => void = console.error,
): void {
  const describe = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));
  target.on('uncaughtException', (error: unknown) =>
    log(`${name}: an error no handler caught (still serving): ${describe(error)}`),
  );
  target.on('unhandledRejection', (reason: unknown) =>
    log(`${name}: a rejection no handler caught (still serving): ${describe(reason)}`),
  );
}
