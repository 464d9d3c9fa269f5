import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminEntry, AdminEntryBlock, User } from '@gartenwerk/api-client';
import {
  adminUser,
  createAdminContentHandlers,
  createFilesHandlers,
  customerUser,
  demoAdminEntry,
  demoFiles,
  systemUser,
} from '@gartenwerk/api-client/msw';
import { server } from '../test/setup';
import { PICKER_PAGE_SIZE } from './blocks';
import { renderApp } from '../test/render-app';

// Counts imports of the editor chunk: visitors must never load it.
const overlayModule = vi.hoisted(() => ({ imported: vi.fn() }));
vi.mock('./AdminOverlay', async (importOriginal) => {
  overlayModule.imported();
  return importOriginal();
});

// jsdom has no layout: ProseMirror measures ranges to scroll the selection into view.
if (!Range.prototype.getClientRects) {
  Range.prototype.getClientRects = () =>
    Object.assign([] as DOMRect[], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect(0, 0, 0, 0);
}

const full = { size: { xs: 12, md: 12, lg: 12 }, visible: { xs: true, md: true, lg: true } };
const text = (content: string): AdminEntryBlock => ({ type: 'text', props: { content }, attrs: full });
const divider: AdminEntryBlock = { type: 'hr', props: {}, attrs: full };

interface Call {
  method: string;
  path: string;
  body: unknown;
}
let calls: Call[];
let page: AdminEntry;

function serve(user: User, data: AdminEntryBlock[] = []) {
  page = demoAdminEntry({ _id: 'p-planung', title: 'Planung Ihrer Hecke', route: '/Planung', data });
  server.use(
    http.get('*/api/v0/auth/current', () => HttpResponse.json(user)),
    ...createAdminContentHandlers({ entries: [page] }),
    ...createFilesHandlers({ currentUser: user, files: demoFiles }),
  );
}

const saved = (method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);
const lastSavedBlocks = () =>
  (saved('PUT', '/api/v0/entry/').at(-1)?.body as { data: AdminEntryBlock[] }).data;

beforeEach(() => {
  calls = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET') return;
    void request
      .clone()
      .json()
      .catch(() => null)
      .then((body: unknown) =>
        calls.push({ method: request.method, path: new URL(request.url).pathname, body }),
      );
  });
});
afterEach(() => server.events.removeAllListeners());

async function openEditor() {
  const toolbar = await screen.findByRole('complementary', { name: 'Admin-Werkzeugleiste' });
  await userEvent.click(await within(toolbar).findByRole('button', { name: 'Seite bearbeiten' }));
  return screen.findByRole('region', { name: 'Seiteneditor' });
}

