import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { applicationsFileBytes, buildCpuCount, queryWorkerPeakMb } from './build-workers';

const MB = 2 ** 20;

describe('the build worker count', () => {
  it('gives page queries and HTML one worker per core (Gatsby starts GATSBY_CPU_COUNT − 1)', () => {
    expect(buildCpuCount({}, 2)).toBe('3');
    expect(buildCpuCount({}, 8)).toBe('9');
    expect(buildCpuCount({}, 0)).toBe('2');
    // The bundled catalogue (~1 MB) and 2,000 apps (~8 MB): memory is no limit.
    expect(buildCpuCount({}, 2, 1 * MB)).toBe('3');
    expect(buildCpuCount({}, 2, 8 * MB)).toBe('3');
  });

  it('starts fewer workers when the catalogue would take them over 3 GB together with the main process', () => {
    // 20,000 apps (an 80 MB applications file): two query workers peaked at ~830 MB each, the build at 3.1 GB.
    expect(buildCpuCount({}, 2, 80 * MB)).toBe('2');
    expect(buildCpuCount({}, 8, 80 * MB)).toBe('2');
    // Never fewer than one worker, however large.
    expect(buildCpuCount({}, 8, 2000 * MB)).toBe('2');
    // Many cores, a mid-sized catalogue: as many as fit.
    expect(buildCpuCount({}, 8, 40 * MB)).toBe('3');
    expect(queryWorkerPeakMb(80 * MB)).toBeGreaterThanOrEqual(830);
  });

  it('keeps a count set in the environment', () => {
    expect(buildCpuCount({ GATSBY_CPU_COUNT: '1' }, 2)).toBe('1');
    expect(buildCpuCount({ GATSBY_CPU_COUNT: '3' }, 2, 80 * MB)).toBe('3');
    expect(buildCpuCount({ GATSBY_CPU_COUNT: 'logical_cores' }, 2)).toBe('logical_cores');
    expect(buildCpuCount({ GATSBY_CPU_COUNT: ' ' }, 2)).toBe('3');
  });

  it('reads the bundled applications file size, and nothing when the catalogue comes from the API', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'catalogue-'));
    try {
      writeFileSync(path.join(dir, 'applications.json'), 'x'.repeat(1234));
      expect(applicationsFileBytes({}, dir)).toBe(1234);
      expect(applicationsFileBytes({ GATSBY_API_URL: 'https://api.example' }, dir)).toBeUndefined();
      expect(applicationsFileBytes({}, path.join(dir, 'missing'))).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
