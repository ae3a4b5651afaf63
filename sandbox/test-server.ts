import { setupServer } from 'msw/node';
import { createHandlers } from './handlers';
import { createServices } from './services';
import { DEFAULT_SITE_ORIGIN } from './services/site-origins';

/**
 * The site origins of Jest: jsdom's default page (http://localhost/), the https one of tests that
 * need secure cookies, and the default site origin.
 */
export const JEST_SITE_ORIGINS = ['http://localhost', 'https://localhost', DEFAULT_SITE_ORIGIN];

/** The sandbox's handlers serving Jest (started in jest.setup.ts). Tests add overrides with server.use(). */
export const server = setupServer(...createHandlers(createServices(undefined, { siteOrigins: JEST_SITE_ORIGINS })));
