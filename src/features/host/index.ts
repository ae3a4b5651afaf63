/** Host bridge (§1, §4): loaded after hydration by src/app/host-wiring.ts. */
export { createHostBridge, type BridgeStats, type HostBridge } from './bridge';
export {
  cartRefreshRequested,
  cartUpdatedByHost,
  hostMessageReceived,
  hostModeDecided,
  subscriptionRefreshRequested,
  type HostMode,
} from './host-slice';
export type { InboundMessage, OutboundMessage, TransactionEvent } from './messages';
