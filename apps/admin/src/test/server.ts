import { createHandlers } from '@gartenwerk/api-client/msw';
import { setupServer } from 'msw/node';

/** One msw server for the test files; each test states the user it signs in with. */
export const server = setupServer(...createHandlers());
