import type { KeyboardEvent } from 'react';

/** What marks the search page's result links (the arrow keys walk them). */
const RESULT_ATTRIBUTE = 'data-search-result';
/** What marks the search page's own box ('/' focuses it, ArrowUp from the first result returns to it). */
const PRIMARY_BOX_ATTRIBUTE = 'data-search-primary';

/** Moves focus among the result links with the arrow keys (and back to the box from the first). */
export function moveFocus(event: KeyboardEvent<HTMLElement>, box: HTMLInputElement | null): void {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const links = [...document.querySelectorAll<HTMLElement>(`[${RESULT_ATTRIBUTE}]`)];
  if (links.length === 0) return;
  const current = links.indexOf(event.target as HTMLElement);
  if (current < 0 && event.target !== box) return;
  event.preventDefault();
  const next = event.key === 'ArrowDown' ? current + 1 : current - 1;
  if (next < 0) box?.focus();
  else links[Math.min(next, links.length - 1)].focus();
}

/** The key handler of a result link: the arrow keys move to the next or previous result. */
export function onResultKeyDown(event: KeyboardEvent<HTMLElement>): void {
  moveFocus(event, document.querySelector<HTMLInputElement>(`[${PRIMARY_BOX_ATTRIBUTE}]`));
}
