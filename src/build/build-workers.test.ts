import { BUILD_WORKER_HEAP_MB, buildCpuCount, buildWorkerNodeOptions } from './build-workers';

describe('the build worker count', () => {
  it('gives page queries and HTML one worker per core (Gatsby starts GATSBY_CPU_COUNT − 1)', () => {
    expect(buildCpuCount({}, 2)).toBe('3');
    expect(buildCpuCount({}, 8)).toBe('9');
    expect(buildCpuCount({}, 0)).toBe('2');
  });

  it('keeps a count set in the environment', () => {
    expect(buildCpuCount({ GATSBY_CPU_COUNT: '1' }, 2)).toBe('1');
    expect(buildCpuCount({ GATSBY_CPU_COUNT: 'logical_cores' }, 2)).toBe('logical_cores');
    expect(buildCpuCount({ GATSBY_CPU_COUNT: ' ' }, 2)).toBe('3');
  });
});

describe('the build workers heap limit', () => {
  it('caps each worker at 512 MB', () => {
    expect(BUILD_WORKER_HEAP_MB).toBe(512);
    expect(buildWorkerNodeOptions({})).toBe('--max-old-space-size=512');
  });

  it('keeps other options, and a limit set in the environment', () => {
    expect(buildWorkerNodeOptions({ NODE_OPTIONS: '--enable-source-maps' })).toBe(
      '--enable-source-maps --max-old-space-size=512',
    );
    expect(buildWorkerNodeOptions({ NODE_OPTIONS: '--max-old-space-size=4096' })).toBe('--max-old-space-size=4096');
  });
});
