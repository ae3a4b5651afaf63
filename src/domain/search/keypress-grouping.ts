/**
 * §9 keypress grouping window: keystrokes less than 1000 ms apart are one edit of the query. The
 * search page keeps one history entry per edit (not per keystroke, not one for the whole visit):
 * Back returns to the query the visitor paused on before.
 */
export const KEYPRESS_GROUPING_MS = 1000;

/** Whether a keystroke at `now` starts a new edit, after the last one at `lastAt` (null: none yet). */
export function startsNewEdit(lastAt: number | null, now: number): boolean {
  return lastAt === null || now - lastAt >= KEYPRESS_GROUPING_MS;
}
