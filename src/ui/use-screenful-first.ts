import { startTransition, useEffect, useState } from 'react';

/*
 * A list of cards that a new answer replaces whole (the search page's results, a dozen apps and a
 * dozen partners) is drawn a screenful first: the cards that can be on screen in the render that
 * takes the answer, the rest once the browser has painted those, in a render React takes in
 * slices. On a slow phone (4x CPU) the search page drew all 24 cards before the answer showed:
 * ~50 ms per answer, and the keys typed meanwhile waited for it. A phone shows two or three cards.
 */

/** A card is at least this tall (the search page's: 256–349 px), so no more rows than this fit a screen. */
const MIN_CARD_HEIGHT_PX = 240;
/** A column is at least this wide (the results grid's minimum). */
const MIN_CARD_WIDTH_PX = 300;

/** How many cards a screen of this size can show at most: a desktop screen shows a whole page of results. */
export function screenfulOfCards(width: number, height: number): number {
  const columns = Math.max(1, Math.floor(width / MIN_CARD_WIDTH_PX));
  const rows = Math.max(1, Math.ceil(height / MIN_CARD_HEIGHT_PX));
  return columns * rows;
}

/**
 * How many of `count` cards to draw: all of them, but only a screenful while they answer something
 * else (another query) than the list last drawn whole. More of that same answer (a next page,
 * another sort) is drawn whole at once: its first cards are already on screen, where the visitor
 * may be reading or have scrolled to.
 */
export function cardsToDraw(
  count: number,
  answers: string | undefined,
  drawnWhole: string | undefined,
  screenful: number,
): number {
  return answers === drawnWhole ? count : Math.min(count, screenful);
}

const screenful = () => (typeof window === 'undefined' ? Infinity : screenfulOfCards(window.innerWidth, window.innerHeight));

/** Runs `callback` once the browser has painted the next frame; returns the cancel. */
function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** Nothing is on screen where a list first renders: its first answer comes a screenful first too. */
export const NOTHING_ON_SCREEN = (): string | undefined => undefined;

/**
 * The number of the `count` cards of the answer to `answers` to draw now (see above). A new
 * answer's rest follows once the browser has painted its first screenful, in a render React may
 * interrupt: started at once (as useDeferredValue does), it ran before the browser painted, and
 * the first cards waited for the rest all the same.
 *
 * The first render draws whole the answer already on screen where the list renders: `onScreen`,
 * asked then, says which that is (the search page's early results, which the page's view takes
 * over card for card). Without it, the first render draws whatever it is given whole (hydration).
 */
export function useScreenfulFirst(count: number, answers: string | undefined, onScreen?: () => string | undefined): number {
  const [drawnWhole, setDrawnWhole] = useState(() => (onScreen ? onScreen() : answers));
  useEffect(() => {
    if (answers === drawnWhole) return undefined;
    return afterNextPaint(() => startTransition(() => setDrawnWhole(answers)));
  }, [answers, drawnWhole]);
  return cardsToDraw(count, answers, drawnWhole, screenful());
}
