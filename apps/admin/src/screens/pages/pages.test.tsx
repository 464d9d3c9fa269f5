import type { AdminEntry, AdminEntryBlock } from '@gartenwerk/api-client';
import {
  blockAttrs,
  createAdminContentHandlers,
  demoAdminEntry,
  demoFiles,
} from '@gartenwerk/api-client/msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordRequests, toastText } from '../../test/queries';
import { adminUser, renderAdmin } from '../../test/renderAdmin';
import { buildPageTree } from './PageBrowse';

/** The titles of the pages list in reading order, a dash per level below the top of the tree. */
async function treeTitles(): Promise<string[]> {
  const table = await screen.findByRole('table', { name: 'Seiten' });
  await within(table).findAllByRole('link');
  return within(table)
    .getAllByRole('link')
    .map((link) => {
      const depth = Number.parseFloat(link.parentElement!.style.paddingLeft || '0') / 1.25;
      return `${'-'.repeat(depth)}${link.textContent}`;
    });
}

const rowOf = (title: string) => screen.getByRole('link', { name: title }).closest('tr')!;

const pages: AdminEntry[] = [
  demoAdminEntry({ _id: 'p-home', title: 'Startseite', route: '/', order: 1, published: true }),
  demoAdminEntry({ _id: 'p-jobs', title: 'Jobs', route: '/Jobs', order: 3 }),
  demoAdminEntry({ _id: 'p-team', title: 'Team', route: '/Team', order: 2, published: true }),
  demoAdminEntry({
    _id: 'p-hedge',
    title: 'Lebensbäume',
    route: '/Lebensbaeume',
    order: 2,
    parent_page: 'p-home',
  }),
  demoAdminEntry({
    _id: 'p-agb',
    title: 'AGB',
    route: '/AGB',
    order: 2,
    parent_page: 'p-home',
    published: true,
  }),
  demoAdminEntry({ _id: 'p-orphan', title: 'Verwaist', order: 9, parent_page: 'p-deleted' }),
];

