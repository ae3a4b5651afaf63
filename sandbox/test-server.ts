import { setupServer } from 'msw/node';
import { createHandlers } from './handlers';
import { createServices } from './services';

/** The sandbox's handlers serving Jest (started in jest.setup.ts). Tests add overrides with server.use(). */
export const server = setupServer(...createHandlers(createServices()));
