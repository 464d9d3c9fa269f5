import { guessCsvSeparator, isValidEmail, readCsv, type Language } from '@gartenwerk/domain';
import {
  NEWSLETTER_IMPORT_MAX_ROWS,
  type NewsletterImport,
  type NewsletterImportProblem,
  type NewsletterImportReport,
} from '@gartenwerk/domain/schemas';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../core/db';
import { AppError } from '../../core/errors';
import { text, translate, type TextKey } from '../../core/texts';
import { hashToken, newToken, normalizeHandle } from '../auth/account';
import { setSubscribedLists } from '../auth/newsletter-lists';
import { handlesWithAccount } from '../auth/service';
import type { Mailer } from '../mail/service';
import { subscribe } from './consent';
import { newsletterConsents, newsletterLists, newsletterSubscribers } from './table';

/** Rows written per statement when the consent exists already. */
const BATCH = 500;

interface ImportRow {
  line: number;
  email: string;
  name: string;
  tags: string[];
  lists: string[];
}

/** Tags and lists within a cell: separated by `,` or `|`. */
const splitCell = (cell: string | undefined) =>
  (cell ?? '')
    .split(/[,|]/)
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * Imports subscribers from CSV. Invalid addresses, unknown lists and addresses found twice (in the
 * file or already stored) are reported per row and left out; the others are imported. With
 * `existing_consent` they are confirmed at once with a proof naming the source; otherwise each gets
 * the double opt-in mail, as a sign-up would.
 */
export async function importSubscribers(
  db: Database,
  mailer: Mailer,
  input: NewsletterImport,
  language: Language,
): Promise<NewsletterImportReport> {
  const say = (key: TextKey, values?: Record<string, unknown>) => translate(text(key, values), language);
  const source = input.source?.trim() ?? '';
  if (input.existing_consent && !source)
    throw new AppError('VALIDATION', 400, text('newsletter:import.sourceMissing'));

  const [header, ...lines] = readCsv(input.csv, guessCsvSeparator(input.csv));
  if (!header || lines.length === 0) throw new AppError('VALIDATION', 400, text('newsletter:import.empty'));
  if (lines.length > NEWSLETTER_IMPORT_MAX_ROWS)
    throw new AppError(
      'VALIDATION',
      400,
      text('newsletter:import.tooManyRows', { max: NEWSLETTER_IMPORT_MAX_ROWS }),
    );
  for (const column of Object.values(input.mapping))
    if (column >= header.length)
      throw new AppError('VALIDATION', 400, text('newsletter:import.columnMissing', { column: column + 1 }));

  // Lists are named in the file by their name or id.
  const knownLists = await db
    .select({ id: newsletterLists.id, name: newsletterLists.name })
    .from(newsletterLists);
  const listByName = new Map(
    knownLists.flatMap((list) => [
      [list.id, list.id],
      [list.name.toLowerCase(), list.id],
    ]),
  );
  const commonLists = input.lists ?? [];
  const unknownCommon = commonLists.find((id) => !knownLists.some((list) => list.id === id));
  if (unknownCommon)
    throw new AppError('VALIDATION', 400, text('newsletter:listUnknown', { list: unknownCommon }));

  const firstLine = input.first_line ?? 2;
  const problems: NewsletterImportProblem[] = [];
  const seen = new Map<string, number>();
  const candidates: ImportRow[] = [];
  lines.forEach((cells, index) => {
    const line = firstLine + index;
    const raw = (cells[input.mapping.email] ?? '').trim();
    const email = normalizeHandle(raw);
    if (!isValidEmail(email)) {
      problems.push({ line, email: raw, result: 'invalid', message: say('newsletter:import.emailInvalid') });
      return;
    }
    const named = input.mapping.lists === undefined ? [] : splitCell(cells[input.mapping.lists]);
    const unknown = named.find((name) => !listByName.has(name.toLowerCase()));
    if (unknown) {
      problems.push({
        line,
        email,
        result: 'invalid',
        message: say('newsletter:import.listUnknown', { list: unknown }),
      });
      return;
    }
    const earlier = seen.get(email);
    if (earlier !== undefined) {
      problems.push({
        line,
        email,
        result: 'duplicate',
        message: say('newsletter:import.duplicateInFile', { line: earlier }),
      });
      return;
    }
    seen.set(email, line);
    candidates.push({
      line,
      email,
      name: input.mapping.name === undefined ? '' : (cells[input.mapping.name] ?? '').trim(),
      tags: input.mapping.tags === undefined ? [] : [...new Set(splitCell(cells[input.mapping.tags]))],
      lists: [...new Set([...commonLists, ...named.map((name) => listByName.get(name.toLowerCase())!)])],
    });
  });

  let imported = 0;
  const stored = new Set<string>();
  for (let at = 0; at < candidates.length; at += BATCH) {
    const batch = candidates.slice(at, at + BATCH);
    const existing = await db
      .select({ email: newsletterSubscribers.email })
      .from(newsletterSubscribers)
      .where(
        inArray(
          newsletterSubscribers.email,
          batch.map((row) => row.email),
        ),
      );
    for (const row of existing) stored.add(row.email);
    const fresh = batch.filter((row) => !stored.has(row.email));
    imported += input.existing_consent
      ? await storeConsented(db, fresh, `import: ${source}`, input.language ?? language)
      : await mailConfirmations(
          db,
          mailer,
          fresh,
          say('newsletter:import.consent'),
          input.language ?? language,
        );
  }
  for (const row of candidates)
    if (stored.has(row.email))
      problems.push({
        line: row.line,
        email: row.email,
        result: 'duplicate',
        message: say('newsletter:import.duplicateStored'),
      });
  problems.sort((a, b) => a.line - b.line);
  return {
    imported,
    duplicates: problems.filter((row) => row.result === 'duplicate').length,
    invalid: problems.filter((row) => row.result === 'invalid').length,
    problems,
  };
}

