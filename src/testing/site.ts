/**
 * The site as the shell composes it, for tests that render a feature the way a page shows it:
 * the root providers, the notifications UI and the site's store (features' own code never
 * imports src/app; their tests reach it through here).
 */
export { RootElement } from '../app/root-element';
export { NotificationList } from '../app/notifications/notification-list';
export { makeSiteStore } from '../app/site-store';
