import type { OutboundMessage } from './messages';

/** A frame whose parent records what it is sent, and a way to deliver `message` events to the site. */
export function fakeFrame(options: { framed?: boolean; ancestorOrigins?: string[] } = {}) {
  const posted: { message: OutboundMessage; origin: string }[] = [];
  const parent = {
    postMessage(message: OutboundMessage, origin: string) {
      if (origin === '*') throw new Error('postMessage with * must never happen');
      posted.push({ message, origin });
    },
  };
  let handler: ((event: MessageEvent) => void) | null = null;
  const win = {
    parent: undefined as unknown,
    location: options.ancestorOrigins ? { ancestorOrigins: options.ancestorOrigins } : {},
    addEventListener(type: string, listener: (event: MessageEvent) => void) {
      if (type === 'message') handler = listener;
    },
    removeEventListener() {
      handler = null;
    },
  };
  win.parent = options.framed === false ? win : parent;
  return {
    window: win as unknown as Window,
    parent,
    posted,
    deliver(data: unknown, origin: string, source: unknown = parent) {
      handler?.({ data, origin, source } as MessageEvent);
    },
  };
}