describe('pages/browse', () => {
  it('shows the pages as a tree by parent, siblings by order and then title, with their state', async () => {
    renderAdmin('/admincenter/pages/browse', adminUser, {
      handlers: createAdminContentHandlers({ entries: pages }),
    });

    expect(await treeTitles()).toEqual(['Startseite', '-AGB', '-Lebensbäume', 'Team', 'Jobs', 'Verwaist']);
    expect(within(rowOf('Jobs')).getByText('nicht veröffentlicht')).toBeTruthy();
    expect(within(rowOf('Team')).getByText('veröffentlicht')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Team' }).getAttribute('href')).toBe(
      '/admincenter/pages/edit/p-team',
    );
  });

  it('breaks a parent loop instead of losing the pages in it', () => {
    const loop = [
      demoAdminEntry({ _id: 'a', title: 'A', parent_page: 'b' }),
      demoAdminEntry({ _id: 'b', title: 'B', parent_page: 'a' }),
    ];
    const tree = buildPageTree(loop);
    expect(tree.map((node) => node.page._id)).toEqual(['a']);
    expect(tree[0]!.children.map((node) => node.page._id)).toEqual(['b']);
  });

  it('searches title, route and slug and keeps the pages above a match', async () => {
    const user = userEvent.setup();
    renderAdmin('/admincenter/pages/browse', adminUser, {
      handlers: createAdminContentHandlers({ entries: pages }),
    });
    await treeTitles();

    await user.type(screen.getByRole('searchbox', { name: 'Suche' }), 'lebensbaeume');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));

    await waitFor(async () => expect(await treeTitles()).toEqual(['Startseite', '-Lebensbäume']));

    await user.clear(screen.getByRole('searchbox', { name: 'Suche' }));
    await user.type(screen.getByRole('searchbox', { name: 'Suche' }), 'gibt es nicht');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    expect(await screen.findByText('Keine Seiten gefunden.')).toBeTruthy();
  });

  it('keeps the search, the state filter and the sort in the address', async () => {
    const user = userEvent.setup();
    renderAdmin('/admincenter/pages/browse?published=no&search=e', adminUser, {
      handlers: createAdminContentHandlers({ entries: pages }),
    });
    // Filtered by state the rows stand flat: the pages above them may be filtered out.
    expect(await treeTitles()).toEqual(['Lebensbäume', 'Verwaist']);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveProperty('value', 'no');
    expect(screen.getByRole('searchbox', { name: 'Suche' })).toHaveProperty('value', 'e');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), '');
    await user.clear(screen.getByRole('searchbox', { name: 'Suche' }));
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    await waitFor(async () =>
      expect(await treeTitles()).toEqual(['Startseite', '-AGB', '-Lebensbäume', 'Team', 'Jobs', 'Verwaist']),
    );

    // Sorted by a column, the tree gives way to a flat list.
    await user.click(screen.getByRole('button', { name: 'Titel' }));
    await waitFor(async () =>
      expect(await treeTitles()).toEqual(['AGB', 'Jobs', 'Lebensbäume', 'Startseite', 'Team', 'Verwaist']),
    );
    await user.click(screen.getByRole('button', { name: 'Titel' }));
    await waitFor(async () =>
      expect(await treeTitles()).toEqual(['Verwaist', 'Team', 'Startseite', 'Lebensbäume', 'Jobs', 'AGB']),
    );
  });

  it('publishes the selected pages at once and withdraws them after a question', async () => {
    const user = userEvent.setup();
    const publishCalls = recordRequests('POST', '/api/v0/publish/entry/');
    const unpublishCalls = recordRequests('POST', '/api/v0/unpublish/entry/');
    renderAdmin('/admincenter/pages/browse', adminUser, {
      handlers: [publishCalls.spy, unpublishCalls.spy, ...createAdminContentHandlers({ entries: pages })],
    });
    await treeTitles();

    await user.click(screen.getByRole('checkbox', { name: 'Jobs auswählen' }));
    await user.click(screen.getByRole('checkbox', { name: 'Verwaist auswählen' }));
    await user.click(screen.getByRole('checkbox', { name: 'Team auswählen' }));
    const bulk = screen.getByRole('group', { name: '3 ausgewählt' });
    // Only the two pages offline are published.
    await user.click(within(bulk).getByRole('button', { name: 'Veröffentlichen' }));
    expect(await toastText()).toContain('2 Seiten veröffentlicht');
    expect(publishCalls.bodies).toEqual([{ _id: 'p-jobs' }, { _id: 'p-orphan' }]);
    await waitFor(() => expect(within(rowOf('Verwaist')).getByText('veröffentlicht')).toBeTruthy());

    await user.click(screen.getByRole('checkbox', { name: 'Startseite auswählen' }));
    await user.click(screen.getByRole('checkbox', { name: 'AGB auswählen' }));
    await user.click(
      within(screen.getByRole('group', { name: '2 ausgewählt' })).getByRole('button', {
        name: 'Zurückziehen',
      }),
    );
    const question = await screen.findByRole('alertdialog', { name: '2 Seiten zurückziehen?' });
    expect(unpublishCalls.bodies).toEqual([]);
    await user.click(within(question).getByRole('button', { name: 'Zurückziehen' }));
    await waitFor(() => expect(unpublishCalls.bodies).toEqual([{ _id: 'p-home' }, { _id: 'p-agb' }]));
  }, 120_000);

  it('publishes and unpublishes a page from the tree', async () => {
    const user = userEvent.setup();
    const publishCalls = recordRequests('POST', '/api/v0/publish/entry/');
    const unpublishCalls = recordRequests('POST', '/api/v0/unpublish/entry/');
    renderAdmin('/admincenter/pages/browse', adminUser, {
      handlers: [publishCalls.spy, unpublishCalls.spy, ...createAdminContentHandlers({ entries: pages })],
    });
    await treeTitles();

    await user.click(screen.getByRole('button', { name: 'Jobs veröffentlichen' }));

    expect(await toastText()).toContain('veröffentlicht');
    expect(publishCalls.bodies).toEqual([{ _id: 'p-jobs' }]);
    await waitFor(() => expect(within(rowOf('Jobs')).getByText('veröffentlicht')).toBeTruthy());

    // Withdrawing asks first: cancelled, nothing is sent; confirmed, the page goes offline.
    await user.click(screen.getByRole('button', { name: 'Team zurückziehen' }));
    const question = await screen.findByRole('alertdialog', { name: '„Team“ zurückziehen?' });
    await user.click(within(question).getByRole('button', { name: 'Abbrechen' }));
    expect(unpublishCalls.bodies).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Team zurückziehen' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: '„Team“ zurückziehen?' })).getByRole('button', {
        name: 'Zurückziehen',
      }),
    );
    await waitFor(() => expect(unpublishCalls.bodies).toEqual([{ _id: 'p-team' }]));
    await waitFor(() => expect(within(rowOf('Team')).getByText('nicht veröffentlicht')).toBeTruthy());
  });

  it('lists news newest first and adds news', async () => {
    const user = userEvent.setup();
    const news = [
      demoAdminEntry({
        _id: 'n-old',
        title: 'Herbstpflanzung',
        type: 'news',
        publish_date: '2026-09-01T08:00:00.000Z',
      }),
      demoAdminEntry({
        _id: 'n-new',
        title: 'Adventmarkt',
        type: 'news',
        publish_date: '2026-11-20T08:00:00.000Z',
      }),
    ];
    renderAdmin('/admincenter/pages/browse', adminUser, {
      handlers: createAdminContentHandlers({ entries: [...pages, ...news] }),
    });
    await treeTitles();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Typ' }), 'news');

    await waitFor(async () => expect(await treeTitles()).toEqual(['Adventmarkt', 'Herbstpflanzung']));
    await user.click(screen.getByRole('link', { name: 'Seite anlegen' }));
    const type = await screen.findByRole('combobox', { name: 'Typ' });
    expect((type as HTMLSelectElement).value).toBe('news');
  });

  it('links to a new page', async () => {
    renderAdmin('/admincenter/pages/browse', adminUser, {
      handlers: createAdminContentHandlers({ entries: pages }),
    });
    expect((await screen.findByRole('link', { name: 'Seite anlegen' })).getAttribute('href')).toBe(
      '/admincenter/pages/edit',
    );
  });
});

