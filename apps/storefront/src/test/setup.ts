import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createContentHandlers, createHandlers } from '@gartenwerk/api-client/msw';
import { setupContractServer } from '@gartenwerk/test-helpers/msw-contract';

/**
 * The API of the tests: the api-client's msw handlers, with fresh in-memory accounts for every
 * test; a test adds its own with `server.use`. Every answer it mocks must be one the real server
 * could give (checked after each test).
 */
export const server = setupContractServer();

// A screen's first render now waits for its lazy chunk as well; on a busy machine that takes more
// than the library's default second, and over 5 s when the CI machine's two cores are shared. A hang
// guard, not a speed target; a passing test waits no longer for it.
configure({ asyncUtilTimeout: 20_000 });

// jsdom lays nothing out, so it has no scrolling to an element; the screens call it all the same.
if (typeof Element !== 'undefined') Element.prototype.scrollIntoView ??= () => {};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => server.resetHandlers(...createContentHandlers(), ...createHandlers()));
afterEach(() => cleanup());
afterAll(() => server.close());
