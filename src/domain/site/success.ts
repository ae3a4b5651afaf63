/**
 * §8's success messages. Their own module, re-exported by messages.ts (the catalogue, where they are
 * read and tested), as failure.ts is: the install rules (domain/install/install-actions.ts) word
 * "installed" with them, and the search page's cards read those rules, so the whole catalogue was in
 * the search page's first load for two texts.
 */
export const SUCCESS = {
  messageSent: 'Message sent successfully!',
  reviewSent: 'Review sent to be verified!',
  requestSent: 'Request sent!',
  appRated: 'Thank you for rating this app.',
  appInstalled: 'Application installed successfully!',
  serviceActivated: 'Service activated successfully!',
  appUninstalled: 'Application uninstalled successfully.',
  serviceDeactivated: 'Service deactivated successfully.',
  appPurchased: "You've successfully purchased the app",
  couponAdded: 'The coupon has been added successfully.',
} as const;
