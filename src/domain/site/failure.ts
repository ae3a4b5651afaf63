/**
 * §8's failure messages. Their own module, re-exported by messages.ts (the catalogue, where they are
 * read and tested): the site's shell says "Unexpected error" when the session's code cannot load
 * (session-actions-chunk.ts), and with this module alone, not the whole catalogue, in every page's
 * first load.
 */
export const FAILURE = {
  expertRequest: "We couldn't send the expert request",
  reviewAlreadySent: 'Review had already been sent!',
  expertReview: "Expert review couldn't be sent",
  accessRequest: 'Cannot send access request.',
  uninstall: 'Uninstallation failed. Please, contact our support.',
  alreadyInstalled: 'Application is already installed.',
  unexpected: 'Unexpected error',
} as const;
