import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UploadQueueItem, uploadStatusOf } from './UploadQueueItem';

afterEach(cleanup);

describe('uploadStatusOf', () => {
  it('is queued until started, uploading below 100 and processing at 100', () => {
    expect(uploadStatusOf(false, 0)).toBe('queued');
    expect(uploadStatusOf(true, 0)).toBe('uploading');
    expect(uploadStatusOf(true, 99)).toBe('uploading');
    expect(uploadStatusOf(true, 100)).toBe('processing');
  });
});

describe('UploadQueueItem', () => {
  it('shows the name and the size by the KB/MB rule', () => {
    const { rerender } = render(
      <UploadQueueItem name="hecke.jpg" size={999 * 1024} status="queued" progress={0} />,
    );
    expect(screen.getByText('hecke.jpg')).toBeTruthy();
    expect(screen.getByText('999 KB')).toBeTruthy();
    rerender(<UploadQueueItem name="hecke.jpg" size={1000 * 1024} status="queued" progress={0} />);
    expect(screen.getByText('1.0 MB')).toBeTruthy();
  });

  it('offers remove while queued, and no cancel', async () => {
    const onRemove = vi.fn();
    const onCancel = vi.fn();
    render(
      <UploadQueueItem
        name="a.png"
        size={2048}
        status="queued"
        progress={0}
        onRemove={onRemove}
        onCancel={onCancel}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('wartet');
    expect(screen.queryByRole('button', { name: 'Abbrechen: a.png' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Entfernen: a.png' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });

  it('shows the progress and offers cancel while uploading', async () => {
    const onCancel = vi.fn();
    render(<UploadQueueItem name="a.png" size={2048} status="uploading" progress={42} onCancel={onCancel} />);
    const bar = screen.getByRole('progressbar', { name: 'a.png: wird hochgeladen' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(screen.queryByRole('button', { name: 'Entfernen: a.png' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Abbrechen: a.png' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('says processing at 100 and offers no action', () => {
    render(
      <UploadQueueItem name="a.png" size={2048} status="processing" progress={100} onCancel={vi.fn()} />,
    );
    expect(screen.getByRole('status').textContent).toBe('wird verarbeitet');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
