import { createNewsletterAdminHandlers } from '@gartenwerk/api-client/msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { recordRequests, toastText } from '../../test/queries';
import { adminUser, renderAdmin } from '../../test/renderAdmin';
import { IMPORT_PART_ROWS } from './SubscriberImport';

const csvFile = (text: string, name = 'adressen.csv') => new File([text], name, { type: 'text/csv' });

describe('newsletter/settings', () => {
  it('shows the defaults, refuses a confirmation text without {{link}} and saves the changes', async () => {
    const user = userEvent.setup();
    const writes = recordRequests('PUT', '/api/v0/newsletter/settings');
    renderAdmin('/admincenter/newsletter/settings', adminUser, {
      handlers: [writes.spy, ...createNewsletterAdminHandlers()],
    });
    const sender = await screen.findByRole('textbox', { name: 'Name des Absenders' });
    expect((sender as HTMLInputElement).value).toBe('Gartenwerk');
    expect((screen.getByRole('spinbutton', { name: /Mails pro Minute/ }) as HTMLInputElement).value).toBe(
      '60',
    );
    expect(
      (screen.getByRole('checkbox', { name: /Öffnungen und Klicks zählen/ }) as HTMLInputElement).checked,
    ).toBe(true);

    await user.clear(sender);
    await user.type(sender, 'Baumschule Gartenwerk');
    await user.click(screen.getByRole('checkbox', { name: /Öffnungen und Klicks zählen/ }));
    const german = screen.getByRole('group', { name: 'Bestätigungsmail (Deutsch)' });
    const body = within(german).getByRole('textbox', { name: /Text/ });
    fireEvent.change(body, { target: { value: 'Bitte bestätigen Sie hier.' } });
    expect(
      within(german).getByText('Der Text braucht den Platzhalter {{link}} für den Bestätigungslink.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Einstellungen speichern' }));
    expect(writes.bodies).toEqual([]);

    fireEvent.change(body, { target: { value: 'Bitte bestätigen Sie hier: {{link}}' } });
    await user.click(screen.getByRole('button', { name: 'Einstellungen speichern' }));
    expect(await toastText()).toContain('gespeichert');
    expect(writes.bodies).toEqual([
      expect.objectContaining({
        sender_name: 'Baumschule Gartenwerk',
        tracking: false,
        doi: expect.objectContaining({
          de: expect.objectContaining({ body: 'Bitte bestätigen Sie hier: {{link}}' }),
        }),
      }),
    ]);
  });
});

describe('newsletter/subscriber/import', () => {
  it('reads a semicolon file with BOM, guesses the columns, previews and imports with a report', async () => {
    const user = userEvent.setup();
    const writes = recordRequests('POST', '/api/v0/newsletter_subscriber/import');
    renderAdmin('/admincenter/newsletter/subscriber/import', adminUser, {
      handlers: [writes.spy, ...createNewsletterAdminHandlers()],
    });
    const text =
      '\uFEFFE-Mail;Name;Schlagworte\r\nneu@beispiel.test;"Huber; Maria";obst\r\nkaputt;X;\r\nerika@beispiel.test;Erika;\r\n';
    await user.upload(await screen.findByLabelText('CSV-Datei wählen'), csvFile(text));
    expect(await screen.findByText('adressen.csv: 3 Zeilen')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: /E-Mail-Adresse/ }) as HTMLSelectElement).value).toBe('0');
    expect((screen.getByRole('combobox', { name: 'Name' }) as HTMLSelectElement).value).toBe('1');
    expect((screen.getByRole('combobox', { name: 'Schlagworte' }) as HTMLSelectElement).value).toBe('2');
    const preview = screen.getByRole('table', { name: 'Vorschau der ersten 3 Zeilen' });
    expect(within(preview).getByText('Huber; Maria')).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: /Adressen mit bestehender Einwilligung/ }));
    const start = screen.getByRole('button', { name: '3 Zeilen importieren' });
    expect((start as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByRole('textbox', { name: /Quelle der Einwilligung/ }), 'Messe Tulln 2025');
    await user.click(start);

    expect(await screen.findByText('1 importiert, 1 doppelt, 1 ungültig')).toBeTruthy();
    const report = screen.getByRole('table', { name: 'Ergebnis' });
    expect(within(report).getByText('Ungültige E-Mail-Adresse')).toBeTruthy();
    expect(within(report).getByText('Die Adresse ist bereits eingetragen.')).toBeTruthy();
    expect(writes.bodies).toEqual([
      {
        csv: 'E-Mail;Name;Schlagworte\r\nneu@beispiel.test;"Huber; Maria";obst\r\nkaputt;X;\r\nerika@beispiel.test;Erika;\r\n',
        mapping: { email: 0, name: 1, tags: 2 },
        first_line: 2,
        existing_consent: true,
        source: 'Messe Tulln 2025',
      },
    ]);
    expect((screen.getByRole('progressbar') as HTMLProgressElement).value).toBe(1);
  });

  it('sends a long comma file in parts and moves the progress bar per part', async () => {
    const user = userEvent.setup();
    const writes = recordRequests('POST', '/api/v0/newsletter_subscriber/import');
    renderAdmin('/admincenter/newsletter/subscriber/import', adminUser, {
      handlers: [writes.spy, ...createNewsletterAdminHandlers()],
    });
    const rows = Array.from({ length: IMPORT_PART_ROWS * 2 + 5 }, (_, n) => `person${n}@beispiel.test`);
    await user.upload(
      await screen.findByLabelText('CSV-Datei wählen'),
      csvFile(`email,name\n${rows.join(',\n')},\n`),
    );
    await user.click(await screen.findByRole('button', { name: `${rows.length} Zeilen importieren` }));
    expect(await screen.findByText(`${rows.length} importiert, 0 doppelt, 0 ungültig`)).toBeTruthy();
    await waitFor(() => expect(writes.bodies).toHaveLength(3));
    expect(writes.bodies.map((body) => (body as { first_line: number }).first_line)).toEqual([
      2,
      2 + IMPORT_PART_ROWS,
      2 + IMPORT_PART_ROWS * 2,
    ]);
    expect(screen.getByText('Import: Teil 3 von 3')).toBeTruthy();
    expect((writes.bodies[0] as { existing_consent: boolean }).existing_consent).toBe(false);
  });
});
