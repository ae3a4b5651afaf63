/** @jest-environment node */
import { lastLines } from './run-logged';

describe('lastLines', () => {
  it('keeps the last lines, ignoring the trailing newline', () => {
    expect(lastLines('a\nb\nc\n', 2)).toEqual(['b', 'c']);
    expect(lastLines('a\n', 40)).toEqual(['a']);
  });

  it('strips the cursor-moving ANSI sequences Gatsby writes', () => {
    expect(lastLines('\x1b[2K\x1b[1A\x1b[2K\x1b[Gsuccess onPostBuild\n', 1)).toEqual(['success onPostBuild']);
  });
});
