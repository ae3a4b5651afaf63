/** Application lifecycle, derived from review timestamps (spec §4). */
export type Lifecycle = 'IN_DEVELOPMENT' | 'IN_REVIEW' | 'ACCEPTED' | 'PUBLISHED';

export interface ReviewTimestamps {
  submittedAt: string | null;
  acceptedAt: string | null;
  publishedAt: string | null;
}

export function lifecycleOf({ submittedAt, acceptedAt, publishedAt }: ReviewTimestamps): Lifecycle {
  if (submittedAt && acceptedAt && publishedAt) return 'PUBLISHED';
  if (submittedAt && acceptedAt) return 'ACCEPTED';
  if (submittedAt) return 'IN_REVIEW';
  return 'IN_DEVELOPMENT';
}

/** Accepted but not yet published apps are announced as "coming soon". */
export const LIFECYCLE_LABELS: Record<Lifecycle, string> = {
  IN_DEVELOPMENT: 'In development',
  IN_REVIEW: 'In review',
  ACCEPTED: 'Coming soon',
  PUBLISHED: 'Published',
};

// The coming-soon rule lives in its own small module: the shell's product actions (every page's
// first-load JS) need it, not the rest of the lifecycle.
export { isComingSoon, NOTIFY_ME_LABEL } from './coming-soon';
