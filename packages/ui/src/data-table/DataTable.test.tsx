import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn } from './DataTable';
import { toCsv } from './csv';

afterEach(cleanup);
beforeEach(() => localStorage.clear());

interface Plant {
  id: string;
  title: string;
  price: number;
  stock: number;
}

const PLANTS: Plant[] = [
  { id: 'a', title: 'Apfelbaum', price: 49.9, stock: 3 },
  { id: 'b', title: 'Zwetschke', price: 39, stock: 12 },
  { id: 'c', title: 'Birne', price: 45.5, stock: 0 },
];

const COLUMNS: DataTableColumn<Plant>[] = [
  { id: 'title', header: 'Titel', value: (plant) => plant.title, sortable: true, hideable: false },
  {
    id: 'price',
    header: 'Preis',
    value: (plant) => plant.price,
    cell: (plant) => `€ ${plant.price.toFixed(2).replace('.', ',')}`,
    sortable: true,
    align: 'end',
    total: (rows) =>
      `€ ${rows
        .reduce((sum, row) => sum + row.price, 0)
        .toFixed(2)
        .replace('.', ',')}`,
  },
  { id: 'stock', header: 'Bestand', value: (plant) => plant.stock },
];

function titlesShown(): string[] {
  const body = screen.getAllByRole('rowgroup')[1]!;
  return within(body)
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell')[1]!.textContent ?? '');
}

function Selectable({ onBulk }: { onBulk: (titles: string[]) => void }) {
  const [selected, setSelected] = useState<string[]>([]);
  const [sort, setSort] = useState<string>();
  return (
    <DataTable
      label="Pflanzen"
      columns={COLUMNS}
      rows={PLANTS}
      rowId={(plant) => plant.id}
      rowLabel={(plant) => plant.title}
      sort={sort}
      onSortChange={setSort}
      sortMode="client"
      selected={selected}
      onSelectedChange={setSelected}
      bulkActions={(rows) => (
        <button type="button" onClick={() => onBulk(rows.map((row) => row.title))}>
          Löschen
        </button>
      )}
      storageKey="test-columns"
      empty="Keine Pflanzen."
    />
  );
}

describe('DataTable', () => {
  it('sorts ascending, then descending, then back to the given order', async () => {
    const user = userEvent.setup();
    render(<Selectable onBulk={() => {}} />);
    expect(titlesShown()).toEqual(['Apfelbaum', 'Zwetschke', 'Birne']);
    await user.click(screen.getByRole('button', { name: /Titel/ }));
    expect(titlesShown()).toEqual(['Apfelbaum', 'Birne', 'Zwetschke']);
    expect(screen.getByRole('columnheader', { name: /Titel/ }).getAttribute('aria-sort')).toBe('ascending');
    await user.click(screen.getByRole('button', { name: /Titel/ }));
    expect(titlesShown()).toEqual(['Zwetschke', 'Birne', 'Apfelbaum']);
    expect(screen.getByRole('columnheader', { name: /Titel/ }).getAttribute('aria-sort')).toBe('descending');
    await user.click(screen.getByRole('button', { name: /Titel/ }));
    expect(titlesShown()).toEqual(['Apfelbaum', 'Zwetschke', 'Birne']);
  });

  it('reports the sort by name, with a minus for descending, when the server sorts', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    render(
      <DataTable
        label="Pflanzen"
        columns={COLUMNS}
        rows={PLANTS}
        rowId={(plant) => plant.id}
        sort="price"
        onSortChange={onSortChange}
        empty="Keine Pflanzen."
      />,
    );
    // The server's order stays as it came.
    expect(
      screen
        .getAllByRole('row')
        .slice(1, 4)
        .map((row) => row.textContent),
    ).toEqual(['Apfelbaum€ 49,903', 'Zwetschke€ 39,0012', 'Birne€ 45,500']);
    await user.click(screen.getByRole('button', { name: /Preis/ }));
    expect(onSortChange).toHaveBeenCalledWith('-price');
  });

  it('selects rows one by one or the whole page and hands them to the bulk actions', async () => {
    const user = userEvent.setup();
    const onBulk = vi.fn();
    render(<Selectable onBulk={onBulk} />);
    expect(screen.queryByRole('button', { name: 'Löschen' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Birne auswählen' }));
    expect(screen.getByText('1 ausgewählt')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Löschen' }));
    expect(onBulk).toHaveBeenLastCalledWith(['Birne']);
    await user.click(screen.getByRole('checkbox', { name: 'Alle Zeilen dieser Seite auswählen' }));
    expect(screen.getByText('3 ausgewählt')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Löschen' }));
    expect(onBulk).toHaveBeenLastCalledWith(['Apfelbaum', 'Zwetschke', 'Birne']);
    await user.click(screen.getByRole('checkbox', { name: 'Alle Zeilen dieser Seite auswählen' }));
    expect(screen.queryByText(/ausgewählt$/)).toBeNull();
  });

  it('hides a column the person unticks and remembers it for the next visit', async () => {
    const user = userEvent.setup();
    render(<Selectable onBulk={() => {}} />);
    await user.click(screen.getByText('Spalten', { selector: 'summary' }));
    // The column naming the row cannot be hidden.
    expect(screen.queryByRole('checkbox', { name: 'Titel' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Bestand' }));
    expect(screen.queryByRole('columnheader', { name: 'Bestand' })).toBeNull();
    cleanup();
    render(<Selectable onBulk={() => {}} />);
    expect(screen.queryByRole('columnheader', { name: 'Bestand' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: /Preis/ })).toBeTruthy();
  });

  it('sums a money column in the footer', () => {
    render(<Selectable onBulk={() => {}} />);
    const footer = screen.getAllByRole('rowgroup')[2]!;
    expect(within(footer).getByText('Summe')).toBeTruthy();
    expect(within(footer).getByText('€ 134,40')).toBeTruthy();
  });

  it('shows skeleton rows while loading, the message of an empty list, and an error instead of rows', () => {
    const props = {
      label: 'Pflanzen',
      columns: COLUMNS,
      rowId: (plant: Plant) => plant.id,
      empty: 'Keine Pflanzen.',
    };
    const { rerender } = render(<DataTable {...props} rows={undefined} />);
    expect(screen.getByRole('status').textContent).toBe('Wird geladen …');
    expect(screen.getByRole('table', { name: 'Pflanzen' }).parentElement?.getAttribute('aria-busy')).toBe(
      'true',
    );
    rerender(<DataTable {...props} rows={[]} />);
    expect(screen.getByText('Keine Pflanzen.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    rerender(<DataTable {...props} rows={PLANTS} error="Die Liste konnte nicht geladen werden." />);
    expect(screen.getByRole('alert').textContent).toBe('Die Liste konnte nicht geladen werden.');
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('toCsv', () => {
  it('writes a header and a line a row, separated by semicolons, numbers with a decimal comma', () => {
    const csv = toCsv(
      [
        { header: 'Titel', value: (plant: Plant) => plant.title },
        { header: 'Preis', value: (plant: Plant) => plant.price },
      ],
      PLANTS.slice(0, 2),
    );
    expect(csv).toBe('Titel;Preis\r\nApfelbaum;49,9\r\nZwetschke;39\r\n');
  });

  it('quotes cells holding a separator, a quote or a line break', () => {
    const csv = toCsv(
      [{ header: 'Text', value: (text: string) => text }],
      ['a;b', 'sagt "hallo"', 'zwei\nZeilen', ''],
    );
    expect(csv).toBe('Text\r\n"a;b"\r\n"sagt ""hallo"""\r\n"zwei\nZeilen"\r\n\r\n');
  });
});
