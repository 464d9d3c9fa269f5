import {
  exportProductsCsv,
  useImportProductsCsvMutation,
  usePreviewProductsCsvMutation,
  type ProductCsvReport,
} from '@gartenwerk/api-client';
import { Button, downloadCsv } from '@gartenwerk/ui';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { useFeedback } from '../feedback';
import { TableFrame } from '../AdminTable';

/** A chosen file's text, as UTF-8. */
export function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsText(file, 'utf-8');
  });
}

/**
 * The products screen's CSV buttons: export every product, and import a file after a preview that
 * names each line's action and errors; a file with an error line cannot be imported.
 */
export function ProductCsv() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const feedback = useFeedback();
  const inputId = useId();
  const [preview, { isLoading: checking }] = usePreviewProductsCsvMutation();
  const [importCsv, { isLoading: importing }] = useImportProductsCsvMutation();
  const [pending, setPending] = useState<{ csv: string; report: ProductCsvReport }>();
  const previewRef = useRef<HTMLElement>(null);
  // The preview stands below the list: bring it into view when a file was checked. Braces: browsers
  // whose scrollIntoView answers a promise would hand React that promise as the effect's cleanup.
  useEffect(() => {
    previewRef.current?.scrollIntoView?.({ block: 'start' });
  }, [pending?.report]);

  async function download() {
    try {
      // The server's text starts with the byte order mark; downloadCsv adds its own.
      downloadCsv(t('productCsv.fileName'), (await exportProductsCsv()).replace(/^\uFEFF/, ''));
    } catch (failure) {
      feedback.failed(t('productCsv.exportFailed'), failure);
    }
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const csv = await readText(file);
    try {
      setPending({ csv, report: await preview(csv).unwrap() });
    } catch (failure) {
      setPending(undefined);
      feedback.failed(t('productCsv.previewFailed'), failure);
    }
  }

  async function apply() {
    if (!pending) return;
    try {
      const done = await importCsv(pending.csv).unwrap();
      setPending(undefined);
      feedback.succeeded(t('productCsv.imported', { created: done.created, updated: done.updated }));
    } catch (failure) {
      feedback.failed(t('productCsv.importFailed'), failure);
    }
  }

  return (
    <>
      <p className="admin-form__actions">
        <Button variant="secondary" onClick={() => void download()}>
          {t('productCsv.export')}
        </Button>
        <label className="admin-file-button" htmlFor={inputId}>
          {t('productCsv.import')}
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            className="admin-file-button__input"
            disabled={checking || importing}
            onChange={(event) => void choose(event)}
          />
        </label>
      </p>
      {pending ? (
        <section aria-labelledby="product-csv-preview" ref={previewRef}>
          <h2 id="product-csv-preview">{t('productCsv.previewTitle')}</h2>
          <p role="status">
            {t('productCsv.summary', {
              created: pending.report.created,
              updated: pending.report.updated,
              refused: pending.report.refused,
            })}
          </p>
          <TableFrame labelledBy="product-csv-preview">
            <table className="admin-table" aria-labelledby="product-csv-preview">
              <thead>
                <tr>
                  <th scope="col">{t('productCsv.line')}</th>
                  <th scope="col">{t('productCsv.action')}</th>
                  <th scope="col">{t('productCsv.title')}</th>
                  <th scope="col">{t('productCsv.problems')}</th>
                </tr>
              </thead>
              <tbody>
                {pending.report.rows.map((row) => (
                  <tr key={row.line}>
                    <td>{row.line}</td>
                    <td>{t(`productCsv.${row.action}`)}</td>
                    <td>{row.title}</td>
                    <td>{row.errors.length > 0 ? row.errors.join(' ') : t('productCsv.fine')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableFrame>
          {pending.report.refused > 0 ? <p role="alert">{t('productCsv.fixFirst')}</p> : null}
          <p className="admin-form__actions">
            <Button onClick={() => void apply()} disabled={importing || pending.report.refused > 0}>
              {t('productCsv.apply')}
            </Button>
            <Button variant="secondary" onClick={() => setPending(undefined)}>
              {t('productCsv.discard')}
            </Button>
          </p>
        </section>
      ) : null}
    </>
  );
}
