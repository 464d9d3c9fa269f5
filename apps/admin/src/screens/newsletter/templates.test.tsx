import { createNewsletterTemplateHandlers } from '@gartenwerk/api-client/msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cellTexts, listRows, recordRequests, toastText } from '../../test/queries';
import { adminUser, renderAdmin } from '../../test/renderAdmin';

const PREVIEW = '/api/v0/newsletter_template/preview';

describe('templates/browse and templates/edit', () => {
  it('lists the templates with subject and language, linked to their editor', async () => {
    renderAdmin('/admincenter/templates/browse', adminUser, { handlers: createNewsletterTemplateHandlers() });
    const rows = await listRows('Vorlagen');
    expect(rows).toHaveLength(2);
    const texts = rows.map((row) => cellTexts(row).slice(0, 3));
    expect(texts).toContainEqual(['Frühlingsnewsletter', 'Jetzt pflanzen: Obstbäume und Rosen', 'Deutsch']);
    const link = within(rows[texts.findIndex((row) => row[0] === 'Herbstaktion')]!).getByRole('link', {
      name: 'Herbstaktion',
    });
    expect(link.getAttribute('href')).toBe('/admincenter/templates/edit/tpl-herbst');
  });

  it('builds a template from modules with the keyboard, previews it at both widths, saves it and sends a test', async () => {
    const user = userEvent.setup();
    const previews = recordRequests('POST', PREVIEW);
    const creates = recordRequests('POST', '/api/v0/newsletter_template/');
    const tests = recordRequests('POST', '/api/v0/newsletter/sendtest/');
    renderAdmin('/admincenter/templates/edit/new', adminUser, {
      handlers: [previews.spy, creates.spy, tests.spy, ...createNewsletterTemplateHandlers()],
    });
    const form = await screen.findByRole('form', { name: 'Newsletter-Vorlage' });
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Sommer');
    await user.type(within(form).getByRole('textbox', { name: /^Betreff/ }), 'Sommerblüher');

    // Add a text, then a heading, each by its button; type into each.
    await user.click(within(form).getByRole('button', { name: '+ Text hinzufügen' }));
    await user.type(within(form).getByRole('textbox', { name: 'Text' }), 'Liebe(r) {{{{name}}');
    await user.click(within(form).getByRole('button', { name: '+ Überschrift hinzufügen' }));
    await user.type(within(form).getAllByRole('textbox', { name: 'Text' })[1]!, 'Lavendel & Rosen');

    // The heading moves up from the keyboard; the focus stays on its move button.
    const up = within(form).getByRole('button', { name: 'Überschrift (Modul 2) nach oben' });
    up.focus();
    await user.keyboard('{Enter}');
    expect(within(form).getByRole('heading', { name: '1. Überschrift' })).toBeTruthy();
    expect(document.activeElement).toBe(
      within(form).getByRole('button', { name: 'Überschrift (Modul 1) nach unten' }),
    );
    expect(screen.getByText('Überschrift steht jetzt an Stelle 1.')).toBeTruthy();

    // The preview follows the draft, at a phone's width first and a desktop's on request.
    const frame = await waitFor(() => {
      const found = screen.getByTitle('Vorschau der Mail, 390 Pixel breit') as HTMLIFrameElement;
      expect(found.getAttribute('srcdoc')).toContain('<h1>Lavendel &#38; Rosen</h1>');
      return found;
    });
    expect(frame.style.width).toBe('390px');
    expect(previews.bodies.at(-1)).toEqual({
      subject: 'Sommerblüher',
      preheader: '',
      language: 'de',
      modules: [
        { type: 'heading', props: { text: 'Lavendel & Rosen', level: 1 } },
        { type: 'text', props: { text: 'Liebe(r) {{name}}' } },
      ],
    });
    await user.click(screen.getByRole('radio', { name: 'Desktop (700 px)' }));
    expect((screen.getByTitle('Vorschau der Mail, 700 Pixel breit') as HTMLIFrameElement).style.width).toBe(
      '700px',
    );

    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(await toastText()).toContain('gespeichert');
    expect(creates.bodies).toEqual([
      {
        name: 'Sommer',
        subject: 'Sommerblüher',
        preheader: '',
        language: 'de',
        modules: (previews.bodies.at(-1) as { modules: unknown }).modules,
      },
    ]);

    // A test to more than ten addresses is refused here; two go out.
    const addresses = screen.getByRole('textbox', { name: 'E-Mail-Adressen' });
    await user.type(
      addresses,
      Array.from({ length: 11 }, (_, index) => `t${index}@beispiel.test`).join(', '),
    );
    await user.click(screen.getByRole('button', { name: 'Test senden' }));
    expect(await screen.findByText('Höchstens 10 E-Mail-Adressen.')).toBeTruthy();
    expect(tests.bodies).toEqual([]);
    await user.clear(addresses);
    await user.type(addresses, 'chefin@gartenwerk.test, team@gartenwerk.test');
    await user.click(screen.getByRole('button', { name: 'Test senden' }));
    await waitFor(async () => expect(await toastText()).toContain('Test an 2 Adressen gesendet.'));
    expect(tests.bodies).toEqual([
      {
        draft: previews.bodies.at(-1),
        emails: ['chefin@gartenwerk.test', 'team@gartenwerk.test'],
      },
    ]);
  });

  it('removes a module and opens a stored template with its modules', async () => {
    const user = userEvent.setup();
    renderAdmin('/admincenter/templates/edit/tpl-fruehling', adminUser, {
      handlers: createNewsletterTemplateHandlers(),
    });
    const form = await screen.findByRole('form', { name: 'Newsletter-Vorlage' });
    expect(within(form).getByRole('textbox', { name: /^Name/ })).toHaveProperty(
      'value',
      'Frühlingsnewsletter',
    );
    expect(
      within(form)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['1. Überschrift', '2. Text', '3. Trennlinie', 'Modul hinzufügen']);
    await user.click(within(form).getByRole('button', { name: 'Text (Modul 2) entfernen' }));
    expect(
      within(form)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['1. Überschrift', '2. Trennlinie', 'Modul hinzufügen']);
    expect(document.activeElement?.textContent).toBe('Modul hinzufügen');
  });
});
