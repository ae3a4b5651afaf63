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

/**
 * An app that is not available yet: accepted, not published ("coming soon"). Its page offers to
 * tell the organization when it is published (`POST /awaiting_apps`) instead of an install.
 */
export const isComingSoon = (lifecycle: string | null | undefined): boolean => lifecycle === 'ACCEPTED';

/** The action a coming-soon app offers in place of Install (ours; also `AWAITING.button` of messages.ts). */
export const NOTIFY_ME_LABEL = 'Notify me';
