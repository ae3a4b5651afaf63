/** @jest-environment node */
import { LIGHTHOUSE_MOBILE, networkConditions } from './early-input-profile';

describe('Lighthouse mobile throttling', () => {
  it('is Slow 4G as Lighthouse devtools throttling sends it: kbps × 1024 / 8, floored, in bytes per second', () => {
    expect(LIGHTHOUSE_MOBILE.cpuSlowdown).toBe(4);
    expect(networkConditions(LIGHTHOUSE_MOBILE)).toEqual({
      offline: false,
      latency: 562.5,
      downloadThroughput: 188743,
      uploadThroughput: 86400,
    });
  });
});
