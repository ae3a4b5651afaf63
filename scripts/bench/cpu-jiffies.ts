import { readFileSync } from 'node:fs';

/** The whole machine's CPU time so far, from /proc/stat (Linux), in ms: busy (user, nice, system, irq, softirq) and of it system. */
export interface CpuTime {
  busyMs: number;
  systemMs: number;
}

/** /proc/stat counts in USER_HZ, 100 per second on Linux. */
const MS_PER_TICK = 10;

export function parseProcStat(text: string): CpuTime {
  const line = text.split('\n').find((candidate) => candidate.startsWith('cpu '));
  if (!line) throw new Error('no "cpu" line in /proc/stat');
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0] = line.trim().split(/\s+/).slice(1).map(Number);
  return { busyMs: (user + nice + system + irq + softirq) * MS_PER_TICK, systemMs: system * MS_PER_TICK };
}

export function cpuTime(): CpuTime {
  return parseProcStat(readFileSync('/proc/stat', 'utf8'));
}
