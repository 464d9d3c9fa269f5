import { createPersonHandlers, createPersonLinkHandlers } from '@gartenwerk/api-client/msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cellTexts, listRows, recordRequests, toastText } from '../../test/queries';
import { adminUser, renderAdmin } from '../../test/renderAdmin';

describe('person/browse and person/edit', () => {
  it('lists the persons by name with their company and roles', async () => {
    renderAdmin('/admincenter/person/browse', adminUser, { handlers: createPersonHandlers() });
    const rows = await listRows('Personen');
    expect(rows).toHaveLength(2);
    expect(cellTexts(rows[0]!).slice(0, 3)).toEqual(['Jakob Gruber', 'Baumschule Gruber', 'Lieferant']);
  });

  it('adds a person with a contact, and refuses one without a name', async () => {
    const user = userEvent.setup();
    const writes = recordRequests('POST', '/api/v0/person/');
    renderAdmin('/admincenter/person/edit', adminUser, { handlers: [writes.spy, ...createPersonHandlers()] });
    const form = await screen.findByRole('form', { name: 'Person' });
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(await within(form).findByText('Bitte einen Namen angeben.')).toBeTruthy();
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Lena Moser');
    await user.type(within(form).getByRole('textbox', { name: 'Firma' }), 'Gartenbau Moser');
    await user.click(within(form).getByRole('button', { name: 'Kontakt hinzufügen' }));
    await user.type(within(form).getByRole('textbox', { name: 'Kontakt 1' }), 'lena@moser.test');
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(await toastText()).toContain('gespeichert');
    expect(writes.bodies[0]).toMatchObject({
      name: 'Lena Moser',
      company: 'Gartenbau Moser',
      contacts: [{ kind: 'email', value: 'lena@moser.test' }],
    });
  });

  it('offers the GDPR export of a stored person', async () => {
    renderAdmin('/admincenter/person/edit/person-gruber', adminUser, {
      handlers: [...createPersonHandlers(), ...createPersonLinkHandlers()],
    });
    const link = await screen.findByRole('link', { name: 'Daten exportieren (DSGVO)' });
    expect(link.getAttribute('href')).toBe('/api/v0/person/person-gruber/export');
  });

  it("shows a person's links to vendors, customers and sports persons", async () => {
    const link = (kind: 'vendor' | 'customer' | 'sports_person', target: string, targetName: string) => ({
      _id: `link-${target}`,
      person: 'person-gruber',
      personName: 'Jakob Gruber',
      kind,
      target,
      targetName,
      created: '2026-03-02T08:00:00.000Z',
    });
    renderAdmin('/admincenter/person/edit/person-gruber', adminUser, {
      handlers: [
        ...createPersonHandlers(),
        ...createPersonLinkHandlers([
          link('vendor', 'vendor-1', 'Baumschule Gruber'),
          link('customer', 'user-7', ''),
          link('sports_person', 'sp-wimmer', 'Lukas Wimmer'),
        ]),
      ],
    });
    const section = await screen.findByRole('region', { name: 'Verknüpfungen' });
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Lieferant: Baumschule Gruber',
      'Kunde: (gelöscht)',
      'Sportler: Lukas Wimmer',
    ]);
    expect(within(section).getByRole('link', { name: 'Lukas Wimmer' }).getAttribute('href')).toBe(
      '/admincenter/sports/person/edit/sp-wimmer',
    );
    expect(within(section).getByRole('link', { name: 'Baumschule Gruber' }).getAttribute('href')).toBe(
      '/admincenter/accounting/vendor/edit/vendor-1',
    );
  });
});
