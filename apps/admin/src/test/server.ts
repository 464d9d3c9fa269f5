import { createHandlers } from '@gartenwerk/api-client/msw';
import { setupContractServer } from '@gartenwerk/test-helpers/msw-contract';

/**
 * One msw server for the test files; each test states the user it signs in with. Every answer it
 * mocks must be one the real server could give (checked after each test).
 */
export const server = setupContractServer(...createHandlers());
