import type { BrowserContextOptions, CDPSession } from 'playwright-core';

/**
 * Lighthouse's mobile profile as its devtools throttling applies it (lighthouse/core/config/constants.js
 * `mobileSlow4G`, core/lib/emulation.js): 4× CPU, and Slow 4G as request latency and throughput.
 */
export interface ThrottleProfile {
  cpuSlowdown: number;
  /** Added to every request (Lighthouse's requestLatencyMs: its 150 ms RTT × 3.75). */
  latencyMs: number;
  /** Lighthouse's figures in kbps (its 1.6 Mbps and 750 kbps × 0.9). */
  downloadKbps: number;
  uploadKbps: number;
}

export const LIGHTHOUSE_MOBILE: ThrottleProfile = { cpuSlowdown: 4, latencyMs: 562.5, downloadKbps: 1474.56, uploadKbps: 675 };

/** Network.emulateNetworkConditions' parameters: DevTools wants bytes per second (kbps × 1024 / 8, floored, as Lighthouse does). */
export function networkConditions(profile: ThrottleProfile) {
  return {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: Math.floor((profile.downloadKbps * 1024) / 8),
    uploadThroughput: Math.floor((profile.uploadKbps * 1024) / 8),
  };
}

export async function applyThrottle(cdp: CDPSession, profile: ThrottleProfile): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', networkConditions(profile));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
}

/** A phone: 390×844 CSS px, touch (Lighthouse's Moto G Power emulation has a 1.75 device pixel ratio). */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };
