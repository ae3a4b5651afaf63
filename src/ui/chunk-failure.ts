/**
 * Whether a failure is a chunk of the site's code that could not load (a deploy removed it, or the
 * network is gone): the deploy guard reloads for it, a part's error boundary offers a reload.
 */
export function isChunkLoadFailure(reason: unknown): boolean {
  if (!reason || typeof reason !== 'object') return typeof reason === 'string' && /Loading (CSS )?chunk .* failed/i.test(reason);
  const { name, message } = reason as { name?: unknown; message?: unknown };
  return (
    name === 'ChunkLoadError' ||
    (typeof message === 'string' &&
      (/Loading (CSS )?chunk .* failed/i.test(message) || message.startsWith("We couldn't find the correct component chunk")))
  );
}
