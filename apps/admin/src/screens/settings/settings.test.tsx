import type { SiteConfig } from '@gartenwerk/api-client';
import { createAdminContentHandlers, demoConfig } from '@gartenwerk/api-client/msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { recordRequests, toastText } from '../../test/queries';
import { adminUser, renderAdmin } from '../../test/renderAdmin';
import { validateConfig } from './validateConfig';

function renderSettings(path: string, config: SiteConfig = demoConfig) {
  const puts = recordRequests('PUT', '/api/v0/config/');
  const view = renderAdmin(path, adminUser, {
    handlers: [puts.spy, ...createAdminContentHandlers({ config })],
  });
  return { ...view, bodies: puts.bodies };
}

describe('settings/seo', () => {
  it('edits title and description per route and the og:image, and saves meta', async () => {
    const user = userEvent.setup();
    const { bodies } = renderSettings('/admincenter/settings/seo');
    const first = await screen.findByRole('group', { name: 'Route 1' });
    expect((within(first).getByRole('textbox', { name: 'Titel' }) as HTMLInputElement).value).toBe(
      'Gartenwerk',
    );

    await user.type(screen.getByRole('textbox', { name: /og:image/ }), 'file-og');
    await user.click(screen.getByRole('button', { name: 'Route hinzufügen' }));
    const second = screen.getByRole('group', { name: 'Route 2' });
    expect((within(second).getByRole('textbox', { name: 'Route' }) as HTMLInputElement).value).toBe('/');
    await user.clear(within(second).getByRole('textbox', { name: 'Route' }));
    await user.type(within(second).getByRole('textbox', { name: 'Route' }), 'Aktuelles');
    await user.type(within(second).getByRole('textbox', { name: 'Titel' }), 'Aktuelles aus der Baumschule');
    await user.type(within(second).getByRole('textbox', { name: 'Beschreibung' }), 'Neuigkeiten');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await within(second).findByText('Die Route muss mit / beginnen.')).toBeTruthy();
    expect(bodies).toEqual([]);

    await user.clear(within(second).getByRole('textbox', { name: 'Route' }));
    await user.type(within(second).getByRole('textbox', { name: 'Route' }), '/Aktuelles');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await toastText()).toContain('gespeichert');
    expect(bodies).toEqual([
      {
        meta: {
          og_image: 'file-og',
          routes: [
            { route: '/', meta: { title: 'Gartenwerk', description: 'Baumschule und Gartenshop' } },
            {
              route: '/Aktuelles',
              meta: { title: 'Aktuelles aus der Baumschule', description: 'Neuigkeiten' },
            },
          ],
        },
      },
    ]);
  });

  it('refuses a route listed twice and removes a route', async () => {
    const user = userEvent.setup();
    const { bodies } = renderSettings('/admincenter/settings/seo');
    await screen.findByRole('group', { name: 'Route 1' });
    await user.click(screen.getByRole('button', { name: 'Route hinzufügen' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Diese Route ist schon eingetragen.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Route 1 entfernen' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      meta: { og_image: null, routes: [{ route: '/', meta: { title: '', description: '' } }] },
    });
  });
});

describe('settings/privacy', () => {
  it('saves the legal page addresses and keeps the rest of the components', async () => {
    const user = userEvent.setup();
    const { bodies } = renderSettings('/admincenter/settings/privacy');
    const privacy = await screen.findByRole('textbox', { name: 'Datenschutzerklärung' });
    expect((privacy as HTMLInputElement).value).toBe('/Privacy');

    await user.clear(privacy);
    await user.type(privacy, 'Datenschutz');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Die Route muss mit / beginnen.')).toBeTruthy();
    expect(bodies).toEqual([]);

    await user.clear(privacy);
    await user.type(privacy, '/Datenschutz');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await toastText()).toContain('gespeichert');
    expect(bodies).toEqual([
      {
        components: {
          ...demoConfig.components,
          shop: {
            ...demoConfig.components.shop,
            urls: { ...demoConfig.components.shop.urls, privacy: '/Datenschutz' },
          },
        },
      },
    ]);
  });
});

describe('settings/company', () => {
  it('edits the seller and the bank account in a form, refuses what the server would, and saves both', async () => {
    const user = userEvent.setup();
    const { bodies } = renderSettings('/admincenter/settings/company');
    const name = await screen.findByRole('textbox', { name: 'Firmenname' });
    expect((name as HTMLInputElement).value).toBe('Gartenwerk Baumschule GmbH');
    expect((screen.getByRole('textbox', { name: 'UID (USt-IdNr.)' }) as HTMLInputElement).value).toBe(
      'ATU00000000',
    );
    expect((screen.getByRole('textbox', { name: 'IBAN' }) as HTMLInputElement).value).toBe('');

    await user.clear(name);
    await user.type(name, 'Baumschule Lindner KG');
    // 31 characters: one more than a UID may have.
    const uid = screen.getByRole('textbox', { name: 'UID (USt-IdNr.)' });
    await user.clear(uid);
    await user.type(uid, 'ATU123456789012345678901234567X');
    await user.type(screen.getByRole('textbox', { name: 'Kontoinhaber' }), 'Baumschule Lindner KG');
    await user.type(screen.getByRole('textbox', { name: 'IBAN' }), ' AT61 1904 3002 3457 3201 ');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Höchstens 30 Zeichen.')).toBeTruthy();
    expect(uid.getAttribute('aria-invalid')).toBe('true');
    expect(bodies).toEqual([]);

    await user.clear(uid);
    await user.type(uid, 'ATU12345678');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await toastText()).toContain('gespeichert');
    expect(bodies).toEqual([
      {
        company: {
          ...demoConfig.company,
          name: 'Baumschule Lindner KG',
          uid: 'ATU12345678',
        },
        components: {
          ...demoConfig.components,
          shop: {
            ...demoConfig.components.shop,
            bank_details: {
              account_holder: 'Baumschule Lindner KG',
              iban: 'AT61 1904 3002 3457 3201',
              bic: '',
              bank: '',
            },
          },
        },
      },
    ]);
  });

  it('shows the server’s message when it refuses the company', async () => {
    const user = userEvent.setup();
    renderAdmin('/admincenter/settings/company', adminUser, {
      handlers: [
        http.put('*/api/v0/config/', () =>
          HttpResponse.json(
            {
              statusCode: 400,
              code: 'VALIDATION',
              message: 'body/company/zip must NOT have more than 20 characters',
            },
            { status: 400 },
          ),
        ),
        ...createAdminContentHandlers({ config: demoConfig }),
      ],
    });
    await screen.findByRole('textbox', { name: 'Firmenname' });
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await toastText()).toContain('body/company/zip must NOT have more than 20 characters');
  });
});

