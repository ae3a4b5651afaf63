/** The rating's pieces apart from their markup (stars.tsx, and the search page's early script). */

export type StarFill = 'full' | 'half' | 'empty';

/** The five stars of a rating on the 1-5 scale, to the nearest half star: 4.5 → four full and a half. */
export function starFills(rate: number): StarFill[] {
  const halves = Math.round(Math.min(5, Math.max(0, rate)) * 2);
  return [1, 2, 3, 4, 5].map((star) => (halves >= star * 2 ? 'full' : halves === star * 2 - 1 ? 'half' : 'empty'));
}

/** The rating as the glyphs' data attribute carries it: to the nearest half. */
export const halfStars = (rate: number) => Math.round(rate * 2) / 2;

/** Whether there is a rating to show ("No ratings yet" otherwise). */
export const hasRating = (rate: number | null, votes: number): rate is number => !!rate && votes !== 0;

/** " (12 votes)" after the average. */
export const votesText = (votes: number) => ` (${votes} ${votes === 1 ? 'vote' : 'votes'})`;

export const NO_RATINGS_TEXT = 'No ratings yet';
