import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createEventHandlers } from '@gartenwerk/api-client/msw';
import { server } from '../../test/setup';
import { renderApp } from '../../test/render-app';

describe('signing up for an event', () => {
  it('shows the places left, asks for consent, signs up and confirms on screen', async () => {
    server.use(...createEventHandlers(undefined, { 'event-pruning': 9 }));
    const user = userEvent.setup();
    renderApp('/Veranstaltungen/event-pruning');
    // The first render waits for the page's lazy chunk as well.
    expect(await screen.findByRole('heading', { level: 1, name: 'Schnittkurs Obstbäume' })).toBeTruthy();
    expect(await screen.findByText('Noch 3 freie Plätze')).toBeTruthy();
    const form = screen.getByRole('region', { name: 'Anmeldung' });
    await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'Maria Gruber');
    await user.type(within(form).getByRole('textbox', { name: /E-Mail/ }), 'maria@example.at');
    const places = within(form).getByRole('spinbutton', { name: /Anzahl der Plätze/ });
    expect(places.getAttribute('max')).toBe('3');
    await user.clear(places);
    await user.type(places, '2');
    expect(within(form).getByRole('link', { name: 'Datenschutzerklärung' }).getAttribute('href')).toBe(
      '/Privacy',
    );

    await user.click(within(form).getByRole('button', { name: 'Verbindlich anmelden' }));
    expect(
      await within(form).findByText('Bitte stimmen Sie der Verarbeitung Ihrer Angaben für die Anmeldung zu.'),
    ).toBeTruthy();

    await user.click(
      within(form).getByRole('checkbox', {
        name: 'Ich bin einverstanden, dass Gartenwerk meinen Namen und meine E-Mail-Adresse für diese Anmeldung speichert und mir dazu schreibt.',
      }),
    );
    await user.click(within(form).getByRole('button', { name: 'Verbindlich anmelden' }));
    expect((await within(form).findByRole('status')).textContent).toBe(
      'Vielen Dank, Maria Gruber! Sie sind für „Schnittkurs Obstbäume“ am 20. Februar 2027, ab 10:00 Uhr angemeldet (2 Plätze). Die Bestätigung ist unterwegs an maria@example.at.',
    );
    expect(await screen.findByText('Noch 1 freier Platz')).toBeTruthy();
  });

  it('says the event is full', async () => {
    server.use(...createEventHandlers(undefined, { 'event-pruning': 12 }));
    renderApp('/Veranstaltungen/event-pruning');
    expect(await screen.findByText('Ausgebucht')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Alle Plätze sind vergeben, eine Anmeldung ist nicht mehr möglich.',
    );
    expect(screen.queryByRole('button', { name: 'Verbindlich anmelden' })).toBeNull();
  });

  it('shows the server’s refusal when the last place went meanwhile', async () => {
    server.use(...createEventHandlers(undefined, { 'event-pruning': 11 }));
    // Taken by someone else while the form was filled in (used last: answers first).
    server.use(
      http.post('*/api/v0/events/:id/book', () =>
        HttpResponse.json(
          { statusCode: 409, code: 'EVENT_FULL', message: 'Diese Veranstaltung ist leider ausgebucht.' },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp('/Veranstaltungen/event-pruning');
    expect(await screen.findByText('Noch 1 freier Platz', {})).toBeTruthy();
    const form = screen.getByRole('region', { name: 'Anmeldung' });
    await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'Bernd');
    await user.type(within(form).getByRole('textbox', { name: /E-Mail/ }), 'bernd@example.at');
    await user.click(within(form).getByRole('checkbox'));
    await user.click(within(form).getByRole('button', { name: 'Verbindlich anmelden' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Diese Veranstaltung ist leider ausgebucht.',
    );
  });

  it('speaks English on the English page and links the sign-up from the list', async () => {
    server.use(...createEventHandlers(undefined, { 'event-pruning': 4 }));
    const user = userEvent.setup();
    renderApp('/Veranstaltungen', { language: 'en' });
    const card = await screen.findByRole('article', { name: 'Schnittkurs Obstbäume' });
    expect(await within(card).findByText('8 places left')).toBeTruthy();
    // An event without a limit of places needs no sign-up.
    const market = screen.getByRole('article', { name: 'Pflanzenmarkt im Frühling' });
    expect(within(market).queryByRole('link', { name: /Details and sign-up/ })).toBeNull();
    await user.click(within(card).getByRole('link', { name: 'Details and sign-up: Schnittkurs Obstbäume' }));
    const form = await screen.findByRole('region', { name: 'Sign-up' });
    await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'George Miller');
    await user.type(within(form).getByRole('textbox', { name: /E-mail/ }), 'george@example.co.uk');
    await user.click(within(form).getByRole('checkbox'));
    await user.click(within(form).getByRole('button', { name: 'Sign up' }));
    expect((await within(form).findByRole('status')).textContent).toBe(
      'Thank you, George Miller! You are signed up for “Schnittkurs Obstbäume” on 20 February 2027, from 10:00 (1 place). The confirmation is on its way to george@example.co.uk.',
    );
  });
});
