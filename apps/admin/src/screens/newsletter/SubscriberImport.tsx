import {
  useImportNewsletterSubscribersMutation,
  type NewsletterImport,
  type NewsletterImportReport,
} from '@gartenwerk/api-client';
import { csvText, guessCsvSeparator, readCsv } from '@gartenwerk/domain';
import { NEWSLETTER_IMPORT_FIELDS, type NewsletterImportField } from '@gartenwerk/domain/schemas';
import { Button, Checkbox, Select, TextInput } from '@gartenwerk/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import type { AdminRoute } from '../../routes/adminRoutes';
import { AdminTable } from '../AdminTable';
import { messageOf } from '../feedback';
import { useDocumentTitle } from '../useDocumentTitle';
import { useNewsletterListChoices } from './useListChoices';

const T = 'newsletterAdmin.import';
/** Rows sent per call: the progress bar moves once per part. */
export const IMPORT_PART_ROWS = 1000;
const PREVIEW_ROWS = 5;

/** Header names a column is taken for without choosing (German and English exports). */
const GUESSES: Record<NewsletterImportField, RegExp> = {
  email: /^(e-?mail|mail|email address|e-mail-adresse)$/i,
  name: /^(name|vollständiger name|full name)$/i,
  tags: /^(tags?|schlagworte?)$/i,
  lists: /^(lists?|listen?)$/i,
};

type Mapping = Partial<Record<NewsletterImportField, number>>;

interface ParsedFile {
  name: string;
  header: string[];
  rows: string[][];
}

