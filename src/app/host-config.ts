import { parseTrustedOrigins } from '../domain/host/host-navigation';

/** The sandbox host page's origin (`npm start`, e2e): trusted when GATSBY_HOST_ORIGINS is not set. */
export const DEFAULT_HOST_ORIGIN = 'http://localhost:8003';

/**
 * Host application origins the bridge talks to (§4 "received from trusted origins"): exact scheme,
 * host and port, comma-separated in GATSBY_HOST_ORIGINS. Apart from config.ts so that only the
 * bridge's chunk carries it.
 */
export const hostConfig = {
  origins: parseTrustedOrigins(process.env.GATSBY_HOST_ORIGINS || DEFAULT_HOST_ORIGIN),
} as const;
