import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dropzone } from './Dropzone';

afterEach(cleanup);

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'rose.png', { type: 'image/png' });
const pdf = () => new File(['%PDF-1.7'], 'preise.pdf', { type: 'application/pdf' });

function dataTransfer(files: File[]) {
  return { files, types: ['Files'], dropEffect: 'none' };
}

describe('Dropzone', () => {
  it('reports the files picked through the button', async () => {
    const onFiles = vi.fn();
    render(<Dropzone onFiles={onFiles} buttonLabel="Hochladen" />);
    const input = screen.getByLabelText<HTMLInputElement>('Hochladen');
    const click = vi.spyOn(input, 'click');
    await userEvent.click(screen.getByRole('button', { name: 'Hochladen' }));
    expect(click).toHaveBeenCalledOnce();
    await userEvent.upload(input, [png(), pdf()]);
    expect(onFiles).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'rose.png' }),
      expect.objectContaining({ name: 'preise.pdf' }),
    ]);
  });

  it('opens the picker from the keyboard', async () => {
    render(<Dropzone onFiles={vi.fn()} buttonLabel="Hochladen" />);
    const click = vi.spyOn(screen.getByLabelText<HTMLInputElement>('Hochladen'), 'click');
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Hochladen' }));
    await userEvent.keyboard('{Enter}');
    expect(click).toHaveBeenCalledOnce();
  });

  it('takes dropped files and highlights while files are over it', () => {
    const onFiles = vi.fn();
    const { container } = render(<Dropzone onFiles={onFiles} />);
    const zone = container.querySelector('.gw-dropzone')!;
    fireEvent.dragOver(zone, { dataTransfer: dataTransfer([png()]) });
    expect(zone.className).toContain('gw-dropzone--over');
    fireEvent.drop(zone, { dataTransfer: dataTransfer([png(), pdf()]) });
    expect(zone.className).not.toContain('gw-dropzone--over');
    expect(onFiles.mock.calls[0]![0].map((file: File) => file.name)).toEqual(['rose.png', 'preise.pdf']);
  });

  it('takes only the first dropped file when not multiple, and nothing when disabled', () => {
    const onFiles = vi.fn();
    const { container, rerender } = render(<Dropzone onFiles={onFiles} multiple={false} />);
    const zone = container.querySelector('.gw-dropzone')!;
    fireEvent.drop(zone, { dataTransfer: dataTransfer([png(), pdf()]) });
    expect(onFiles.mock.calls[0]![0]).toHaveLength(1);
    rerender(<Dropzone onFiles={onFiles} disabled />);
    fireEvent.drop(zone, { dataTransfer: dataTransfer([pdf()]) });
    expect(onFiles).toHaveBeenCalledOnce();
  });
});
