import { createFilesHandlers, demoFiles, type FilesData } from '@gartenwerk/api-client/msw';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { App } from '../../App';
import { createAdminI18n } from '../../i18n/createAdminI18n';
import { ADMIN_ROUTES } from '../../routes/adminRoutes';
import { ADMIN_BASENAME } from '../../routes/router';
import { createAdminStore } from '../../store/createAdminStore';
import { recordRequests, toastText } from '../../test/queries';

/** The one toast shown, with its type label and close button. */
async function expectToast(type: 'Erfolg' | 'Fehler', ...texts: string[]) {
  expect(await toastText()).toBe(`${type === 'Erfolg' ? '✓' : '✕'}${type}: ${texts.join('')}×`);
}
import { adminUser, renderAdmin, TEST_ORIGIN } from '../../test/renderAdmin';
import { server } from '../../test/server';
import { FileBrowser } from './FileBrowser';
import { changeCrop, initialCrop } from './crop';
import { readImageResolution } from './uploadChecks';

/** The header of a PNG of the given size: signature and IHDR chunk, as a browser reads it. */
function pngBytes(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([8, 6, 0, 0, 0], 24);
  return bytes;
}

const png = (name: string, width = 1600, height = 1200) =>
  new File([pngBytes(width, height) as BlobPart], name, { type: 'image/png' });

function filesHandlers(overrides: Partial<FilesData> = {}) {
  return createFilesHandlers({ currentUser: adminUser, ...overrides });
}

async function fileRows() {
  const table = await screen.findByRole('table', { name: 'Dateien' });
  return within(table).getAllByRole('row').slice(1);
}

async function fileNames() {
  return (await fileRows()).map((row) => within(row).getAllByRole('cell')[1]!.textContent);
}

/** The file browser alone, with upload rules of the test's choosing. */
function renderBrowser(rules: Parameters<typeof FileBrowser>[0]['rules']) {
  server.use(...filesHandlers());
  const route = { ...ADMIN_ROUTES.find((candidate) => candidate.path === 'files')!, label: 'Dateien' };
  const router = createMemoryRouter(
    [{ path: '/files', element: <FileBrowser route={route} rules={rules} /> }],
    {
      basename: ADMIN_BASENAME,
      initialEntries: ['/admincenter/files'],
    },
  );
  const store = createAdminStore({ baseUrl: TEST_ORIGIN });
  render(<App store={store} i18n={createAdminI18n('de')} router={router} />);
  return userEvent.setup();
}

describe('upload checks and crop rules', () => {
  it('reads the resolution from PNG, GIF and JPEG headers', () => {
    expect(readImageResolution(pngBytes(640, 480))).toEqual({ w: 640, h: 480 });
    expect(
      readImageResolution(new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x20, 0x03, 0x58, 0x02])),
    ).toEqual({
      w: 800,
      h: 600,
    });
    // SOI, an APP0 segment of 16 bytes, then SOF0 with height 0x0438 (1080) and width 0x0780 (1920).
    const jpeg = new Uint8Array([
      0xff,
      0xd8,
      0xff,
      0xe0,
      0x00,
      0x10,
      ...new Array<number>(14).fill(0),
      0xff,
      0xc0,
      0x00,
      0x11,
      0x08,
      0x04,
      0x38,
      0x07,
      0x80,
      0x03,
    ]);
    expect(readImageResolution(jpeg)).toEqual({ w: 1920, h: 1080 });
    expect(readImageResolution(new TextEncoder().encode('%PDF-1.7 not an image'))).toBeNull();
  });

  it('starts a crop with the largest centred rectangle of the ratio and keeps it inside the image', () => {
    expect(initialCrop({ w: 1600, h: 1200 }, 1)).toEqual({ x: 200, y: 0, w: 1200, h: 1200 });
    expect(initialCrop({ w: 1600, h: 1200 }, null)).toEqual({ x: 0, y: 0, w: 1600, h: 1200 });
    const square = { x: 200, y: 0, w: 1200, h: 1200 };
    expect(changeCrop(square, 'w', 600, { w: 1600, h: 1200 }, 1)).toEqual({ x: 200, y: 0, w: 600, h: 600 });
    expect(changeCrop(square, 'w', 5000, { w: 1600, h: 1200 }, 1)).toEqual({
      x: 200,
      y: 0,
      w: 1200,
      h: 1200,
    });
    // A moved edge stays where it was typed; the crop shrinks to stay inside (free: one side, a ratio: both).
    expect(changeCrop(square, 'x', 900, { w: 1600, h: 1200 }, null)).toEqual({
      x: 900,
      y: 0,
      w: 700,
      h: 1200,
    });
    expect(changeCrop(square, 'x', 900, { w: 1600, h: 1200 }, 1)).toEqual({ x: 900, y: 0, w: 700, h: 700 });
    // Top 100 on a crop 800 high of an image 800 high: 100 from the top, 700 high (not back to 0).
    const whole = { x: 0, y: 0, w: 1200, h: 800 };
    expect(changeCrop(whole, 'y', 100, { w: 1200, h: 800 }, null)).toEqual({ x: 0, y: 100, w: 1200, h: 700 });
    expect(changeCrop(whole, 'y', 5000, { w: 1200, h: 800 }, null)).toEqual({ x: 0, y: 799, w: 1200, h: 1 });
  });
});

