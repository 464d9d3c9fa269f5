import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RichTextEditor } from './RichTextEditor';

// jsdom has no layout: ProseMirror measures ranges to scroll the selection into view. Empty
// rectangles let it run; what it shows is then checked through the document.
if (!Range.prototype.getClientRects) {
  Range.prototype.getClientRects = () =>
    Object.assign([] as DOMRect[], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect(0, 0, 0, 0);
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function selectAll(text: string) {
  const editor = await screen.findByRole('textbox', { name: 'Text' });
  await within(editor).findByText(text);
  editor.focus();
  await userEvent.keyboard('{Control>}a{/Control}');
  return editor;
}

describe('RichTextEditor', () => {
  it('offers the nine formatting tools plus undo and redo', async () => {
    render(<RichTextEditor label="Text" value="<p>Hallo</p>" onChange={() => {}} />);
    const toolbar = await screen.findByRole('toolbar', { name: 'Textformat' });
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Fett',
      'Kursiv',
      'Unterstrichen',
      'Durchgestrichen',
      'Überschrift',
      'Aufzählung',
      'Nummerierte Liste',
      'Zitat',
      'Link',
      'Rückgängig',
      'Wiederholen',
    ]);
  });

  it('formats the selection and reports the HTML', async () => {
    const onChange = vi.fn();
    render(<RichTextEditor label="Text" value="<p>Hecke</p>" onChange={onChange} />);
    const editor = await selectAll('Hecke');
    const toolbar = screen.getByRole('toolbar', { name: 'Textformat' });
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Unterstrichen' }));
    await waitFor(() => expect(editor.querySelector('u')?.textContent).toBe('Hecke'));
    expect(within(toolbar).getByRole('button', { name: 'Unterstrichen' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Zitat' }));
    expect(onChange).toHaveBeenLastCalledWith('<blockquote><p><u>Hecke</u></p></blockquote><p></p>');
  });

  it('sets a link from the prompt and removes it with an empty answer', async () => {
    const onChange = vi.fn();
    const prompt = vi.spyOn(window, 'prompt').mockReturnValue('https://gartenwerk.test/');
    render(
      <RichTextEditor label="Text" value="<p>Kontakt</p>" onChange={onChange} labels={{ link: 'Verweis' }} />,
    );
    await selectAll('Kontakt');
    await userEvent.click(screen.getByRole('button', { name: 'Verweis' }));
    expect(prompt).toHaveBeenCalledWith('Adresse des Links (leer lassen, um den Link zu entfernen)', '');
    expect(onChange).toHaveBeenLastCalledWith(
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://gartenwerk.test/">Kontakt</a></p>',
    );
    prompt.mockReturnValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Verweis' }));
    expect(onChange).toHaveBeenLastCalledWith('<p>Kontakt</p>');
  });
});
