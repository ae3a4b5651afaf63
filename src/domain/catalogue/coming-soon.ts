/**
 * An app that is not available yet: accepted, not published ("coming soon", §4 lifecycle). Its page
 * offers to tell the organization when it is published (`POST /awaiting_apps`) instead of an install.
 */
export const isComingSoon = (lifecycle: string | null | undefined): boolean => lifecycle === 'ACCEPTED';

/** The action a coming-soon app offers in place of Install (ours; also `AWAITING.button` of messages.ts). */
export const NOTIFY_ME_LABEL = 'Notify me';