describe('files', () => {
  it('shows the title, the tag tree with the built-in tags, ten files a page and the quota', async () => {
    const user = userEvent.setup();
    renderAdmin('/admincenter/files', adminUser, { handlers: filesHandlers() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Dateien' })).toBeTruthy();
    expect(await screen.findByText('12 Dateien')).toBeTruthy();
    expect(await fileRows()).toHaveLength(10);
    const tree = screen.getByRole('tree', { name: 'Tags' });
    for (const name of [
      'Alle Dateien',
      'Kürzlich hochgeladen',
      'Neu hochgeladen',
      'In der Galerie',
      'Dokumente',
    ])
      expect(within(tree).getByRole('treeitem', { name: new RegExp(`^${name}`) })).toBeTruthy();
    expect(within(tree).getByRole('treeitem', { name: 'Alle Dateien' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByRole('meter', { name: 'Speicherplatz' }).getAttribute('aria-valuetext')).toMatch(
      / \/ 500\.0 MB$/,
    );
    // The start-all button exists only while something is queued.
    expect(screen.queryByRole('button', { name: 'Alle hochladen' })).toBeNull();

    const nav = screen.getByRole('navigation', { name: 'Seitennavigation' });
    await user.click(within(nav).getByRole('button', { name: 'Seite 2' }));
    await waitFor(async () => expect(await fileRows()).toHaveLength(2));
  });

  it('links images to the image editor and other files to the file form', async () => {
    renderAdmin('/admincenter/files', adminUser, { handlers: filesHandlers() });
    expect((await screen.findByRole('link', { name: 'preisliste.pdf' })).getAttribute('href')).toBe(
      '/admincenter/file/edit/file-4',
    );
    expect(screen.getByRole('link', { name: 'team.jpg' }).getAttribute('href')).toBe(
      '/admincenter/image/edit/file-5',
    );
  });

  it('filters by the selected tag, nested tags included, and returns to the first page', async () => {
    const user = userEvent.setup();
    const { router } = renderAdmin('/admincenter/files?page=2', adminUser, { handlers: filesHandlers() });
    await waitFor(async () => expect(await fileRows()).toHaveLength(2));

    await user.click(screen.getByRole('treeitem', { name: /^Pflanzen/ }));

    expect(await screen.findByText('5 Dateien')).toBeTruthy();
    expect(router.state.location.search).toBe('?tag=Pflanzen');
    expect(screen.queryByRole('navigation', { name: 'Seitennavigation' })).toBeNull();
    expect(screen.getByRole('treeitem', { name: /^Pflanzen/ }).getAttribute('aria-selected')).toBe('true');
  });

  it('queues picked files with name and size, removes a queued one and uploads the rest', async () => {
    const user = userEvent.setup();
    const uploads: string[] = [];
    const spy = http.post('*/api/v0/upload', ({ request }) => {
      uploads.push(request.headers.get('content-type') ?? '');
      return undefined;
    });
    renderAdmin('/admincenter/files', adminUser, {
      handlers: [spy, ...filesHandlers({ uploadDelayMs: 50 })],
    });
    await screen.findByText('12 Dateien');

    await user.upload(screen.getByLabelText('Hochladen'), [
      png('neu-1.png'),
      png('neu-2.png'),
      png('weg.png'),
    ]);

    const queue = await screen.findByRole('region', { name: 'Warteschlange' });
    expect(within(queue).getAllByRole('listitem')).toHaveLength(3);
    expect(within(queue).getAllByText('0 KB')).toHaveLength(3);
    expect(
      within(queue)
        .getAllByRole('status')
        .map((status) => status.textContent),
    ).toEqual(['wartet', 'wartet', 'wartet']);
    await user.click(within(queue).getByRole('button', { name: 'Entfernen: weg.png' }));
    expect(within(queue).getAllByRole('listitem')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Alle hochladen' }));

    await waitFor(() => expect(screen.queryByRole('region', { name: 'Warteschlange' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Alle hochladen' })).toBeNull();
    expect(uploads).toHaveLength(2);
    expect(uploads[0]).toMatch(/^multipart\/form-data/);
    expect(await screen.findByText('14 Dateien')).toBeTruthy();
    expect(await fileNames()).toEqual(expect.arrayContaining(['neu-1.png', 'neu-2.png']));
    const newRow = (await fileRows()).find((row) => row.textContent?.includes('neu-1.png'))!;
    expect(newRow.textContent).toContain('Neu hochgeladen');
  });

  it('shows an upload in progress and cancels it without an error', async () => {
    const user = userEvent.setup();
    renderAdmin('/admincenter/files', adminUser, { handlers: filesHandlers({ uploadDelayMs: 60_000 }) });
    await screen.findByText('12 Dateien');
    await user.upload(screen.getByLabelText('Hochladen'), png('langsam.png'));
    await user.click(screen.getByRole('button', { name: 'Alle hochladen' }));

    const queue = await screen.findByRole('region', { name: 'Warteschlange' });
    expect(
      within(queue).getByRole('progressbar', { name: /^langsam\.png: wird (hochgeladen|verarbeitet)$/ }),
    ).toBeTruthy();
    expect(within(queue).queryByRole('button', { name: 'Entfernen: langsam.png' })).toBeNull();
    await user.click(within(queue).getByRole('button', { name: 'Abbrechen: langsam.png' }));

    await waitFor(() => expect(screen.queryByRole('region', { name: 'Warteschlange' })).toBeNull());
    expect(screen.queryByRole('region', { name: 'Benachrichtigungen' })?.textContent ?? '').not.toContain(
      'Fehler',
    );
  });

  it('tells a refused upload with the server message and drops it from the queue', async () => {
    const user = userEvent.setup();
    renderAdmin('/admincenter/files', adminUser, { handlers: filesHandlers() });
    await screen.findByText('12 Dateien');
    const existing = demoFiles.find((file) => file._id === 'file-11')!;
    const duplicate = new File([new Uint8Array(existing.size)], existing.name, { type: 'image/png' });
    await user.upload(screen.getByLabelText('Hochladen'), duplicate);
    await user.click(screen.getByRole('button', { name: 'Alle hochladen' }));

    await expectToast('Fehler', 'gutschein.png wurde nicht hochgeladen', 'duplicate file detected');
    expect(screen.queryByRole('region', { name: 'Warteschlange' })).toBeNull();
  });

  it("refuses a disallowed type with 'Falscher Dateityp' before it is queued", async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderAdmin('/admincenter/files', adminUser, { handlers: filesHandlers() });
    await screen.findByText('12 Dateien');
    await user.upload(screen.getByLabelText('Hochladen'), new File(['MZ'], 'setup.exe'));

    await expectToast('Fehler', 'Falscher Dateityp', 'setup.exe');
    expect(screen.queryByRole('region', { name: 'Warteschlange' })).toBeNull();
  });

  it('refuses an image below the minimum resolution with the current and needed size', async () => {
    const user = renderBrowser({ minResolution: { w: 800, h: 600 } });
    await screen.findByText('12 Dateien');

    await user.upload(screen.getByLabelText('Hochladen'), [
      png('klein.png', 400, 300),
      png('gross.png', 800, 600),
    ]);

    await expectToast(
      'Fehler',
      'Auflösung zu klein ( aktuell: 400x300 benötigt mindestens: 800x600)',
      'klein.png',
    );
    const queue = await screen.findByRole('region', { name: 'Warteschlange' });
    expect(
      within(queue)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('gross.png')]);
  });

  it('saves each file whose tags were toggled once, debounced, and says gespeichert', async () => {
    const { spy, bodies } = recordRequests('PUT', '/api/v0/file/');
    renderAdmin('/admincenter/files?tag=Dokumente', adminUser, { handlers: [spy, ...filesHandlers()] });
    await screen.findByText('3 Dateien');

    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'preisliste.pdf auswählen' }));
    await user.click(screen.getByRole('checkbox', { name: 'agb.pdf auswählen' }));
    const tagging = screen.getByRole('group', { name: 'Tags der ausgewählten Dateien (2)' });
    await user.type(within(tagging).getByRole('textbox', { name: 'Neuer Tag' }), 'Rechtliches');
    // Added, off and on again in one go (fireEvent is synchronous, so no timer can run between the
    // clicks however busy the machine is): still one save per file, with the last state.
    fireEvent.click(within(tagging).getByRole('button', { name: 'Tag hinzufügen' }));
    const toggle = within(tagging).getByRole('checkbox', { name: 'Rechtliches' });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    fireEvent.click(toggle);
    expect((toggle as HTMLInputElement).checked).toBe(false);
    fireEvent.click(toggle);
    expect((toggle as HTMLInputElement).checked).toBe(true);
    expect(bodies).toHaveLength(0);

    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies).toEqual(
      expect.arrayContaining([
        { _id: 'file-4', tags: ['Dokumente', 'Rechtliches'] },
        { _id: 'file-8', tags: ['Dokumente', 'Rechtliches'] },
      ]),
    );
    const region = screen.getByRole('region', { name: 'Benachrichtigungen' });
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(2));
    for (const toast of within(region).getAllByRole('listitem'))
      expect(toast.textContent).toBe('✓Erfolg: gespeichert×');
  });

  it("asks 'wirklich löschen?' before deleting and says gelöscht", async () => {
    const user = userEvent.setup();
    renderAdmin('/admincenter/files?tag=Dokumente', adminUser, { handlers: filesHandlers() });
    await screen.findByText('3 Dateien');

    await user.click(screen.getByRole('button', { name: 'agb.pdf löschen' }));
    const dialog = screen.getByRole('alertdialog', { name: 'wirklich löschen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(await fileNames()).toContain('agb.pdf');

    await user.click(screen.getByRole('button', { name: 'agb.pdf löschen' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'wirklich löschen?' })).getByRole('button', {
        name: 'Löschen',
      }),
    );

    await expectToast('Erfolg', 'gelöscht');
    expect(await screen.findByText('2 Dateien')).toBeTruthy();
    expect(await fileNames()).not.toContain('agb.pdf');
  });
});

describe('image/edit/:id', () => {
  it('lists the variants with their sizes, crops with an aspect preset and shows the new variants', async () => {
    const user = userEvent.setup();
    const { spy, bodies } = recordRequests('POST', '/api/v0/crop/');
    renderAdmin('/admincenter/image/edit/file-2', adminUser, { handlers: [spy, ...filesHandlers()] });

    const variants = await screen.findByRole('table', { name: 'Varianten' });
    const rows = within(variants).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toContain('jpg-1200jpg1200x90070 KB');
    expect(screen.getByText(/Aktuelle Größe: 1600x1200/)).toBeTruthy();

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Seitenverhältnis' }), '1:1');
    expect((screen.getByRole('spinbutton', { name: 'Breite (px)' }) as HTMLInputElement).value).toBe('1200');
    expect((screen.getByRole('spinbutton', { name: 'Links (px)' }) as HTMLInputElement).value).toBe('200');
    await user.click(screen.getByRole('button', { name: 'Zuschneiden' }));

    await expectToast('Erfolg', 'gespeichert');
    expect(bodies).toEqual([{ _id: 'file-2', x: 200, y: 0, w: 1200, h: 1200 }]);
    expect(await screen.findByText(/Aktuelle Größe: 1200x1200/)).toBeTruthy();
    const after = within(screen.getByRole('table', { name: 'Varianten' }))
      .getAllByRole('row')
      .slice(1);
    expect(after.some((row) => /^jpg-1200-e\d+jpg1200x1200/.test(row.textContent ?? ''))).toBe(true);
  });

  it('crops freely and rotates', async () => {
    const user = userEvent.setup();
    renderAdmin('/admincenter/image/edit/file-5', adminUser, { handlers: filesHandlers() });
    const width = await screen.findByRole('spinbutton', { name: 'Breite (px)' });
    await user.clear(width);
    await user.type(width, '1000');
    await user.click(screen.getByRole('button', { name: 'Zuschneiden' }));
    expect(await screen.findByText(/Aktuelle Größe: 1000x1200/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '90° nach rechts' }));
    expect(await screen.findByText(/Aktuelle Größe: 1200x1000/)).toBeTruthy();
  });
});

describe('file/edit/:id', () => {
  it('renames and retags a file, then deletes it after the question and returns to the files', async () => {
    const user = userEvent.setup();
    const { spy, bodies } = recordRequests('PUT', '/api/v0/file/');
    const { router } = renderAdmin('/admincenter/file/edit/file-4', adminUser, {
      handlers: [spy, ...filesHandlers()],
    });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('preisliste.pdf'));
    expect(screen.getByRole('link', { name: 'Herunterladen' }).getAttribute('href')).toBe(
      '/api/v0/download/file-4?download=true',
    );
    await user.clear(name);
    await user.type(name, 'preisliste-2026.pdf');
    const tags = screen.getByRole('textbox', { name: /^Tags/ });
    await user.clear(tags);
    await user.type(tags, 'Dokumente, Preise|2026, ');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    await expectToast('Erfolg', 'gespeichert');
    expect(bodies).toEqual([
      { _id: 'file-4', name: 'preisliste-2026.pdf', tags: ['Dokumente', 'Preise|2026'] },
    ]);

    await user.click(screen.getByRole('button', { name: 'Löschen' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'wirklich löschen?' })).getByRole('button', {
        name: 'Löschen',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admincenter/files'));
    expect(await screen.findByText('11 Dateien')).toBeTruthy();
  });
});
