import { keystrokePaint, type EventEntry } from './keystroke-paint';

const entry = (name: string, startTime: number, duration: number, processingEnd: number): EventEntry => ({
  name,
  startTime,
  duration,
  processingEnd,
});

describe('keystrokePaint', () => {
  it('ends at the presentation of the frame after the handlers that showed the results', () => {
    // keydown's own frame came first; only keypress (whose handlers rendered the results) counts.
    const paint = keystrokePaint({
      start: 1000,
      seen: 1014,
      afterFrame: 1061,
      entries: [entry('keydown', 1000, 24, 1001), entry('keypress', 1000, 40, 1022), entry('keyup', 1050, 16, 1051)],
    });
    expect(paint).toEqual({ ms: 40, source: 'presented' });
  });

  it('takes the first frame after the results when two entries could show them', () => {
    const paint = keystrokePaint({
      start: 1000,
      seen: 1001,
      afterFrame: 1061,
      entries: [entry('keypress', 1000, 40, 1022), entry('keydown', 1000, 24, 1002)],
    });
    expect(paint).toEqual({ ms: 24, source: 'presented' });
  });

  it('counts results shown exactly as the handlers returned', () => {
    const paint = keystrokePaint({ start: 1000, seen: 1022, afterFrame: 1061, entries: [entry('keypress', 1000, 32, 1022)] });
    expect(paint).toEqual({ ms: 32, source: 'presented' });
  });

  it('falls back to the first task after the frame when the results came after the handlers', () => {
    const paint = keystrokePaint({
      start: 1000,
      seen: 1030,
      afterFrame: 1061,
      entries: [entry('keydown', 1000, 24, 1001), entry('keypress', 1000, 24, 1022)],
    });
    expect(paint).toEqual({ ms: 61, source: 'after-frame' });
  });

  it('falls back when the key has no entry (under 16 ms) or only another key has', () => {
    expect(keystrokePaint({ start: 1000, seen: 1005, afterFrame: 1018, entries: [] })).toEqual({
      ms: 18,
      source: 'after-frame',
    });
    expect(
      keystrokePaint({
        start: 1000,
        seen: 1005,
        afterFrame: 1018,
        entries: [entry('keypress', 900, 48, 1010), entry('keypress', 1001, 16, 1010)],
      }),
    ).toEqual({ ms: 18, source: 'after-frame' });
  });

  it('takes the entries of the same key press, whose timestamps agree to a fraction of a millisecond', () => {
    const paint = keystrokePaint({ start: 1000, seen: 1005, afterFrame: 1040, entries: [entry('keypress', 1000.4, 32, 1010)] });
    expect(paint.source).toBe('presented');
    expect(paint.ms).toBeCloseTo(32.4);
  });
});
