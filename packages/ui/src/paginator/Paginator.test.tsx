import { PAGINATION } from '@gartenwerk/domain';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Paginator } from './Paginator';
import { pageSlots } from './pages';

afterEach(cleanup);

/** The slots as text: page numbers and … for gaps. */
const shown = (current: number, count: number) =>
  pageSlots(current, count, PAGINATION.pageRangeDisplayed, PAGINATION.marginPagesDisplayed)
    .map((slot) => (slot.kind === 'page' ? String(slot.page) : '…'))
    .join(' ');

describe('pageSlots', () => {
  it('shows every page when they fit', () => {
    expect(shown(1, 1)).toBe('1');
    expect(shown(2, 5)).toBe('1 2 3 4 5');
    expect(shown(1, 0)).toBe('');
  });

  it('keeps one page at either end and three around the open one, with gaps between', () => {
    expect(shown(1, 20)).toBe('1 2 3 … 20');
    expect(shown(10, 20)).toBe('1 … 9 10 11 … 20');
    expect(shown(20, 20)).toBe('1 … 18 19 20');
  });

  it('shows a single left-out page instead of a gap', () => {
    expect(shown(4, 20)).toBe('1 2 3 4 5 … 20');
    expect(shown(17, 20)).toBe('1 … 16 17 18 19 20');
  });
});

function Controlled({ count, onPageChange }: { count: number; onPageChange?: (page: number) => void }) {
  const [page, setPage] = useState(1);
  return (
    <Paginator
      page={page}
      pageCount={count}
      onPageChange={(next) => {
        onPageChange?.(next);
        setPage(next);
      }}
    />
  );
}

describe('Paginator', () => {
  it('renders nothing for a single page', () => {
    render(<Paginator page={1} pageCount={1} onPageChange={() => undefined} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('marks the open page and moves with previous, next and page buttons', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Controlled count={12} onPageChange={onPageChange} />);
    const nav = screen.getByRole('navigation', { name: 'Seitennavigation' });
    expect(nav).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Seite 1' }).getAttribute('aria-current')).toBe('page');

    await user.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    expect(screen.getByRole('button', { name: 'Seite 2' }).getAttribute('aria-current')).toBe('page');
    await user.click(screen.getByRole('button', { name: 'Seite 12' }));
    expect(screen.getByRole('button', { name: 'Nächste Seite' }).getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    expect(onPageChange.mock.calls).toEqual([[2], [12]]);
  });

  it('works from the keyboard and keeps focus on next at the last page', async () => {
    const user = userEvent.setup();
    render(<Controlled count={2} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Vorherige Seite' }));
    expect(document.activeElement?.getAttribute('aria-disabled')).toBe('true');
    await user.tab();
    await user.tab();
    await user.tab();
    const next = screen.getByRole('button', { name: 'Nächste Seite' });
    expect(document.activeElement).toBe(next);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Seite 2' }).getAttribute('aria-current')).toBe('page');
    expect(document.activeElement).toBe(next);
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Seite 2' }).getAttribute('aria-current')).toBe('page');
  });
});
