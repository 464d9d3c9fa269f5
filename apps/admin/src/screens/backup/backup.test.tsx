import { createBackupHandlers, RESTORE_NOT_EMPTY } from '@gartenwerk/api-client/msw';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordRequests, toastText } from '../../test/queries';
import { adminUser, renderAdmin } from '../../test/renderAdmin';
import { BACKUP_POLL_MS } from './Backup';

afterEach(() => vi.useRealTimers());

function renderBackup(options: Parameters<typeof createBackupHandlers>[0] = {}) {
  const schedules = recordRequests('PUT', '/api/v0/backup/schedule');
  renderAdmin('/admincenter/backup', adminUser, {
    handlers: [schedules.spy, ...createBackupHandlers(options)],
  });
  return { schedules: schedules.bodies };
}

const items = () =>
  within(screen.getByRole('region', { name: 'Sicherungen' }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));

describe('backup', () => {
  it('lists the backups with date, size, counts and a download link', async () => {
    renderBackup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sicherung' })).toBeTruthy();
    const item = await screen.findByRole('listitem', { name: '29.11.2026, 03:10' });
    expect(item.textContent).toContain('automatisch');
    expect(item.textContent).toContain('2.5 MB');
    expect(item.textContent).toContain('42 Tabellen, 1830 Zeilen, 57 Dateien');
    expect(item.textContent).toContain('fertig');
    const download = within(item).getByRole('link', {
      name: 'Sicherung vom 29.11.2026, 03:10 herunterladen',
    });
    expect(download.getAttribute('href')).toBe('/api/v0/backup/gartenwerk-20261129-021000-000/download');
    expect(download.textContent).toBe('Herunterladen');
  });

  it('starts a backup and shows its progress until it is done', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderBackup();
    await screen.findByRole('listitem', { name: '29.11.2026, 03:10' });
    await user.click(screen.getByRole('button', { name: 'Sicherung erstellen' }));
    expect(await toastText()).toContain('Die Sicherung wird erstellt.');

    // The list read after the start finds it under way, with its phase and a progress bar.
    const bar = await screen.findByRole('progressbar', {
      name: 'Fortschritt der Sicherung gartenwerk-20261130-090000-001',
    });
    expect(bar.getAttribute('value')).toBe('1');
    expect(bar.getAttribute('max')).toBe('2');
    const item = screen.getByRole('listitem', { name: '30.11.2026, 10:00' });
    expect(item.textContent).toContain('wird erstellt · Dateien');
    expect(within(item).queryByRole('link')).toBeNull();
    expect(within(item).queryByRole('button')).toBeNull();
    expect((screen.getByRole('button', { name: 'Sicherung erstellen' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    await act(() => vi.advanceTimersByTimeAsync(BACKUP_POLL_MS));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(item.textContent).toContain('fertig');
    expect(item.textContent).toContain('3 Dateien');
    expect(within(item).getByRole('link', { name: /herunterladen/ })).toBeTruthy();
    expect(items()).toEqual(['30.11.2026, 10:00', '29.11.2026, 03:10']);
  });

  it('deletes a backup only after the confirmation', async () => {
    const user = userEvent.setup();
    renderBackup();
    const item = await screen.findByRole('listitem', { name: '29.11.2026, 03:10' });
    await user.click(within(item).getByRole('button', { name: 'Sicherung vom 29.11.2026, 03:10 löschen' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Sicherung wirklich löschen?' });
    expect(dialog.textContent).toContain('Die Sicherung vom 29.11.2026, 03:10 wird vom Server gelöscht.');
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.getByRole('listitem', { name: '29.11.2026, 03:10' })).toBeTruthy();

    await user.click(within(item).getByRole('button', { name: /löschen/ }));
    await user.click(screen.getByRole('button', { name: 'Sicherung löschen' }));
    expect(await screen.findByText('Noch keine Sicherung vorhanden.')).toBeTruthy();
    expect(await toastText()).toContain('Sicherung gelöscht');
  });

  it('saves the daily schedule', async () => {
    const user = userEvent.setup();
    const { schedules } = renderBackup();
    const form = await screen.findByRole('form', { name: 'Automatische Sicherung' });
    const hour = within(form).getByLabelText('Uhrzeit (Wien)') as HTMLSelectElement;
    expect(hour.disabled).toBe(true);
    await user.click(within(form).getByLabelText('Täglich automatisch sichern'));
    await user.selectOptions(hour, '03:00 Uhr');
    const days = within(form).getByLabelText('Aufbewahren (Tage)');
    await user.clear(days);
    await user.type(days, '14');
    await user.click(within(form).getByRole('button', { name: 'Zeitplan speichern' }));
    expect(await toastText()).toContain('gespeichert');
    expect(schedules).toEqual([{ enabled: true, hour: 3, keep_days: 14 }]);
  });

  it('explains that a restore needs an empty installation and offers no upload', async () => {
    renderBackup();
    const restore = await screen.findByRole('region', { name: 'Sicherung zurückspielen' });
    expect(restore.textContent).toContain(
      'Zurückspielen ist nur in einer leeren Installation möglich. Hier sind bereits Daten gespeichert; richten Sie für eine Wiederherstellung eine neue Installation ein.',
    );
    expect(within(restore).queryByLabelText('Sicherungsdatei')).toBeNull();
  });

  it('uploads an archive into an empty installation, follows the restore and says what was restored', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const restored: Uint8Array[] = [];
    renderBackup({ items: [], empty: true, restored });
    const restore = await screen.findByRole('region', { name: 'Sicherung zurückspielen' });
    expect(restore.textContent).toContain(
      'Diese Installation ist noch leer. Sie können eine heruntergeladene Sicherung (.tar.gz, höchstens 1 MB) hochladen',
    );
    const start = within(restore).getByRole('button', { name: 'Hochladen und zurückspielen' });
    expect((start as HTMLButtonElement).disabled).toBe(true);
    const archive = new File([new Uint8Array([0x1f, 0x8b, 8, 0])], 'gartenwerk.tar.gz', {
      type: 'application/gzip',
    });
    await user.upload(within(restore).getByLabelText('Sicherungsdatei'), archive);
    await user.click(within(restore).getByRole('button', { name: 'Hochladen und zurückspielen' }));
    // Taken (202): the restore runs on the server, its state is read again until it has ended.
    await waitFor(() =>
      expect(within(restore).getByRole('status').textContent).toBe(
        'Die Sicherung wird zurückgespielt … · Datenbank',
      ),
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(BACKUP_POLL_MS);
    });
    expect(await within(restore).findByRole('status')).toHaveProperty(
      'textContent',
      'Sicherung vom 29.11.2026, 03:10 zurückgespielt: 1830 Zeilen, 57 Dateien. Bitte melden Sie sich neu an – es gelten die Zugangsdaten aus der Sicherung.',
    );
    expect(within(restore).getByRole('link', { name: 'Neu anmelden' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fadmincenter%2Fbackup',
    );
    expect(restored.map((bytes) => [...bytes])).toEqual([[0x1f, 0x8b, 8, 0]]);
  });

  it('shows the server refusal of a restore', async () => {
    const user = userEvent.setup();
    // The screen offered the upload, but the server finds data by now (it checks again).
    const refusal = http.post('*/api/v0/backup/restore', () =>
      HttpResponse.json(
        { statusCode: 409, code: 'BACKUP_NOT_EMPTY', message: RESTORE_NOT_EMPTY },
        { status: 409 },
      ),
    );
    renderAdmin('/admincenter/backup', adminUser, {
      handlers: [refusal, ...createBackupHandlers({ items: [], empty: true })],
    });
    const restore = await screen.findByRole('region', { name: 'Sicherung zurückspielen' });
    const archive = new File([new Uint8Array([1, 2, 3])], 'a.tar.gz', { type: 'application/gzip' });
    await user.upload(within(restore).getByLabelText('Sicherungsdatei'), archive);
    await user.click(within(restore).getByRole('button', { name: 'Hochladen und zurückspielen' }));
    expect(await toastText()).toContain(`Zurückspielen fehlgeschlagen${RESTORE_NOT_EMPTY}`);
    expect(within(restore).getByLabelText('Sicherungsdatei')).toBeTruthy();
  });

  it('says in German that a file over the limit is too large and does not upload it', async () => {
    const user = userEvent.setup();
    const restored: Uint8Array[] = [];
    const posts = recordRequests('POST', '/api/v0/backup/restore');
    renderAdmin('/admincenter/backup', adminUser, {
      handlers: [posts.spy, ...createBackupHandlers({ items: [], empty: true, restored })],
    });
    const restore = await screen.findByRole('region', { name: 'Sicherung zurückspielen' });
    const big = new File([new Uint8Array(2 * 1024 * 1024)], 'gross.tar.gz', { type: 'application/gzip' });
    await user.upload(within(restore).getByLabelText('Sicherungsdatei'), big);
    expect(within(restore).getByRole('alert').textContent).toBe(
      'Die Sicherungsdatei ist zu groß (2 MB). Es können höchstens 1 MB hochgeladen werden.',
    );
    expect(within(restore).getByLabelText('Sicherungsdatei').getAttribute('aria-invalid')).toBe('true');
    const start = within(restore).getByRole('button', { name: 'Hochladen und zurückspielen' });
    expect((start as HTMLButtonElement).disabled).toBe(true);
    expect(posts.urls).toEqual([]);
    expect(restored).toEqual([]);
  });

  it('shows why a restore failed once the server has tried it, and offers the upload again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const reason = 'Die Datei ist keine gültige Sicherung (incorrect header check).';
    renderBackup({ items: [], empty: true, restoreError: reason });
    const restore = await screen.findByRole('region', { name: 'Sicherung zurückspielen' });
    const archive = new File([new Uint8Array([1, 2, 3])], 'a.tar.gz', { type: 'application/gzip' });
    await user.upload(within(restore).getByLabelText('Sicherungsdatei'), archive);
    await user.click(within(restore).getByRole('button', { name: 'Hochladen und zurückspielen' }));
    await within(restore).findByText('Die Sicherung wird zurückgespielt … · Datenbank');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(BACKUP_POLL_MS);
    });
    expect(await toastText()).toContain(`Zurückspielen fehlgeschlagen${reason}`);
    expect(await within(restore).findByLabelText('Sicherungsdatei')).toBeTruthy();
  });
});
