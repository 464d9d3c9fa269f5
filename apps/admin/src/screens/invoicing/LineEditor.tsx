import {
  useLazySearchInvoiceFactorsQuery,
  useLazySearchInvoiceItemsQuery,
  type InvoiceFactor,
  type InvoiceItem,
} from '@gartenwerk/api-client';
import {
  documentTotalsOfLines,
  formatDecimal,
  formatEuro,
  parseDecimal,
  type PriceMode,
} from '@gartenwerk/domain';
import { Button } from '@gartenwerk/ui';
import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { DocumentTotalsTable } from './DocumentTotalsTable';
import {
  draftTotals,
  emptyLine,
  lineProblems,
  moved,
  type LineDefaults,
  type LineDraft,
  type NumberCell,
} from './lines';
import { Typeahead } from './Typeahead';
import { TableFrame } from '../AdminTable';

/** The typed cells, left to right: the order Enter and the arrow keys follow. */
const CELLS = ['title', 'amount', 'unit', 'price', 'vat_rate', 'discount', 'factor'] as const;
type Cell = (typeof CELLS)[number];

export interface LineEditorProps {
  lines: readonly LineDraft[];
  onChange: (lines: LineDraft[]) => void;
  priceMode: PriceMode;
  /** What a new line starts with. */
  lineDefaults: LineDefaults;
  /** Why the lines were refused, if they were (shown below the table). */
  error?: string;
}

/** An item's price in the document's price mode: the domain's VAT arithmetic of one unit. */
function priceIn(item: InvoiceItem, mode: PriceMode): number {
  if (item.price_mode === mode) return item.price;
  const unit = documentTotalsOfLines(
    [{ amount: 1, price: item.price, vat_rate: item.vat_rate }],
    item.price_mode,
  );
  return (mode === 'net' ? unit.net : unit.gross) / 100;
}

/**
 * The lines of a document, edited like a spreadsheet: Enter goes down a row (and adds one after the
 * last), Shift+Enter up, the arrow keys up and down a column, Tab along the row; the title suggests
 * items, the factor named factors. Lines move by dragging the handle, or with the move buttons and
 * Alt+arrow keys. Every change shows the totals the server will store (packages/domain).
 */