/** A library picture as a block keeps it: its JSON with the variants the website shows. */
function pictureRef(_id: string, name: string) {
  const file = demoFiles.find((demo) => demo._id === _id)!;
  return {
    _id,
    name,
    ext: 'jpg',
    size: 256_000,
    res: { w: 1600, h: 1200 },
    gridrefs: file.gridrefs,
    gridrefs_ng: file.gridrefs_ng,
  };
}
const thuja = pictureRef('file-1', 'thuja-hecke.jpg');
const apple = pictureRef('file-2', 'apfelbaum.jpg');

const text = (content: string): AdminEntryBlock => ({
  type: 'text',
  props: { content },
  attrs: { size: { xs: 12, md: 12, lg: 12 }, visible: { xs: true, md: true, lg: true } },
});

const editable = demoAdminEntry({
  _id: 'p-team',
  title: 'Team',
  route: '/Team',
  slug: 'Team',
  order: 2,
  tags: ['menu'],
  meta_description: 'Unser Team',
  publish_date: '2026-03-01T08:00:00.000Z',
  data: [
    text('<p>Erster Absatz</p>'),
    {
      type: 'hr',
      props: {},
      attrs: { size: { xs: 12, md: 6, lg: 4 }, visible: { xs: false, md: true, lg: true } },
    },
  ],
});

function blockNames() {
  return screen
    .getAllByRole('group', { name: /^Block \d+:/ })
    .map((group) => group.getAttribute('aria-label'));
}

