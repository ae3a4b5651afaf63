/** @jest-environment node */
import { parseAppsArg } from './args';

describe('parseAppsArg', () => {
  it('accepts --apps N and --apps=N, and nothing', () => {
    expect(parseAppsArg(['--apps', '2000'])).toBe(2000);
    expect(parseAppsArg(['--apps=500'])).toBe(500);
    expect(parseAppsArg([])).toBeUndefined();
  });

  it('rejects a missing or non-positive count and unknown options', () => {
    expect(() => parseAppsArg(['--apps'])).toThrow(/positive integer/);
    expect(() => parseAppsArg(['--apps', '0'])).toThrow(/positive integer/);
    expect(() => parseAppsArg(['--apps', '1.5'])).toThrow(/positive integer/);
    expect(() => parseAppsArg(['--dir', 'x'])).toThrow(/unknown option --dir/);
  });
});