export function LineEditor({ lines, onChange, priceMode, lineDefaults, error }: LineEditorProps) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const table = useRef<HTMLTableElement>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const [searchItems] = useLazySearchInvoiceItemsQuery();
  const [searchFactors] = useLazySearchInvoiceFactorsQuery();
  const locale = i18n.language === 'en' ? 'en-GB' : 'de-AT';
  const money = (cents: number) => formatEuro(cents, locale);
  const { totals, lineTotals } = draftTotals(lines, priceMode);

  const findItems = useCallback(
    async (text: string) => (await searchItems(text).unwrap()).items,
    [searchItems],
  );
  const findFactors = useCallback(
    async (text: string) =>
      // A typed number is the factor itself; a name asks for the named factors.
      parseDecimal(text).ok ? [] : (await searchFactors(text).unwrap()).items,
    [searchFactors],
  );

  const focusCell = (row: number, cell: Cell) =>
    // After React has drawn a row added or moved by the same key.
    setTimeout(
      () =>
        table.current?.querySelector<HTMLInputElement>(`[data-row="${row}"][data-cell="${cell}"]`)?.focus(),
      0,
    );

  const change = (index: number, values: Partial<LineDraft>) =>
    onChange(lines.map((line, at) => (at === index ? { ...line, ...values } : line)));
  const move = (from: number, to: number) => onChange(moved(lines, from, to));
  const add = () => onChange([...lines, emptyLine(lineDefaults)]);

  function keyDown(event: KeyboardEvent<HTMLInputElement>, row: number, cell: Cell) {
    if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      const to = row + (event.key === 'ArrowUp' ? -1 : 1);
      if (to < 0 || to >= lines.length) return;
      move(row, to);
      focusCell(to, cell);
      return;
    }
    if (event.key === 'Enter' || event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const up = event.key === 'ArrowUp' || (event.key === 'Enter' && event.shiftKey);
      const to = row + (up ? -1 : 1);
      if (to < 0) return;
      if (to >= lines.length) {
        if (event.key !== 'Enter') return;
        onChange([...lines, emptyLine(lineDefaults)]);
        focusCell(to, 'title');
        return;
      }
      focusCell(to, cell);
    }
  }

  const columnName = (cell: Cell) =>
    cell === 'price' ? t(`documents.lines.price_${priceMode}`) : t(`documents.lines.${cell}`);
  const cellLabel = (cell: Cell, row: number) =>
    t('documents.lines.cellLabel', { column: columnName(cell), row: row + 1 });

  return (
    <div className="admin-lines">
      <p id="admin-lines-keys" className="admin-lines__hint">
        {t('documents.lines.keys')}
      </p>
      <TableFrame label={t('documents.lines.caption')}>
        <table ref={table} className="admin-table admin-lines__table" aria-describedby="admin-lines-keys">
          <caption className="visually-hidden">{t('documents.lines.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">{t('documents.lines.handle')}</span>
              </th>
              <th scope="col">{t('documents.lines.position')}</th>
              {CELLS.map((cell) => (
                <th key={cell} scope="col" className={`admin-lines__${cell}`}>
                  {columnName(cell)}
                </th>
              ))}
              <th scope="col" className="admin-lines__total">
                {t('documents.lines.total')}
              </th>
              <th scope="col">
                <span className="visually-hidden">{t('documents.lines.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line, row) => {
              const problems = lineProblems(line);
              const lineTotal = lineTotals[row];
              const numberInput = (cell: Exclude<NumberCell, 'discount_amount' | 'factor'>) => (
                <input
                  data-row={row}
                  data-cell={cell}
                  aria-label={cellLabel(cell, row)}
                  inputMode="decimal"
                  value={line[cell]}
                  aria-invalid={problems.has(cell) && line[cell] !== '' ? true : undefined}
                  onChange={(event) => change(row, { [cell]: event.target.value })}
                  onKeyDown={(event) => keyDown(event, row, cell)}
                />
              );
              return (
                <tr
                  key={line.key}
                  className={dragging === row ? 'admin-lines__row--dragging' : undefined}
                  onDragOver={(event) => {
                    if (dragging === null) return;
                    event.preventDefault();
                    event.dataTransfer.dropEffect = 'move';
                  }}
                  onDrop={(event) => {
                    event.preventDefault();
                    if (dragging !== null) move(dragging, row);
                    setDragging(null);
                  }}
                >
                  <td>
                    <span
                      className="admin-lines__handle"
                      draggable
                      aria-hidden="true"
                      title={t('documents.lines.drag')}
                      onDragStart={(event) => {
                        setDragging(row);
                        event.dataTransfer.effectAllowed = 'move';
                        event.dataTransfer.setData('text/plain', line.key);
                      }}
                      onDragEnd={() => setDragging(null)}
                    >
                      ⠿
                    </span>
                  </td>
                  <td>{row + 1}</td>
                  <td className="admin-lines__title">
                    <Typeahead<InvoiceItem>
                      data-row={row}
                      data-cell="title"
                      aria-label={cellLabel('title', row)}
                      value={line.title}
                      onChange={(title) => change(row, { title, item_id: null })}
                      search={findItems}
                      minLength={2}
                      optionKey={(item) => item._id}
                      optionLabel={(item) =>
                        `${item.title} · ${money(Math.round(item.price * 100))}${item.unit ? ` / ${item.unit}` : ''}`
                      }
                      onPick={(item) => {
                        change(row, {
                          title: item.title,
                          description: item.description,
                          item_id: item._id,
                          unit: item.unit,
                          price: formatDecimal(priceIn(item, priceMode), 2),
                          vat_rate: formatDecimal(item.vat_rate),
                        });
                        focusCell(row, 'amount');
                      }}
                      onKeyDown={(event) => keyDown(event, row, 'title')}
                    />
                  </td>
                  <td className="admin-lines__amount">{numberInput('amount')}</td>
                  <td className="admin-lines__unit">
                    <input
                      data-row={row}
                      data-cell="unit"
                      aria-label={cellLabel('unit', row)}
                      value={line.unit}
                      onChange={(event) => change(row, { unit: event.target.value })}
                      onKeyDown={(event) => keyDown(event, row, 'unit')}
                    />
                  </td>
                  <td className="admin-lines__price">{numberInput('price')}</td>
                  <td className="admin-lines__vat_rate">{numberInput('vat_rate')}</td>
                  <td className="admin-lines__discount">{numberInput('discount')}</td>
                  <td className="admin-lines__factor">
                    <Typeahead<InvoiceFactor>
                      data-row={row}
                      data-cell="factor"
                      aria-label={cellLabel('factor', row)}
                      inputMode="decimal"
                      value={line.factor}
                      aria-invalid={problems.has('factor') && line.factor !== '' ? true : undefined}
                      onChange={(factor) => change(row, { factor, factor_id: null })}
                      search={findFactors}
                      optionKey={(factor) => factor._id}
                      optionLabel={(factor) => `${factor.name} (${formatDecimal(factor.factor)})`}
                      onPick={(factor) =>
                        change(row, { factor: formatDecimal(factor.factor), factor_id: factor._id })
                      }
                      onKeyDown={(event) => keyDown(event, row, 'factor')}
                    />
                  </td>
                  <td className="admin-lines__total" data-testid={`line-total-${row + 1}`}>
                    {lineTotal === null || lineTotal === undefined ? '–' : money(lineTotal)}
                  </td>
                  <td className="admin-lines__actions">
                    <button
                      type="button"
                      aria-label={t('documents.lines.up', { row: row + 1 })}
                      disabled={row === 0}
                      onClick={() => move(row, row - 1)}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      aria-label={t('documents.lines.down', { row: row + 1 })}
                      disabled={row === lines.length - 1}
                      onClick={() => move(row, row + 1)}
                    >
                      ↓
                    </button>
                    <button
                      type="button"
                      aria-label={t('documents.lines.remove', { row: row + 1 })}
                      onClick={() => onChange(lines.filter((_line, at) => at !== row))}
                    >
                      ✕
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableFrame>
      {error ? (
        <p role="alert" className="admin-lines__error">
          {error}
        </p>
      ) : null}
      <p>
        <Button variant="secondary" onClick={add}>
          {t('documents.lines.add')}
        </Button>
      </p>
      <DocumentTotalsTable totals={totals} priceMode={priceMode} />
    </div>
  );
}
