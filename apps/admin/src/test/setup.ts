import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from './server';

// jsdom has no layout: the rich-text editor (ProseMirror) measures ranges to scroll the selection
// into view. Empty rectangles let it run; what it shows is then checked through the document.
if (!Range.prototype.getClientRects) {
  const emptyRects = () => Object.assign([] as DOMRect[], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = emptyRects;
  Range.prototype.getBoundingClientRect = () => new DOMRect(0, 0, 0, 0);
}

// Queries wait for the screen as long as a loaded machine may need, not the default second: with the
// CI machine's two cores shared by more work, a screen's first render took over 5 s. A hang guard,
// not a speed target; a passing test waits no longer for it.
configure({ asyncUtilTimeout: 20_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

afterAll(() => server.close());
