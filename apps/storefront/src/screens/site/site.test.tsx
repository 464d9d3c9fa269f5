import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Message } from '@gartenwerk/api-client';
import {
  createContentHandlers,
  DEMO_CAPTCHA_ANSWER,
  DEMO_TEXT_CAPTCHA_QUESTION,
  demoConfig,
  demoNews,
  demoPages,
} from '@gartenwerk/api-client/msw';
import { createI18n } from '@gartenwerk/i18n';
import { server } from '../../test/setup';
import { renderApp } from '../../test/render-app';

const de = createI18n('de');
/** The server words its refusals with the same texts; the stand-in answers with them. */
const germanMessages = {
  nameTooShort: de.t('content:form.nameTooShort', { min: 2 }),
  emailNotValid: de.t('content:form.emailNotValid'),
  messageTooShort: de.t('content:form.messageTooShort', { min: 10 }),
  captchaWrong: de.t('content:form.captchaWrong'),
  fileRequired: de.t('content:form.fileRequired'),
};

let inbox: Message[];
beforeEach(() => {
  inbox = [];
  server.use(...createContentHandlers({ inbox, messages: germanMessages }));
});

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

describe('content pages', () => {
  it('names exactly the payment methods switched on, in their order and with their conditions, on the page and in the footer', async () => {
    const shop = {
      ...demoConfig.components.shop,
      paymentsources: {
        prepayment: { enabled: true, min: null, max: null, order: 1, countries: ['at'] },
        invoice: { enabled: true, min: null, max: 500, order: 0, audience: 'returning' as const },
        cash_on_pickup: { enabled: false, min: null, max: null },
        klarna: { enabled: true, min: 20, max: null, order: 2 },
      },
    };
    server.use(
      http.get('*/api/v0/config/', () =>
        HttpResponse.json([{ ...demoConfig, components: { ...demoConfig.components, shop } }]),
      ),
      ...createContentHandlers({
        inbox,
        messages: germanMessages,
        entries: [
          ...demoPages,
          {
            ...demoPages[1]!,
            _id: 'versand',
            route: '/Versandkosten',
            title: 'Versand & Zahlung',
            data: [
              {
                type: 'text',
                props: { content: '<h2>Zahlungsarten</h2>' },
                attrs: demoPages[1]!.data![0]!.attrs,
              },
              {
                type: 'shop_facts',
                props: { kind: 'payment_methods' },
                attrs: demoPages[1]!.data![0]!.attrs,
              },
            ],
          },
        ],
      }),
    );
    renderApp('/Versandkosten');
    // The page's own heading; the footer has one of the same name.
    await within(await screen.findByRole('main')).findByRole('heading', { level: 2, name: 'Zahlungsarten' });
    await waitFor(() => expect(screen.getAllByRole('list', { name: 'Zahlungsarten' })).toHaveLength(2));
    const [page, footer] = screen.getAllByRole('list', { name: 'Zahlungsarten' });
    expect(
      within(page!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Rechnung (für Stammkunden mit Kundenkonto und einer bezahlten Bestellung, bis € 500,00 Bestellwert)',
      'Vorkasse (Überweisung) (bei einer Rechnungsadresse in Österreich)',
      'Klarna (ab € 20,00 Bestellwert)',
    ]);
    expect(
      within(footer!)
        .getAllByTitle(/./)
        .map((mark) => mark.getAttribute('title')),
    ).toEqual(['Rechnung', 'Vorkasse (Überweisung)', 'Klarna']);
  });

  it('renders the blocks of /Planung in the 12-column grid with their visibility classes', async () => {
    renderApp('/Planung');
    expect(await screen.findByRole('heading', { level: 1, name: 'Planung Ihrer Hecke' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Gut geplant ist halb gepflanzt' })).toBeTruthy();

    const blocks = [...document.querySelectorAll('.blocks > .block')];
    expect(blocks.map((block) => block.getAttribute('data-block-type'))).toEqual([
      'text',
      'spacer',
      'text',
      'text',
      'hr',
      'gallery',
      'download',
    ]);
    expect(blocks[0]!.className).toBe('block col-xs-12 col-md-12 col-lg-12');
    expect(blocks[2]!.className).toBe('block col-xs-12 col-md-6 col-lg-12');
    // Hidden on phones only.
    expect(blocks[3]!.className).toBe('block col-xs-12 col-md-6 col-lg-12 hidden-xs');
    expect(blocks[6]!.className).toBe('block col-xs-12 col-md-12 col-lg-4');
    expect(screen.getByRole('separator')).toBeTruthy();
    expect((blocks[1]!.firstElementChild as HTMLElement).style.height).toBe('32px');

    const download = screen.getByRole('link', { name: 'Preisliste 2026.pdf herunterladen (244 KB)' });
    expect(download.getAttribute('href')).toBe('/api/v0/download/file-pricelist?download=true');
  });

  it('shows gallery images as pictures with webp and jpeg srcsets and the spec variant as src', async () => {
    renderApp('/Planung');
    const gallery = await screen.findByRole('list', { name: 'Bildergalerie' });
    const openers = within(gallery).getAllByRole('button');
    expect(openers.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Bild 1 von 2 vergrößern: Thujenhecke.jpg',
      'Bild 2 von 2 vergrößern: Apfelbaum.jpg',
    ]);
    const picture = gallery.querySelector('picture')!;
    const webp = picture.querySelector('source')!;
    expect(webp.getAttribute('type')).toBe('image/webp');
    expect(webp.getAttribute('srcset')).toBe(
      '/api/v0/download/file-hedge/g400 400w, /api/v0/download/file-hedge/g1200 1200w',
    );
    const img = picture.querySelector('img')!;
    // The smallest variant at least 800×1024.
    expect(img.getAttribute('src')).toBe('/api/v0/download/file-hedge/g1200');
    expect(img.getAttribute('srcset')).toContain('/api/v0/download/file-hedge/g400 400w');
    expect(img.getAttribute('width')).toBe('1200');
  });

  it('opens the lightbox, steps with the arrow keys, keeps Tab inside and returns the focus on Escape', async () => {
    const user = userEvent.setup();
    renderApp('/Planung');
    const gallery = await screen.findByRole('list', { name: 'Bildergalerie' });
    const first = within(gallery).getAllByRole('button')[0]!;
    await user.click(first);

    const dialog = screen.getByRole('dialog', { name: 'Bild 1 von 2' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const close = within(dialog).getByRole('button', { name: 'Schließen' });
    expect(document.activeElement).toBe(close);
    expect(dialog.querySelector('img')!.getAttribute('alt')).toBe('Thujenhecke.jpg');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Bild 2 von 2' })).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Bild 1 von 2' })).toBeTruthy();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Bild 2 von 2' })).toBeTruthy();

    // Tab cycles through close, previous, next and back to close.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Vorheriges Bild' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Nächstes Bild' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Schließen' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Nächstes Bild' }));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(first);
  });

  it('renders each public route from its entry', async () => {
    for (const [path, title] of [
      ['/Aktionen', 'Aktionen'],
      ['/Lebensbaeume', 'Lebensbäume'],
      ['/Team', 'Team'],
      ['/AGB', 'AGB'],
      ['/Shopinfo', 'Shopinfo'],
      ['/Oeffnungszeiten', 'Öffnungszeiten'],
      ['/Gutscheine', 'Gutscheine'],
    ] as const) {
      renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
      expect(screen.getByText(`${title} – Mustertext`)).toBeTruthy();
      act(() => document.body.replaceChildren());
    }
  });

  it('sets the document title from the SEO meta', async () => {
    renderApp('/Team');
    await waitFor(() => expect(document.title).toBe('Team – Gartenwerk'));
  });

  it('shows the 404 page for a content route without an entry', async () => {
    server.use(...createContentHandlers({ entries: [] }));
    renderApp('/Planung');
    expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeTruthy();
  });

  it('lists the projects and opens one by its address', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/Projekte');
    const list = await screen.findByRole('list', { name: 'Unsere Projekte' });
    await user.click(within(list).getByRole('link', { name: 'Allee in Krems' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Allee in Krems' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/Projekte/allee-krems');
    expect(screen.getByText('40 Linden entlang der Zufahrt.')).toBeTruthy();
  });
});

describe('news (/Aktuelles)', () => {
  afterEach(() => setWidth(1024));

  const columns = () => [...document.querySelectorAll('.lazy-list__column')];
  const titlesIn = (column: Element) =>
    within(column as HTMLElement)
      .getAllByRole('article')
      .map((article) => within(article).getByRole('heading').textContent);

  it('shows at least 6 items dealt into columns, and 10 more per load', async () => {
    setWidth(1000);
    const user = userEvent.setup();
    renderApp('/Aktuelles');
    const feed = await screen.findByRole('feed', { name: 'Neuigkeiten' });
    expect(within(feed).getAllByRole('article')).toHaveLength(6);
    expect(screen.getByText('6 von 23 Neuigkeiten')).toBeTruthy();
    // 1000 px wide: two columns, each half of the 12-column grid, newest first left to right.
    await waitFor(() => expect(columns()).toHaveLength(2));
    expect(columns()[0]!.className).toContain('col-span-6');
    expect(titlesIn(columns()[0]!)).toEqual(['Neuigkeit 1', 'Neuigkeit 3', 'Neuigkeit 5']);
    expect(titlesIn(columns()[1]!)).toEqual(['Neuigkeit 2', 'Neuigkeit 4', 'Neuigkeit 6']);

    await user.click(screen.getByRole('button', { name: 'Weitere Neuigkeiten laden' }));
    await waitFor(() => expect(within(feed).getAllByRole('article')).toHaveLength(16));
    expect(screen.getByText('16 von 23 Neuigkeiten')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Weitere Neuigkeiten laden' }));
    await waitFor(() => expect(within(feed).getAllByRole('article')).toHaveLength(23));
    expect(screen.queryByRole('button', { name: 'Weitere Neuigkeiten laden' })).toBeNull();
    expect(within(feed).getAllByRole('article').length).toBe(demoNews.length);
  });

  it('gives every item its place in the list as its order, so one-column phones show list order', async () => {
    setWidth(1000);
    renderApp('/Aktuelles');
    await screen.findByRole('feed', { name: 'Neuigkeiten' });
    await waitFor(() => expect(columns()).toHaveLength(2));
    const items = [...document.querySelectorAll<HTMLElement>('.lazy-list__item')];
    // Dealt into two columns, the document order is 1 3 5 2 4 6; ordered by `order` it is the list again.
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Neuigkeit 1',
      'Neuigkeit 3',
      'Neuigkeit 5',
      'Neuigkeit 2',
      'Neuigkeit 4',
      'Neuigkeit 6',
    ]);
    const byOrder = [...items].sort((a, b) => Number(a.style.order) - Number(b.style.order));
    expect(byOrder.map((item) => within(item).getByRole('heading').textContent)).toEqual(
      Array.from({ length: 6 }, (_, index) => `Neuigkeit ${index + 1}`),
    );
    expect(items.map((item) => item.style.order)).toEqual(['0', '2', '4', '1', '3', '5']);
  });

  it('changes the columns by the breakpoints 800/1200/1600 after the resize debounce', async () => {
    setWidth(1000);
    renderApp('/Aktuelles');
    await screen.findByRole('feed', { name: 'Neuigkeiten' });
    await waitFor(() => expect(columns()).toHaveLength(2));

    setWidth(700);
    fireEvent(window, new Event('resize'));
    // Debounced: nothing changes within the same tick.
    expect(columns()).toHaveLength(2);
    await waitFor(() => expect(columns()).toHaveLength(1));
    expect(columns()[0]!.className).toContain('col-span-12');

    setWidth(1400);
    fireEvent(window, new Event('resize'));
    await waitFor(() => expect(columns()).toHaveLength(3));
    expect(columns()[0]!.className).toContain('col-span-4');

    setWidth(2000);
    fireEvent(window, new Event('resize'));
    setWidth(1200);
    fireEvent(window, new Event('resize'));
    // Only the last width of a burst counts: 1200 is still two columns.
    await waitFor(() => expect(columns()).toHaveLength(2));
  });

  it('opens a news item and answers 404 for an unknown one', async () => {
    const user = userEvent.setup();
    renderApp('/Aktuelles');
    const feed = await screen.findByRole('feed', { name: 'Neuigkeiten' });
    await user.click(within(feed).getByRole('link', { name: 'Neuigkeit 2' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Neuigkeit 2' })).toBeTruthy();
    expect(screen.getByText('Text der Neuigkeit 2')).toBeTruthy();
    expect(screen.getByText('Veröffentlicht am 27. Februar 2026')).toBeTruthy();

    act(() => document.body.replaceChildren());
    renderApp('/Aktuelles/gibt-es-nicht');
    expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeTruthy();
  });
});

describe('contact form (/Kontakt)', () => {
  async function openForm() {
    const user = userEvent.setup();
    renderApp('/Kontakt');
    const form = await screen.findByRole('form', { name: 'Kontaktformular' });
    await within(form).findByRole('img', { name: 'Rechenaufgabe der Sicherheitsabfrage' });
    return { user, form };
  }

  it('shows every field rule at its field before sending', async () => {
    const { user, form } = await openForm();
    await user.type(within(form).getByLabelText('E-Mail *'), 'kein-mail');
    await user.click(within(form).getByRole('button', { name: 'Nachricht senden' }));

    expect(within(form).getByText('Der Name ist zu kurz (mindestens 2 Zeichen).')).toBeTruthy();
    expect(within(form).getByText('Die E-Mail-Adresse ist nicht gültig.')).toBeTruthy();
    expect(within(form).getByText('Die Nachricht ist zu kurz (mindestens 10 Zeichen).')).toBeTruthy();
    expect(within(form).getByText('Bitte lösen Sie die Rechenaufgabe.')).toBeTruthy();
    const name = within(form).getByLabelText('Name *');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    // The optional phone stays valid when empty.
    expect(within(form).getByLabelText('Telefon').getAttribute('aria-invalid')).toBeNull();
    expect(inbox).toHaveLength(0);
  });

  async function fill(user: ReturnType<typeof userEvent.setup>, form: HTMLElement, answer: string) {
    await user.type(within(form).getByLabelText('Name *'), 'Maria Gärtner');
    await user.type(within(form).getByLabelText('E-Mail *'), 'maria@example.at');
    await user.type(within(form).getByLabelText('Nachricht *'), 'Bitte um ein Angebot für 40 m Hecke.');
    await user.type(within(form).getByLabelText('Sicherheitsabfrage: Ergebnis der Rechenaufgabe *'), answer);
  }

  it('shows the server refusal of a wrong captcha at the captcha, with a new task, then sends', async () => {
    const captchaCalls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/api/v0/captcha/')) captchaCalls.push(request.url);
    });
    const { user, form } = await openForm();
    await fill(user, form, '12');
    await user.click(within(form).getByRole('button', { name: 'Nachricht senden' }));

    const captchaInput = within(form).getByLabelText('Sicherheitsabfrage: Ergebnis der Rechenaufgabe *');
    expect(
      await within(form).findByText(
        'Die Antwort der Sicherheitsabfrage ist falsch. Bitte versuchen Sie es mit einer neuen Aufgabe.',
      ),
    ).toBeTruthy();
    expect(captchaInput.getAttribute('aria-invalid')).toBe('true');
    expect((captchaInput as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(captchaCalls).toHaveLength(2));
    expect(inbox).toHaveLength(0);
    // The other fields keep what the visitor wrote.
    expect((within(form).getByLabelText('Name *') as HTMLInputElement).value).toBe('Maria Gärtner');

    await user.type(captchaInput, DEMO_CAPTCHA_ANSWER);
    await user.click(within(form).getByRole('button', { name: 'Nachricht senden' }));
    expect((await screen.findByRole('status', { name: '' })).textContent).toBe(
      'Vielen Dank! Ihre Nachricht ist bei uns angekommen.',
    );
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({
      form: 'contact',
      name: 'Maria Gärtner',
      email: 'maria@example.at',
      message: 'Bitte um ein Angebot für 40 m Hecke.',
    });
    await user.click(screen.getByRole('button', { name: 'Weitere Nachricht schreiben' }));
    expect(await screen.findByRole('form', { name: 'Kontaktformular' })).toBeTruthy();
  });

  it('offers the task as text for visitors who cannot see the image, described at the answer field', async () => {
    const { user, form } = await openForm();
    await user.click(within(form).getByRole('button', { name: 'Aufgabe als Text statt Bild' }));
    const question = await within(form).findByText(DEMO_TEXT_CAPTCHA_QUESTION);
    expect(within(form).queryByRole('img', { name: 'Rechenaufgabe der Sicherheitsabfrage' })).toBeNull();
    const answer = within(form).getByLabelText('Sicherheitsabfrage: Ergebnis der Rechenaufgabe *');
    expect(answer.getAttribute('aria-describedby')?.split(' ')).toContain(question.id);

    await fill(user, form, DEMO_CAPTCHA_ANSWER);
    await user.click(within(form).getByRole('button', { name: 'Nachricht senden' }));
    expect((await screen.findByRole('status', { name: '' })).textContent).toBe(
      'Vielen Dank! Ihre Nachricht ist bei uns angekommen.',
    );
    expect(inbox).toHaveLength(1);
  });

  it('shows a server failure that names no field below the form', async () => {
    server.use(
      http.post('*/api/v0/message/', () =>
        HttpResponse.json(
          { statusCode: 429, code: 'RATE_LIMITED', message: 'Too Many Requests' },
          { status: 429 },
        ),
      ),
    );
    const { user, form } = await openForm();
    await fill(user, form, DEMO_CAPTCHA_ANSWER);
    await user.click(within(form).getByRole('button', { name: 'Nachricht senden' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Too Many Requests');
  });
});

describe('jobs form (/Jobs)', () => {
  it('asks for the application file, then sends it as multipart with the CSRF header', async () => {
    document.cookie = 'gw_csrf=csrf-token-1; path=/';
    const headers: Array<string | null> = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/api/v0/forms/jobs')) headers.push(request.headers.get('x-csrf-token'));
    });
    const user = userEvent.setup();
    renderApp('/Jobs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Jobs' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Bewerbung senden' });
    await within(form).findByRole('img', { name: 'Rechenaufgabe der Sicherheitsabfrage' });
    await user.type(within(form).getByLabelText('Name *'), 'Jakob Baum');
    await user.type(within(form).getByLabelText('E-Mail *'), 'jakob@example.at');
    await user.type(within(form).getByLabelText('Nachricht *'), 'Ich bewerbe mich als Gärtner.');
    await user.type(within(form).getByLabelText('Sicherheitsabfrage: Ergebnis der Rechenaufgabe *'), '7');
    await user.click(within(form).getByRole('button', { name: 'Bewerbung senden' }));
    expect(within(form).getByText('Bitte hängen Sie Ihre Bewerbung als Datei an.')).toBeTruthy();
    expect(headers).toHaveLength(0);

    const file = new File(['%PDF-1.4 Lebenslauf'], 'Lebenslauf.pdf', { type: 'application/pdf' });
    await user.upload(within(form).getByLabelText(/^Bewerbung als Datei/), file);
    await user.click(within(form).getByRole('button', { name: 'Bewerbung senden' }));

    expect((await screen.findByRole('status')).textContent).toBe(
      'Vielen Dank für Ihre Bewerbung! Wir melden uns bei Ihnen.',
    );
    expect(headers).toEqual(['csrf-token-1']);
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({
      form: 'jobs',
      name: 'Jakob Baum',
      message: 'Ich bewerbe mich als Gärtner.',
      // jsdom's File reaches Node's fetch without its name, so only content and type are compared.
      attachment: { size: file.size, mime: 'application/pdf' },
    });
    document.cookie = 'gw_csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });
});
