/**
 * When a keystroke's results reached the screen, from what bench:search-ui records in the page.
 * All times are on the page's performance.now() timeline.
 */

/** An Event Timing entry (PerformanceEventTiming): what Chromium reports for INP. */
export interface EventEntry {
  name: string;
  startTime: number;
  /** From startTime to the presentation of the next frame after the handlers ran (rounded to 8 ms). */
  duration: number;
  processingEnd: number;
}

export interface KeystrokeRecord {
  /** The keydown's timestamp (the entries of the same key press share it). */
  start: number;
  /** When the popup first showed the new query's results in the DOM. */
  seen: number;
  /** The first task the page ran after the frame that followed `seen` (rAF, then a task). */
  afterFrame: number;
  entries: readonly EventEntry[];
}

export interface KeystrokePaint {
  ms: number;
  /**
   * 'presented': the results were in the DOM before the key's handlers returned, so the frame Event
   * Timing reports for the key is the one that shows them, and its presentation time is the end.
   * 'after-frame': otherwise (an answer that came later, or no entry: keys under 16 ms have none).
   */
  source: 'presented' | 'after-frame';
}

/** Entries of one key press: keydown and keypress carry the keydown's timestamp. */
const SAME_EVENT_MS = 0.5;

export function keystrokePaint(record: KeystrokeRecord): KeystrokePaint {
  const ownEntries = record.entries.filter((entry) => Math.abs(entry.startTime - record.start) <= SAME_EVENT_MS);
  const showing = ownEntries.filter((entry) => record.seen <= entry.processingEnd);
  if (showing.length === 0) return { ms: record.afterFrame - record.start, source: 'after-frame' };
  const presented = Math.min(...showing.map((entry) => entry.startTime + entry.duration));
  return { ms: presented - record.start, source: 'presented' };
}