describe('pages/edit', () => {
  // The editor is a lazy chunk; loading it once up front keeps the first test from waiting on it.
  beforeAll(async () => {
    await import('./RichTextEditor');
  });

  it('loads the fields and blocks of a page', async () => {
    renderAdmin('/admincenter/pages/edit/p-team', adminUser, {
      handlers: createAdminContentHandlers({
        entries: [editable, ...pages.filter((p) => p._id !== 'p-team')],
      }),
    });

    expect(((await screen.findByRole('textbox', { name: 'Titel' })) as HTMLInputElement).value).toBe('Team');
    expect((screen.getByRole('textbox', { name: 'Route' }) as HTMLInputElement).value).toBe('/Team');
    expect(blockNames()).toEqual(['Block 1: Text', 'Block 2: Trennlinie']);
    expect(await screen.findByText('Erster Absatz')).toBeTruthy();
    const divider = screen.getByRole('group', { name: 'Block 2: Trennlinie' });
    expect(
      (within(divider).getByRole('combobox', { name: 'Breite Tablet' }) as HTMLSelectElement).value,
    ).toBe('6');
    expect(
      (within(divider).getByRole('checkbox', { name: 'sichtbar Handy' }) as HTMLInputElement).checked,
    ).toBe(false);
    // The page itself is not offered as its own parent.
    const parent = screen.getByRole('combobox', { name: 'Übergeordnete Seite' });
    await waitFor(() => expect(within(parent).getAllByRole('option').length).toBeGreaterThan(1));
    expect(within(parent).queryByRole('option', { name: 'Team' })).toBeNull();
  });

  it('adds, moves and removes blocks and saves the blocks and fields it shows', async () => {
    const user = userEvent.setup();
    const saves = recordRequests('PUT', '/api/v0/entry/');
    renderAdmin('/admincenter/pages/edit/p-team', adminUser, {
      handlers: [saves.spy, ...createAdminContentHandlers({ entries: [editable] })],
    });
    await screen.findByText('Erster Absatz');

    await user.click(screen.getByRole('button', { name: 'Galerie hinzufügen' }));
    await user.click(screen.getByRole('button', { name: 'Abstand hinzufügen' }));
    expect(blockNames()).toEqual([
      'Block 1: Text',
      'Block 2: Trennlinie',
      'Block 3: Galerie',
      'Block 4: Abstand',
    ]);

    // Pictures come from the file library, chosen by name; nobody types a file id.
    const gallery = screen.getByRole('group', { name: 'Block 3: Galerie' });
    expect(within(gallery).queryByRole('textbox', { name: /Datei-ID/ })).toBeNull();
    await user.click(await within(gallery).findByRole('button', { name: 'thuja-hecke.jpg wählen' }));
    await user.click(within(gallery).getByRole('button', { name: 'apfelbaum.jpg wählen' }));
    expect(
      within(within(gallery).getByRole('list', { name: 'Bilder: gewählt' }))
        .getAllByRole('listitem')
        .map((item) => item.querySelector('span')?.textContent),
    ).toEqual(['thuja-hecke.jpg', 'apfelbaum.jpg']);
    // A gallery offers pictures only, not the price list.
    expect(within(gallery).queryByRole('button', { name: 'preisliste.pdf wählen' })).toBeNull();
    await user.selectOptions(within(gallery).getByRole('combobox', { name: 'Breite Desktop' }), '6');
    await user.click(within(gallery).getByRole('button', { name: 'Nach oben' }));
    expect(blockNames()).toEqual([
      'Block 1: Text',
      'Block 2: Galerie',
      'Block 3: Trennlinie',
      'Block 4: Abstand',
    ]);

    await user.click(
      within(screen.getByRole('group', { name: 'Block 1: Text' })).getByRole('button', {
        name: 'Nach unten',
      }),
    );
    expect(blockNames()).toEqual([
      'Block 1: Galerie',
      'Block 2: Text',
      'Block 3: Trennlinie',
      'Block 4: Abstand',
    ]);
    expect(
      (
        within(screen.getByRole('group', { name: 'Block 1: Galerie' })).getByRole('button', {
          name: 'Nach oben',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);

    await user.click(
      within(screen.getByRole('group', { name: 'Block 3: Trennlinie' })).getByRole('button', {
        name: 'Block entfernen',
      }),
    );
    expect(blockNames()).toEqual(['Block 1: Galerie', 'Block 2: Text', 'Block 3: Abstand']);
    await user.click(
      within(screen.getByRole('group', { name: 'Block 3: Abstand' })).getByRole('checkbox', {
        name: 'sichtbar Handy',
      }),
    );

    await user.clear(screen.getByRole('textbox', { name: 'Titel' }));
    await user.type(screen.getByRole('textbox', { name: 'Titel' }), 'Unser Team');
    await user.type(screen.getByRole('textbox', { name: 'Tags' }), ', startseite');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await toastText()).toContain('gespeichert');
    const full = { xs: 12, md: 12, lg: 12 };
    const shown = { xs: true, md: true, lg: true };
    expect(saves.bodies).toEqual([
      {
        _id: 'p-team',
        title: 'Unser Team',
        title_en: '',
        content_en: '',
        slug: 'Team',
        route: '/Team',
        type: 'page',
        parent_page: null,
        order: 2,
        publish_date: '2026-03-01T08:00:00.000Z',
        meta_keywords: '',
        meta_description: 'Unser Team',
        tags: ['menu', 'startseite'],
        media: { images: [] },
        downloads: [],
        data: [
          {
            type: 'gallery',
            props: { images: [thuja, apple] },
            attrs: { size: { ...full, lg: 6 }, visible: shown },
          },
          { type: 'text', props: { content: '<p>Erster Absatz</p>' }, attrs: { size: full, visible: shown } },
          { type: 'spacer', props: { height: 40 }, attrs: { size: full, visible: { ...shown, xs: false } } },
        ],
      },
    ]);
  });

  it('formats text with the rich-text toolbar and saves the HTML', async () => {
    const user = userEvent.setup();
    const saves = recordRequests('PUT', '/api/v0/entry/');
    renderAdmin('/admincenter/pages/edit/p-team', adminUser, {
      handlers: [
        saves.spy,
        ...createAdminContentHandlers({ entries: [{ ...editable, data: [text('<p>Fett</p>')] }] }),
      ],
    });
    const editor = await screen.findByRole('textbox', { name: 'Block 1: Text – Text' });
    // Select the paragraph's text with the keyboard, then make it bold.
    await within(editor).findByText('Fett');
    editor.focus();
    await user.keyboard('{Control>}a{/Control}');
    await user.click(
      // The block's own toolbar: the English text has an editor of its own.
      within(
        within(editor.closest<HTMLElement>('.gw-richtext')!).getByRole('toolbar', { name: 'Textformat' }),
      ).getByRole('button', { name: 'Fett' }),
    );
    await waitFor(() => expect(editor.querySelector('strong')?.textContent).toBe('Fett'));

    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(saves.bodies).toHaveLength(1));
    const [body] = saves.bodies as Array<{ data: AdminEntryBlock[] }>;
    expect(body!.data[0]!.props.content).toBe('<p><strong>Fett</strong></p>');
  });

  it('saves the English title and text typed beside the German ones', async () => {
    const user = userEvent.setup();
    const saves = recordRequests('PUT', '/api/v0/entry/');
    renderAdmin('/admincenter/pages/edit/p-team', adminUser, {
      handlers: [
        saves.spy,
        ...createAdminContentHandlers({ entries: [{ ...editable, data: [text('<p>Unser Team</p>')] }] }),
      ],
    });
    await user.type(await screen.findByRole('textbox', { name: /^Titel \(englisch\)/ }), 'Our team');
    const english = await screen.findByRole('textbox', { name: 'Text (englisch)' });
    english.focus();
    await user.keyboard('We plant hedges.');
    await waitFor(() => expect(english.textContent).toBe('We plant hedges.'));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(saves.bodies).toHaveLength(1));
    expect(saves.bodies[0]).toMatchObject({ title_en: 'Our team', content_en: '<p>We plant hedges.</p>' });
  });

  it('creates a new page with one text block and opens it', async () => {
    const user = userEvent.setup();
    const creates = recordRequests('POST', '/api/v0/entry/');
    const { router } = renderAdmin('/admincenter/pages/edit', adminUser, {
      handlers: [creates.spy, ...createAdminContentHandlers({ entries: pages })],
    });
    const title = await screen.findByRole('textbox', { name: 'Titel' });
    expect((title as HTMLInputElement).value).toBe('Titel');
    expect(blockNames()).toEqual(['Block 1: Text']);
    await user.clear(title);
    await user.type(title, 'Gutscheine');
    await user.type(screen.getByRole('textbox', { name: 'Route' }), '/Gutscheine');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admincenter/pages/edit/entry-new-1'));
    expect(creates.bodies).toHaveLength(1);
    expect(creates.bodies[0]).toMatchObject({ title: 'Gutscheine', route: '/Gutscheine', type: 'page' });
    expect(await screen.findByText(/nicht veröffentlicht/)).toBeTruthy();
  });

  it('asks before deleting a page and returns to the list', async () => {
    const user = userEvent.setup();
    const { router } = renderAdmin('/admincenter/pages/edit/p-team', adminUser, {
      handlers: createAdminContentHandlers({ entries: [editable] }),
    });
    await screen.findByText('Erster Absatz');

    await user.click(screen.getByRole('button', { name: 'Seite löschen' }));
    const dialog = screen.getByRole('alertdialog', { name: 'wirklich löschen?' });
    expect(within(dialog).getByText('„Team“ wird endgültig entfernt.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/admincenter/pages/edit/p-team');

    await user.click(screen.getByRole('button', { name: 'Seite löschen' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Löschen' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admincenter/pages/browse'));
    expect(await toastText()).toContain('gelöscht');
    expect(await screen.findByText('Keine Seiten gefunden.')).toBeTruthy();
  });

  it('keeps the stored files of a page, adds downloads from the library and removes one', async () => {
    const user = userEvent.setup();
    const saves = recordRequests('PUT', '/api/v0/entry/');
    const stored = { _id: 'file-5', name: 'team.jpg', ext: 'jpg', size: 1000 };
    const kept = { _id: 'file-6', name: 'gaertnerei.jpg' };
    renderAdmin('/admincenter/pages/edit/p-team', adminUser, {
      handlers: [
        saves.spy,
        ...createAdminContentHandlers({
          entries: [{ ...editable, media: { images: [stored, kept] }, data: [] }],
        }),
      ],
    });
    const meta = await screen.findByRole('group', { name: 'Bilder und Downloads' });
    const images = within(meta).getByRole('group', { name: 'Bilder' });
    expect(await within(images).findByRole('button', { name: 'team.jpg entfernen' })).toBeTruthy();

    // Downloads offer every file, documents too.
    const downloads = within(meta).getByRole('group', { name: 'Downloads' });
    await user.click(await within(downloads).findByRole('button', { name: 'preisliste.pdf wählen' }));
    await user.click(screen.getByRole('button', { name: 'Downloads hinzufügen' }));
    const block = screen.getByRole('group', { name: 'Block 1: Downloads' });
    await user.type(within(block).getByRole('searchbox', { name: 'In der Dateibibliothek suchen' }), 'agb');
    await user.click(await within(block).findByRole('button', { name: 'agb.pdf wählen' }));
    await user.click(within(images).getByRole('button', { name: 'team.jpg entfernen' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(saves.bodies).toHaveLength(1));
    const document = (_id: string, name: string, size: number) => ({
      _id,
      name,
      ext: 'pdf',
      size,
      res: null,
      gridrefs: [],
      gridrefs_ng: [],
    });
    expect(saves.bodies[0]).toMatchObject({
      // What was stored stays as it was; only what is chosen now comes with the library's JSON.
      media: { images: [kept] },
      downloads: [document('file-4', 'preisliste.pdf', 122_880)],
      data: [
        {
          type: 'download',
          props: { downloads: [document('file-8', 'agb.pdf', 81_920)] },
        },
      ],
    });
  });

  it('refuses a route without its slash and an emptied date before sending', async () => {
    const user = userEvent.setup();
    const saves = recordRequests('PUT', '/api/v0/entry/');
    renderAdmin('/admincenter/pages/edit/p-team', adminUser, {
      handlers: [saves.spy, ...createAdminContentHandlers({ entries: [editable] })],
    });
    const route = await screen.findByRole('textbox', { name: 'Route' });
    const date = screen.getByLabelText(/Veröffentlichungsdatum/) as HTMLInputElement;
    expect(date.type).toBe('datetime-local');
    await user.clear(route);
    await user.type(route, 'Team');
    await user.clear(date);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('Die Route beginnt mit /, z. B. /Team.')).toBeTruthy();
    expect(screen.getByText('Bitte ausfüllen.')).toBeTruthy();
    expect(await toastText()).toContain('Speichern fehlgeschlagen');
    expect(saves.bodies).toEqual([]);
  });

  it('asks before leaving unsaved changes behind', async () => {
    const user = userEvent.setup();
    const { router } = renderAdmin('/admincenter/pages/edit/p-team', adminUser, {
      handlers: createAdminContentHandlers({ entries: [editable] }),
    });
    await screen.findByText('Erster Absatz');
    await user.type(screen.getByRole('textbox', { name: 'Titel' }), ' und mehr');
    await user.click(screen.getByRole('link', { name: 'Zur Seitenliste' }));

    const question = await screen.findByRole('alertdialog', { name: 'Ungespeicherte Änderungen verwerfen?' });
    await user.click(within(question).getByRole('button', { name: 'Weiter bearbeiten' }));
    expect(router.state.location.pathname).toBe('/admincenter/pages/edit/p-team');
    expect((screen.getByRole('textbox', { name: 'Titel' }) as HTMLInputElement).value).toBe('Team und mehr');

    await user.click(screen.getByRole('link', { name: 'Zur Seitenliste' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Verwerfen' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admincenter/pages/browse'));
  });

  it('withdraws the open page only after a question', async () => {
    const user = userEvent.setup();
    const unpublishCalls = recordRequests('POST', '/api/v0/unpublish/entry/');
    renderAdmin('/admincenter/pages/edit/p-team', adminUser, {
      handlers: [
        unpublishCalls.spy,
        ...createAdminContentHandlers({ entries: [{ ...editable, published: true }] }),
      ],
    });
    expect(await screen.findByText(/Status: veröffentlicht/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Zurückziehen' }));
    const question = await screen.findByRole('alertdialog', { name: '„Team“ zurückziehen?' });
    await user.click(within(question).getByRole('button', { name: 'Abbrechen' }));
    expect(unpublishCalls.bodies).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Zurückziehen' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: '„Team“ zurückziehen?' })).getByRole('button', {
        name: 'Zurückziehen',
      }),
    );
    expect(await screen.findByText(/Status: nicht veröffentlicht/)).toBeTruthy();
    expect(unpublishCalls.bodies).toEqual([{ _id: 'p-team' }]);
  });

  it('publishes the open page', async () => {
    const user = userEvent.setup();
    renderAdmin('/admincenter/pages/edit/p-team', adminUser, {
      handlers: createAdminContentHandlers({ entries: [editable] }),
    });
    expect(await screen.findByText(/Status: nicht veröffentlicht/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
    expect(await screen.findByText(/Status: veröffentlicht/)).toBeTruthy();
  });
});

describe('sample legal texts and missing imprint details', () => {
  const sampleTerms = demoAdminEntry({
    _id: 'p-sample-agb',
    title: 'Allgemeine Geschäftsbedingungen',
    route: '/AGB',
    published: true,
    data: [
      {
        type: 'text',
        props: { content: '<p><strong>Mustertext – nur zur Demonstration.</strong> Bitte ersetzen.</p>' },
        attrs: blockAttrs(),
      } as AdminEntryBlock,
    ],
  });
  const ownTerms = demoAdminEntry({
    _id: 'p-own-agb',
    title: 'Eigene AGB',
    data: [
      {
        type: 'text',
        props: { content: '<p>Unsere geprüften AGB.</p>' },
        attrs: blockAttrs(),
      } as AdminEntryBlock,
    ],
  });
  const entries = [sampleTerms, ownTerms];

  it('lists on the dashboard the pages still in the sample text and the imprint details left at demo values', async () => {
    renderAdmin('/admincenter/dashboard', adminUser, { handlers: createAdminContentHandlers({ entries }) });
    const checks = await screen.findByRole('region', { name: 'Vor dem Start erledigen' });
    // The imprint's item comes with the configuration the shell has read already, the page's with
    // the page list the dashboard asks for once its chunk is there.
    await within(checks).findByRole('link', { name: 'Seite bearbeiten' });
    const items = within(checks).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Die Seite „Allgemeine Geschäftsbedingungen“ ist noch der mitgelieferte Mustertext. Ersetzen Sie ihn durch Ihren geprüften Text. Seite bearbeiten',
      // The demo company's phone, UID and register number are zero-filled stand-ins.
      'Im Impressum fehlen: Telefon, UID (USt-IdNr.), Firmenbuchnummer und Gericht. Firmendaten ausfüllen',
    ]);
    expect(within(checks).getByRole('link', { name: 'Seite bearbeiten' }).getAttribute('href')).toBe(
      '/admincenter/pages/edit/p-sample-agb',
    );
    expect(within(checks).getByRole('link', { name: 'Firmendaten ausfüllen' }).getAttribute('href')).toBe(
      '/admincenter/settings/company',
    );
  });

  it('warns in the page editor while the page is the sample text', async () => {
    renderAdmin('/admincenter/pages/edit/p-sample-agb', adminUser, {
      handlers: createAdminContentHandlers({ entries }),
    });
    expect(await screen.findByText(/Diese Seite ist noch der mitgelieferte Mustertext/)).toBeTruthy();
  });

  it('shows no warning in the editor of a page the owner wrote', async () => {
    renderAdmin('/admincenter/pages/edit/p-own-agb', adminUser, {
      handlers: createAdminContentHandlers({ entries }),
    });
    await screen.findByDisplayValue('Eigene AGB');
    expect(screen.queryByText(/Diese Seite ist noch der mitgelieferte Mustertext/)).toBeNull();
  });
});
