import { HOST_HANDSHAKE_TIMEOUT_MS, isTrustedOrigin } from '../../domain/host/host-navigation';
import { parseInboundMessage, type InboundMessage, type OutboundMessage } from './messages';

/**
 * The only code of the site that touches `window.parent` and `postMessage` (architecture note).
 * Received: only from the parent window, only from a trusted origin (exact scheme + host + port),
 * only well-formed §4 messages; everything else is counted and dropped, never thrown. Sent: with
 * the parent's explicit origin, never '*'.
 */
export interface BridgeStats {
  accepted: number;
  notParent: number;
  untrustedOrigin: number;
  malformed: number;
}

export interface HostBridge {
  readonly stats: Readonly<BridgeStats>;
  /** Whether the site is in a frame at all. */
  readonly framed: boolean;
  /** The trusted parent's origin once known (it answered or the frame's ancestor is trusted). */
  parentOrigin(): string | null;
  /** Sends `loaded` and waits for the host's `loaded` for 3000 ms (§9): true when it answered. */
  handshake(pathname: string): Promise<boolean>;
  /** Posts to the trusted parent; false when there is none to post to. */
  send(message: OutboundMessage): boolean;
  /** Every accepted message except the handshake answer. Returns the removal. */
  subscribe(listener: (message: InboundMessage) => void): () => void;
  stop(): void;
}

interface HostBridgeOptions {
  window: Window;
  trustedOrigins: readonly string[];
  handshakeTimeoutMs?: number;
}

/** The frame's direct parent origin when the browser tells it (Chromium, Safari), else null. */
function ancestorOrigin(win: Window): string | null {
  try {
    const origins = win.location.ancestorOrigins;
    return origins && origins.length > 0 ? origins[0] : null;
  } catch {
    return null;
  }
}

export function createHostBridge({
  window: win,
  trustedOrigins,
  handshakeTimeoutMs = HOST_HANDSHAKE_TIMEOUT_MS,
}: HostBridgeOptions): HostBridge {
  const stats: BridgeStats = { accepted: 0, notParent: 0, untrustedOrigin: 0, malformed: 0 };
  const listeners = new Set<(message: InboundMessage) => void>();
  let parent: Window | null = null;
  try {
    parent = win.parent && win.parent !== win ? win.parent : null;
  } catch {
    parent = null;
  }
  const framed = parent !== null;
  let knownOrigin: string | null = null;
  let answered: (() => void) | null = null;

  const onMessage = (event: MessageEvent) => {
    try {
      if (!parent || event.source !== parent) {
        stats.notParent += 1;
        return;
      }
      if (!isTrustedOrigin(event.origin, trustedOrigins)) {
        stats.untrustedOrigin += 1;
        return;
      }
      const message = parseInboundMessage(event.data);
      if (!message) {
        stats.malformed += 1;
        return;
      }
      stats.accepted += 1;
      knownOrigin = event.origin;
      if (message.type === 'loaded') {
        answered?.();
        return;
      }
      for (const listener of listeners) listener(message);
    } catch {
      stats.malformed += 1;
    }
  };
  if (framed) win.addEventListener('message', onMessage);

  /** Where a message may go: the parent's known origin, else the trusted origin(s) it may be. */
  const targets = (): readonly string[] => {
    if (knownOrigin) return [knownOrigin];
    const ancestor = ancestorOrigin(win);
    if (ancestor !== null) return isTrustedOrigin(ancestor, trustedOrigins) ? [ancestor] : [];
    return trustedOrigins;
  };

  const post = (message: OutboundMessage, origins: readonly string[]): boolean => {
    if (!parent || origins.length === 0) return false;
    // The browser delivers each copy only if the parent is at that exact origin.
    for (const origin of origins) parent.postMessage(message, origin);
    return true;
  };

  return {
    stats,
    framed,
    parentOrigin: () => knownOrigin,
    handshake(pathname) {
      if (!parent) return Promise.resolve(false);
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => {
          answered = null;
          resolve(false);
        }, handshakeTimeoutMs);
        answered = () => {
          clearTimeout(timer);
          answered = null;
          resolve(true);
        };
        if (!post({ type: 'loaded', payload: { pathname } }, targets())) {
          // No trusted origin the parent could be at: a normal page at once.
          clearTimeout(timer);
          answered = null;
          resolve(false);
        }
      });
    },
    send(message) {
      // Only a parent that has spoken gets anything but the handshake.
      return knownOrigin ? post(message, [knownOrigin]) : false;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      win.removeEventListener('message', onMessage);
      listeners.clear();
    },
  };
}