describe('components', () => {
  it('switches components on and off', async () => {
    const user = userEvent.setup();
    const { bodies } = renderSettings('/admincenter/components', {
      ...demoConfig,
      enabled_components: ['shop', 'legacy'],
    });
    const shop = await screen.findByRole('checkbox', { name: 'Shop' });
    expect((shop as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'legacy' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Newsletter' }) as HTMLInputElement).checked).toBe(false);

    await user.click(shop);
    await user.click(screen.getByRole('checkbox', { name: 'Newsletter' }));
    await user.click(screen.getByRole('checkbox', { name: 'Nachrichten (Kontakt- und Bewerbungsformular)' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await toastText()).toContain('gespeichert');
    expect(bodies).toEqual([{ enabled_components: ['newsletter', 'message', 'legacy'] }]);
  });
});

describe('config', () => {
  function setText(value: string) {
    fireEvent.change(screen.getByRole('textbox', { name: 'Konfiguration (JSON)' }), { target: { value } });
  }

  it('shows the configuration and saves it after the check', async () => {
    const user = userEvent.setup();
    const { bodies } = renderSettings('/admincenter/config');
    const field = (await screen.findByRole('textbox', {
      name: 'Konfiguration (JSON)',
    })) as HTMLTextAreaElement;
    expect(JSON.parse(field.value)).toEqual(demoConfig);

    setText(JSON.stringify({ ...demoConfig, enabled_components: ['shop', 'newsletter'] }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await toastText()).toContain('gespeichert');
    expect(bodies).toEqual([{ ...demoConfig, enabled_components: ['shop', 'newsletter'] }]);
  });

  it('refuses invalid JSON and a wrong shape before sending, with the problems listed', async () => {
    const user = userEvent.setup();
    const { bodies } = renderSettings('/admincenter/config');
    await screen.findByRole('textbox', { name: 'Konfiguration (JSON)' });

    setText('{ "meta": ');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Kein gültiges JSON/);

    const { mail: _mail, ...withoutMail } = demoConfig;
    setText(JSON.stringify({ ...withoutMail, meta: { ...demoConfig.meta, routes: {} }, colour: 'grün' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    const alert = await screen.findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Unbekannter Abschnitt „colour“.',
      'Abschnitt „mail“ fehlt.',
      '„meta.routes“ muss eine Liste sein.',
    ]);
    expect(screen.getByRole('textbox', { name: 'Konfiguration (JSON)' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(bodies).toEqual([]);
  });

  it('shows the server refusal where the local problems are', async () => {
    const user = userEvent.setup();
    renderAdmin('/admincenter/config', adminUser, {
      handlers: [
        http.put('*/api/v0/config/', () =>
          HttpResponse.json(
            {
              statusCode: 400,
              code: 'VALIDATION',
              message: 'body/components/shop/fixed_price must be boolean',
            },
            { status: 400 },
          ),
        ),
      ],
    });
    await screen.findByRole('textbox', { name: 'Konfiguration (JSON)' });
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(
      await within(await screen.findByRole('alert')).findByText(
        'body/components/shop/fixed_price must be boolean',
      ),
    ).toBeTruthy();
  });
});

describe('validateConfig', () => {
  it('accepts the demo configuration and finds wrong types deep inside', () => {
    expect(validateConfig(JSON.stringify(demoConfig)).problems).toEqual([]);
    const broken = {
      ...demoConfig,
      enabled_components: ['shop', 3],
      components: { ...demoConfig.components, admincenter: { url: 5 } },
    };
    expect(validateConfig(JSON.stringify(broken)).problems).toEqual([
      { key: 'wrongType', values: { path: 'components.admincenter.url', expected: 'string' } },
      { key: 'wrongType', values: { path: 'enabled_components.1', expected: 'string' } },
    ]);
    expect(validateConfig('[]').problems).toEqual([{ key: 'notAnObject' }]);
    const { company: _company, ...withoutCompany } = demoConfig;
    expect(validateConfig(JSON.stringify(withoutCompany)).problems).toEqual([
      { key: 'missingSection', values: { section: 'company' } },
    ]);
    // The footer's old weekly list is no section any more (the booking area keeps the opening hours).
    expect(validateConfig(JSON.stringify(demoConfig)).problems).toEqual([]);
    expect(validateConfig(JSON.stringify({ ...demoConfig, opening_hours: [] })).problems).toEqual([
      { key: 'unknownSection', values: { section: 'opening_hours' } },
    ]);
  });
});
