import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageSwitch } from './LanguageSwitch';

afterEach(cleanup);

const LANGUAGES = [
  { code: 'de', name: 'Deutsch' },
  { code: 'en', name: 'English' },
];

describe('LanguageSwitch', () => {
  it('presses the current language and names each in its own language', () => {
    render(<LanguageSwitch label="Sprache" languages={LANGUAGES} current="de" onChoose={() => {}} />);
    const group = screen.getByRole('group', { name: 'Sprache' });
    expect(group.className).toBe('gw-language-switch');
    expect(screen.getByRole('button', { name: 'Deutsch' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('lang')).toBe('en');
  });

  it('reports the chosen language', async () => {
    const onChoose = vi.fn();
    render(<LanguageSwitch label="Sprache" languages={LANGUAGES} current="de" onChoose={onChoose} />);
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(onChoose).toHaveBeenCalledWith('en');
  });
});
