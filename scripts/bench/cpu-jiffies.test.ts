/** @jest-environment node */
import { parseProcStat } from './cpu-jiffies';

describe('parseProcStat', () => {
  it('adds user, nice, system, irq and softirq ticks (10 ms each), leaving idle and iowait out', () => {
    const text = 'cpu  100 20 30 5000 40 1 2 0 0 0\ncpu0 50 10 15 2500 20 0 1 0 0 0\nintr 1\n';
    expect(parseProcStat(text)).toEqual({ busyMs: (100 + 20 + 30 + 1 + 2) * 10, systemMs: 300 });
  });

  it('refuses a text without the machine line', () => {
    expect(() => parseProcStat('cpu0 1 2 3 4\n')).toThrow('no "cpu" line');
  });
});
