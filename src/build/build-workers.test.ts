import { buildCpuCount } from './build-workers';

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