describe('admin overlay on public pages', () => {
  it('is neither shown nor loaded for visitors', async () => {
    serve({ _id: 'guest', handle: 'guest', roles: ['guest'] });
    renderApp('/Planung');
    expect(await screen.findByRole('heading', { level: 1, name: 'Planung Ihrer Hecke' })).toBeTruthy();
    expect(screen.queryByRole('complementary', { name: 'Admin-Werkzeugleiste' })).toBeNull();
    expect(overlayModule.imported).not.toHaveBeenCalled();
  });

  it('is neither shown nor loaded for signed-in customers', async () => {
    serve(customerUser);
    renderApp('/Planung');
    expect(await screen.findByRole('link', { name: 'Mein Konto: Kurt Kunde' })).toBeTruthy();
    expect(screen.queryByRole('complementary', { name: 'Admin-Werkzeugleiste' })).toBeNull();
    expect(overlayModule.imported).not.toHaveBeenCalled();
  });

  it('shows the tool bar to admins and the palette of the five block types, 12 of 12 wide', async () => {
    serve(adminUser);
    renderApp('/Planung');
    const toolbar = await screen.findByRole('complementary', { name: 'Admin-Werkzeugleiste' });
    expect(overlayModule.imported).toHaveBeenCalledTimes(1);
    expect((await within(toolbar).findByRole('status')).textContent).toBe('Nicht veröffentlicht');
    expect(within(toolbar).getByRole('link', { name: 'Admincenter' }).getAttribute('href')).toBe(
      '/admincenter',
    );

    const editor = await openEditor();
    const palette = within(editor).getByRole('group', { name: 'Block-Palette' });
    expect(
      within(palette)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Abstand hinzufügen',
      'Text hinzufügen',
      'Trennlinie hinzufügen',
      'Galerie hinzufügen',
      'Downloads hinzufügen',
      'Shop-Angaben hinzufügen',
    ]);
    for (const name of ['Abstand', 'Text', 'Trennlinie', 'Galerie', 'Downloads']) {
      await userEvent.click(within(palette).getByRole('button', { name: `${name} hinzufügen` }));
    }
    await waitFor(() => expect(saved('PUT', '/api/v0/entry/')).toHaveLength(5));
    const blocks = lastSavedBlocks();
    expect(blocks.map((block) => block.type)).toEqual(['spacer', 'text', 'hr', 'gallery', 'download']);
    expect(blocks.every((block) => JSON.stringify(block.attrs) === JSON.stringify(full))).toBe(true);
    expect(await within(editor).findByRole('region', { name: 'Block 5: Downloads' })).toBeTruthy();
  });

  it('edits a text block with the rich-text editor and saves its HTML', async () => {
    serve(systemUser, [text('<p>Alt</p>')]);
    renderApp('/Planung');
    const editor = await openEditor();
    const textbox = await within(editor).findByRole('textbox', { name: 'Block 1: Text – Text' });
    await within(textbox).findByText('Alt');
    textbox.focus();
    await userEvent.keyboard('{Control>}a{/Control}');
    const formats = within(editor).getByRole('toolbar', { name: 'Textformat' });
    expect(within(formats).getAllByRole('button')).toHaveLength(11);
    await userEvent.click(within(formats).getByRole('button', { name: 'Fett' }));
    await userEvent.click(within(editor).getByRole('button', { name: 'Text speichern' }));
    await waitFor(() => expect(saved('PUT', '/api/v0/entry/')).toHaveLength(1));
    expect(saved('PUT', '/api/v0/entry/')[0]!.body).toEqual({
      _id: 'p-planung',
      data: [text('<p><strong>Alt</strong></p>')],
    });
  });

  it('fills a gallery from the image library with the files and their variants', async () => {
    serve(adminUser, [{ type: 'gallery', props: { images: [] }, attrs: full }]);
    renderApp('/Planung');
    const editor = await openEditor();
    const images = within(editor).getByRole('group', { name: 'Bilder der Galerie' });
    // Only images are offered for a gallery.
    expect(within(images).queryByRole('checkbox', { name: 'preisliste.pdf' })).toBeNull();
    await userEvent.click(await within(images).findByRole('checkbox', { name: 'thuja-hecke.jpg' }));
    await waitFor(() => expect(saved('PUT', '/api/v0/entry/')).toHaveLength(1));
    const [image] = lastSavedBlocks()[0]!.props.images!;
    expect(image).toMatchObject({ _id: 'file-1', name: 'thuja-hecke.jpg', gridrefs: demoFiles[0]!.gridrefs });
  });

  it('pages through a large library and finds files by name', async () => {
    const template = demoFiles.find((file) => file.isImg)!;
    const many = Array.from({ length: PICKER_PAGE_SIZE + 6 }, (_, index) => ({
      ...template,
      _id: `many-${index}`,
      name: `hecke-${String(index + 1).padStart(2, '0')}.jpg`,
      // Newest first: hecke-01 is the newest.
      uploadDate: new Date(Date.UTC(2026, 0, 31 - index)).toISOString(),
    }));
    serve(adminUser, [{ type: 'gallery', props: { images: [] }, attrs: full }]);
    server.use(...createFilesHandlers({ currentUser: adminUser, files: many }));
    renderApp('/Planung');
    const editor = await openEditor();
    const images = within(editor).getByRole('group', { name: 'Bilder der Galerie' });
    await within(images).findByRole('checkbox', { name: 'hecke-01.jpg' });
    expect(within(images).getAllByRole('checkbox')).toHaveLength(PICKER_PAGE_SIZE);
    expect(within(images).queryByRole('checkbox', { name: 'hecke-30.jpg' })).toBeNull();

    await userEvent.click(within(images).getByRole('button', { name: 'Seite 2' }));
    await userEvent.click(await within(images).findByRole('checkbox', { name: 'hecke-30.jpg' }));
    expect(within(images).getAllByRole('checkbox')).toHaveLength(6);
    await waitFor(() =>
      expect(lastSavedBlocks()?.[0]!.props.images?.map((image) => image._id)).toEqual(['many-29']),
    );

    await userEvent.type(
      within(images).getByRole('searchbox', { name: 'Dateien nach Namen suchen' }),
      'hecke-1',
    );
    await waitFor(() =>
      expect(
        within(images)
          .getAllByRole('checkbox')
          .map((box) => box.parentElement?.textContent),
      ).toEqual([
        'hecke-10.jpg',
        'hecke-11.jpg',
        'hecke-12.jpg',
        'hecke-13.jpg',
        'hecke-14.jpg',
        'hecke-15.jpg',
        'hecke-16.jpg',
        'hecke-17.jpg',
        'hecke-18.jpg',
        'hecke-19.jpg',
      ]),
    );
    expect(within(images).queryByRole('navigation')).toBeNull();
  });

  it('moves, hides per breakpoint and deletes blocks after confirmation', async () => {
    serve(adminUser, [text('<p>Erster</p>'), divider]);
    renderApp('/Planung');
    const editor = await openEditor();
    const first = within(editor).getByRole('region', { name: 'Block 1: Text' });
    expect(within(first).getByRole('button', { name: 'Nach oben' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(within(first).getByRole('button', { name: 'Nach unten' }));
    await waitFor(() => expect(lastSavedBlocks()?.map((block) => block.type)).toEqual(['hr', 'text']));

    const moved = await within(editor).findByRole('region', { name: 'Block 2: Text' });
    await userEvent.click(within(moved).getByRole('checkbox', { name: 'Sichtbar: Smartphone' }));
    await waitFor(() => expect(saved('PUT', '/api/v0/entry/')).toHaveLength(2));
    expect(lastSavedBlocks()[1]!.attrs.visible).toEqual({ xs: false, md: true, lg: true });

    await userEvent.click(
      within(within(editor).getByRole('region', { name: 'Block 1: Trennlinie' })).getByRole('button', {
        name: 'Löschen',
      }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'wirklich löschen?' });
    expect(dialog.textContent).toContain('Block 1 (Trennlinie) wird von der Seite entfernt.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(saved('PUT', '/api/v0/entry/')).toHaveLength(2);

    await userEvent.click(
      within(within(editor).getByRole('region', { name: 'Block 1: Trennlinie' })).getByRole('button', {
        name: 'Löschen',
      }),
    );
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'wirklich löschen?' })).getByRole('button', {
        name: 'Löschen',
      }),
    );
    await waitFor(() => expect(saved('PUT', '/api/v0/entry/')).toHaveLength(3));
    expect(lastSavedBlocks().map((block) => block.type)).toEqual(['text']);
  });

  it('publishes and unpublishes the page', async () => {
    serve(adminUser);
    renderApp('/Planung');
    const toolbar = await screen.findByRole('complementary', { name: 'Admin-Werkzeugleiste' });
    await userEvent.click(await within(toolbar).findByRole('button', { name: 'Veröffentlichen' }));
    await waitFor(() => expect(within(toolbar).getByRole('status').textContent).toBe('Veröffentlicht'));
    expect(saved('POST', '/api/v0/publish/entry/').map((call) => call.body)).toEqual([{ _id: 'p-planung' }]);

    await userEvent.click(within(toolbar).getByRole('button', { name: 'Veröffentlichung zurückziehen' }));
    await waitFor(() => expect(within(toolbar).getByRole('status').textContent).toBe('Nicht veröffentlicht'));
    expect(saved('POST', '/api/v0/unpublish/entry/').map((call) => call.body)).toEqual([
      { _id: 'p-planung' },
    ]);
  });

  it('adds a page and goes to it', async () => {
    serve(adminUser);
    const { router } = renderApp('/Planung');
    const toolbar = await screen.findByRole('complementary', { name: 'Admin-Werkzeugleiste' });
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Seite hinzufügen' }));
    const form = screen.getByRole('form', { name: 'Seite hinzufügen' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Titel der neuen Seite' }), 'Rosen');
    // The address starts empty on a page with an entry, or as this address while the entry loads.
    const address = within(form).getByRole('textbox', { name: 'Adresse der neuen Seite' });
    await userEvent.clear(address);
    await userEvent.type(address, '/Rosen');
    await userEvent.click(within(form).getByRole('button', { name: 'Seite anlegen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Rosen'));
    expect(saved('POST', '/api/v0/entry/').map((call) => call.body)).toEqual([
      { title: 'Rosen', route: '/Rosen', type: 'page' },
    ]);
    // The new address has no route of its own: the page added there shows, not the 404 page.
    expect(await screen.findByRole('heading', { level: 1, name: 'Rosen' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Seite nicht gefunden' })).toBeNull();
  });
});
