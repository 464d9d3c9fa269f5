import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SwatchGroup } from './SwatchGroup';

afterEach(cleanup);

const COLOURS = [
  { value: 'c1', label: 'Dunkelrot', color: '#8b1e2d' },
  { value: 'c2', label: 'Weiß', color: '#ffffff', disabled: true },
];

describe('SwatchGroup', () => {
  it('offers each colour as a radio named by the colour, painted with its code', () => {
    render(<SwatchGroup label="Farbe" name="color" options={COLOURS} />);
    const red = screen.getByRole('radio', { name: 'Dunkelrot' }) as HTMLInputElement;
    expect(red.name).toBe('color');
    expect(red.value).toBe('c1');
    const paint = red.parentElement!.querySelector<HTMLElement>('.gw-swatch__color')!;
    expect(paint.style.backgroundColor).toBe('rgb(139, 30, 45)');
    expect((screen.getByRole('radio', { name: 'Weiß' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('writes the chosen colour’s name beside the question once one is chosen', () => {
    const { container } = render(<SwatchGroup label="Farbe" options={COLOURS} />);
    expect(container.querySelector('.gw-swatches__chosen')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Dunkelrot' }));
    expect(container.querySelector('.gw-swatches__chosen')?.textContent).toBe('Dunkelrot');
  });

  it('says why the choice is refused under the swatches and marks the group invalid', () => {
    render(<SwatchGroup label="Farbe" options={COLOURS} required error="Bitte wählen Sie eine Farbe." />);
    const group = screen.getByRole('radiogroup', { name: 'Farbe' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(group.getAttribute('aria-required')).toBe('true');
    expect(screen.getByText('Bitte wählen Sie eine Farbe.').id).toBe(group.getAttribute('aria-describedby'));
  });
});