/** Confirmed subscribers with the proof of a consent given elsewhere; users' lists follow. */
async function storeConsented(db: Database, rows: ImportRow[], proof: string, language: Language) {
  if (rows.length === 0) return 0;
  const now = new Date();
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(newsletterSubscribers)
      .values(
        rows.map((row) => ({
          email: row.email,
          name: row.name,
          tags: row.tags,
          lists: row.lists,
          language,
          status: 'confirmed',
          confirmed: now,
          unsubscribeToken: newToken(),
        })),
      )
      .onConflictDoNothing({ target: newsletterSubscribers.email })
      .returning({
        id: newsletterSubscribers.id,
        email: newsletterSubscribers.email,
        lists: newsletterSubscribers.lists,
      });
    if (inserted.length === 0) return 0;
    await tx.insert(newsletterConsents).values(
      inserted.map((row) => ({
        subscriberId: row.id,
        date: now,
        form: 'import',
        text: proof,
        ip: '',
        language,
        lists: row.lists,
        // No link confirms an imported consent: the hash of a token nobody was given.
        tokenHash: hashToken(newToken()),
        expires: now,
        confirmed: now,
      })),
    );
    const accounts = await handlesWithAccount(
      tx,
      inserted.map((row) => row.email),
    );
    for (const handle of accounts) {
      const row = inserted.find((candidate) => candidate.email === handle)!;
      await setSubscribedLists(tx, row.email, row.lists);
    }
    return inserted.length;
  });
}

/** Each address signs up as from a form (the import's), mailed the double opt-in link. */
async function mailConfirmations(
  db: Database,
  mailer: Mailer,
  rows: ImportRow[],
  consent: string,
  language: Language,
) {
  let count = 0;
  for (const row of rows) {
    await subscribe(db, mailer, {
      email: row.email,
      text: consent,
      form: 'import',
      ip: '',
      language,
      name: row.name,
      lists: row.lists,
    });
    if (row.tags.length > 0)
      await db
        .update(newsletterSubscribers)
        .set({ tags: row.tags })
        .where(inArray(newsletterSubscribers.email, [row.email]));
    count++;
  }
  return count;
}
