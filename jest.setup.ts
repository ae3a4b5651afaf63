import '@testing-library/jest-dom';
import { server } from './sandbox/test-server';

// Any request no handler answers is a test bug, not a network call.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
