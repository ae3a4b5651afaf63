/** @jest-environment node */
import { parentPidOf, treeOf, vmRssKbOf } from './process-tree';

describe('process tree sampling', () => {
  it('reads the parent pid even when the command name has spaces and parentheses', () => {
    expect(parentPidOf('8065 (node) S 8064 8046 8045 0 -1')).toBe(8064);
    expect(parentPidOf('42 (a (weird) name) R 7 42 42 0')).toBe(7);
  });

  it('reads VmRSS in kB, 0 when the process has none', () => {
    expect(vmRssKbOf('Name:\tnode\nVmPeak:\t 999 kB\nVmRSS:\t  123456 kB\n')).toBe(123456);
    expect(vmRssKbOf('Name:\tkthreadd\nState:\tS\n')).toBe(0);
  });

  it('collects the root and all its descendants, not its siblings', () => {
    const parents = new Map([
      [10, 1],
      [11, 10],
      [12, 11],
      [13, 10],
      [20, 1],
      [21, 20],
    ]);
    expect(treeOf(10, parents).sort()).toEqual([10, 11, 12, 13]);
    expect(treeOf(99, parents)).toEqual([99]);
  });
});
