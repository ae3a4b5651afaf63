import { createEngineHost, type EngineRequest, type EngineReply } from './engine-host';

/** The search worker's entry (spawned by ../transports/spawn-search-worker.ts): the engine host on messages. */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<EngineRequest>) => void) | null;
  postMessage(reply: EngineReply): void;
};
const host = createEngineHost();
scope.onmessage = (event) => scope.postMessage(host.handle(event.data));