/** A file's text as UTF-8 (FileReader: every browser, and the tests' DOM, read files so). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file, 'utf-8');
  });
}

function guessMapping(header: string[]): Mapping {
  const mapping: Mapping = {};
  for (const field of NEWSLETTER_IMPORT_FIELDS) {
    const column = header.findIndex((name) => GUESSES[field].test(name.trim()));
    if (column >= 0) mapping[field] = column;
  }
  return mapping;
}

/** newsletter/subscriber/import: a CSV file, its columns mapped, a preview, then the import in parts. */
export function SubscriberImport({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  useDocumentTitle(route.label);
  const lists = useNewsletterListChoices();
  const [importPart] = useImportNewsletterSubscribersMutation();
  const [file, setFile] = useState<ParsedFile | null>(null);
  const [mapping, setMapping] = useState<Mapping>({});
  const [existingConsent, setExistingConsent] = useState(false);
  const [source, setSource] = useState('');
  const [chosenLists, setChosenLists] = useState<string[]>([]);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [report, setReport] = useState<NewsletterImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function readFile(chosen: File | undefined) {
    setReport(null);
    setError(null);
    if (!chosen) return setFile(null);
    const text = await readText(chosen);
    const [header = [], ...rows] = readCsv(text, guessCsvSeparator(text));
    if (rows.length === 0) {
      setFile(null);
      return setError(t(`${T}.empty`));
    }
    setFile({ name: chosen.name, header, rows });
    setMapping(guessMapping(header));
  }

  const running = progress !== null && progress.done < progress.total;
  const sourceMissing = existingConsent && !source.trim();

  async function start(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file || mapping.email === undefined || sourceMissing) return;
    setError(null);
    setReport(null);
    const parts = Math.ceil(file.rows.length / IMPORT_PART_ROWS);
    const total: NewsletterImportReport = { imported: 0, duplicates: 0, invalid: 0, problems: [] };
    setProgress({ done: 0, total: parts });
    for (let part = 0; part < parts; part++) {
      const rows = file.rows.slice(part * IMPORT_PART_ROWS, (part + 1) * IMPORT_PART_ROWS);
      const body: NewsletterImport = {
        csv: csvText([file.header, ...rows]),
        mapping: { ...mapping, email: mapping.email },
        first_line: 2 + part * IMPORT_PART_ROWS,
        existing_consent: existingConsent,
        ...(existingConsent ? { source: source.trim() } : {}),
        ...(chosenLists.length ? { lists: chosenLists } : {}),
      };
      try {
        const answer = await importPart(body).unwrap();
        total.imported += answer.imported;
        total.duplicates += answer.duplicates;
        total.invalid += answer.invalid;
        total.problems.push(...answer.problems);
      } catch (failure) {
        setError(messageOf(failure, t(`${T}.failed`)));
        break;
      }
      setProgress({ done: part + 1, total: parts });
      setReport({ ...total, problems: [...total.problems] });
    }
  }

  const columnOptions = (file?.header ?? []).map((name, index) => ({
    value: String(index),
    label: name.trim() || t(`${T}.column`, { number: index + 1 }),
  }));
  const cell = (row: string[], field: NewsletterImportField) =>
    mapping[field] === undefined ? '' : (row[mapping[field]!] ?? '');

  return (
    <section className="admin-screen" aria-labelledby="admin-screen-title">
      <h1 id="admin-screen-title">{route.label}</h1>
      <p>
        <Link to="/subscriber/browse">{t('newsletterAdmin.subscribers.toList')}</Link>
      </p>
      <form className="admin-form" onSubmit={(event) => void start(event)}>
        <fieldset className="admin-form__section">
          <legend>
            <h2 className="admin-form__heading">{t(`${T}.file`)}</h2>
          </legend>
          <label className="gw-field">
            <span className="gw-field__label">{t(`${T}.chooseFile`)}</span>
            <input
              type="file"
              accept=".csv,text/csv"
              className="gw-field__control"
              disabled={running}
              onChange={(event) => void readFile(event.target.files?.[0])}
            />
          </label>
          <p className="gw-field__hint">{t(`${T}.fileHint`)}</p>
          {file ? <p role="status">{t(`${T}.rows`, { count: file.rows.length, name: file.name })}</p> : null}
        </fieldset>

        {file ? (
          <>
            <fieldset className="admin-form__section">
              <legend>
                <h2 className="admin-form__heading">{t(`${T}.mapping`)}</h2>
              </legend>
              {NEWSLETTER_IMPORT_FIELDS.map((field) => (
                <Select
                  key={field}
                  label={t(`${T}.fields.${field}`)}
                  required={field === 'email'}
                  options={columnOptions}
                  placeholder={field === 'email' ? t(`${T}.choose`) : t(`${T}.skip`)}
                  value={mapping[field] === undefined ? '' : String(mapping[field])}
                  onChange={(event) =>
                    setMapping((current) => {
                      const next = { ...current };
                      if (event.target.value === '') delete next[field];
                      else next[field] = Number(event.target.value);
                      return next;
                    })
                  }
                />
              ))}
            </fieldset>

            <h2 id="import-preview" className="admin-form__heading">
              {t(`${T}.preview`, { count: Math.min(PREVIEW_ROWS, file.rows.length) })}
            </h2>
            <AdminTable
              labelledBy="import-preview"
              columns={[
                t(`${T}.line`),
                ...NEWSLETTER_IMPORT_FIELDS.map((field) => t(`${T}.fields.${field}`)),
              ]}
            >
              {file.rows.slice(0, PREVIEW_ROWS).map((row, index) => (
                <tr key={index}>
                  <td>{index + 2}</td>
                  {NEWSLETTER_IMPORT_FIELDS.map((field) => (
                    <td key={field}>{cell(row, field)}</td>
                  ))}
                </tr>
              ))}
            </AdminTable>

            <fieldset className="admin-form__section">
              <legend>
                <h2 className="admin-form__heading">{t(`${T}.consent`)}</h2>
              </legend>
              <Checkbox
                label={t(`${T}.existingConsent`)}
                hint={t(existingConsent ? `${T}.existingConsentHint` : `${T}.doiHint`)}
                checked={existingConsent}
                onChange={(event) => setExistingConsent(event.target.checked)}
              />
              {existingConsent ? (
                <TextInput
                  label={t(`${T}.source`)}
                  hint={t(`${T}.sourceHint`)}
                  required
                  maxLength={200}
                  value={source}
                  error={sourceMissing ? t(`${T}.sourceMissing`) : undefined}
                  onChange={(event) => setSource(event.target.value)}
                />
              ) : null}
              {lists.length ? (
                <fieldset className="admin-form__checks">
                  <legend>{t(`${T}.lists`)}</legend>
                  {lists.map((list) => (
                    <Checkbox
                      key={list.value}
                      label={list.label}
                      checked={chosenLists.includes(list.value)}
                      onChange={(event) =>
                        setChosenLists((current) =>
                          event.target.checked
                            ? [...current, list.value]
                            : current.filter((id) => id !== list.value),
                        )
                      }
                    />
                  ))}
                </fieldset>
              ) : null}
            </fieldset>
            <div className="admin-form__actions">
              <Button type="submit" disabled={running || mapping.email === undefined || sourceMissing}>
                {t(`${T}.start`, { count: file.rows.length })}
              </Button>
            </div>
          </>
        ) : null}
      </form>

      {progress ? (
        <div className="admin-import__progress">
          <p id="import-progress">{t(`${T}.progress`, { done: progress.done, total: progress.total })}</p>
          <progress
            aria-labelledby="import-progress"
            max={progress.total}
            value={progress.done}
            style={{ display: 'block', width: '100%', maxWidth: '32rem' }}
          />
        </div>
      ) : null}
      {error ? <p role="alert">{error}</p> : null}
      {report ? <ImportReport report={report} /> : null}
    </section>
  );
}

function ImportReport({ report }: { report: NewsletterImportReport }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <section aria-labelledby="import-report-title">
      <h2 id="import-report-title">{t(`${T}.report`)}</h2>
      <p role="status">
        {t(`${T}.summary`, {
          imported: report.imported,
          duplicates: report.duplicates,
          invalid: report.invalid,
        })}
      </p>
      {report.problems.length ? (
        <AdminTable
          labelledBy="import-report-title"
          columns={[t(`${T}.line`), t(`${T}.fields.email`), t(`${T}.result`), t(`${T}.reason`)]}
        >
          {report.problems.map((problem) => (
            <tr key={`${problem.line}-${problem.email}`}>
              <td>{problem.line}</td>
              <td>{problem.email}</td>
              <td>{t(`${T}.results.${problem.result}`)}</td>
              <td>{problem.message}</td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
    </section>
  );
}
