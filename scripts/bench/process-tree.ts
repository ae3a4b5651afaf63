import { readdirSync, readFileSync } from 'node:fs';

/** The parent pid in a /proc/<pid>/stat line. The command name may hold spaces or ")", so parse after the last ")". */
export function parentPidOf(statLine: string): number | null {
  const fields = statLine.slice(statLine.lastIndexOf(')') + 2).split(' ');
  const ppid = Number(fields[1]);
  return Number.isInteger(ppid) ? ppid : null;
}

/** VmRSS in kB from /proc/<pid>/status; 0 when absent (kernel threads, zombies). */
export function vmRssKbOf(status: string): number {
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  return match ? Number(match[1]) : 0;
}

/** The root and every process below it, given a pid → ppid table. */
export function treeOf(root: number, parents: ReadonlyMap<number, number>): number[] {
  const children = new Map<number, number[]>();
  for (const [pid, ppid] of parents) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const tree = [root];
  for (let index = 0; index < tree.length; index++) tree.push(...(children.get(tree[index]) ?? []));
  return tree;
}

/** Reads a /proc file, or null when the process exited between listing and reading. */
function readProc(pid: number, file: string): string | null {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return null;
  }
}

function parentTable(): Map<number, number> {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readProc(Number(entry), 'stat');
    const ppid = stat === null ? null : parentPidOf(stat);
    if (ppid !== null) parents.set(Number(entry), ppid);
  }
  return parents;
}

/** The live pids of the tree under `root` (root included). */
export function processTree(root: number): number[] {
  return treeOf(root, parentTable());
}

/** Summed VmRSS of the tree in kB. Shared pages count once per process, so this is an upper bound. */
export function treeRssKb(root: number): number {
  return processTree(root).reduce((sum, pid) => sum + vmRssKbOf(readProc(pid, 'status') ?? ''), 0);
}

export interface PeakRssSampler {
  /** Stops sampling and returns the peak in kB. */
  stop(): number;
}

/** Samples the tree's summed RSS every `intervalMs` and keeps the maximum (Gatsby's workers come and go). */
export function samplePeakRss(root: number, intervalMs = 100): PeakRssSampler {
  let peakKb = 0;
  const sample = () => {
    peakKb = Math.max(peakKb, treeRssKb(root));
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      return peakKb;
    },
  };
}
