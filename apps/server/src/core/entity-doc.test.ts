import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../../', import.meta.url);
const doc = readFileSync(new URL('docs/adding-an-entity.md', root), 'utf8');
// A code block that starts with a file's path comment quotes that file: whole, or a part of it.
const quotes = [...doc.matchAll(/```tsx?\n\/\/ ((?:apps|packages)\/\S+)\n([\s\S]*?)```/g)].map(
  ([, path, code]) => ({ path: path!, code: code! }),
);

describe('docs/adding-an-entity.md', () => {
  it("quotes the bug report's files as they are, so its recipe type-checks", () => {
    expect(quotes.map((quote) => quote.path)).toEqual(
      expect.arrayContaining([
        'packages/domain/src/schemas/bug-report.ts',
        'apps/server/src/areas/system-bugtracker/table.ts',
        'apps/server/src/areas/system-bugtracker/routes.ts',
        'packages/api-client/src/system-bugtracker.ts',
        'packages/api-client/src/msw-system-bugtracker.ts',
        'apps/admin/src/screens/bugtracker/BugTracker.tsx',
      ]),
    );
    for (const { path, code } of quotes) {
      expect(readFileSync(new URL(path, root), 'utf8'), path).toContain(code);
    }
  });
});
