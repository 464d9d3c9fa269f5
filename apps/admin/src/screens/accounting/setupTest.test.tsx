import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminUser, renderAdmin } from '../../test/renderAdmin';

const TEST = '/api/v1/invoice/test';
const samples = {
  offer: 'AN-2026-00001',
  order: '000001',
  delivery: 'LS-2026-00001',
  invoice: 'RE-2026-00001',
  installment: 'AR-2026-00001',
  cancellation: 'ST-2026-00001',
  credit_note: 'RE-2026-00001',
  vendor_order: 'BE-2026-00001',
};

describe('accounting/test', () => {
  it('words each problem of the setup and links to the screen that fixes it', async () => {
    renderAdmin('/admincenter/accounting/test', adminUser, {
      handlers: [
        http.get(TEST, () =>
          HttpResponse.json({
            ok: false,
            samples,
            checks: [
              {
                id: 'number_formats',
                ok: false,
                problems: [
                  {
                    code: 'number_format_no_prefix',
                    subject: 'order',
                    detail: '000001',
                    fix: '/accounting/settings/global',
                  },
                  {
                    code: 'number_format_same',
                    subject: 'credit_note',
                    detail: 'invoice',
                    fix: '/accounting/settings/global',
                  },
                ],
              },
              { id: 'pdf', ok: true, problems: [] },
              {
                id: 'mail_templates',
                ok: false,
                problems: [
                  {
                    code: 'unknown_placeholder',
                    subject: 'Alte Rechnungsmail',
                    detail: '{{nummer}}',
                    fix: '/accounting/settings/notifications/templates/old-template',
                  },
                ],
              },
              {
                id: 'company',
                ok: false,
                problems: [{ code: 'company_missing', subject: 'uid', detail: '', fix: '/settings/company' }],
              },
            ],
          }),
        ),
      ],
    });
    expect(await screen.findByText('4 Probleme gefunden.')).toBeTruthy();
    const check = (name: string) =>
      screen.getByRole('heading', { level: 2, name: new RegExp(`^${name}`) }).parentElement!;
    expect(within(check('Nummernkreise')).getByRole('heading').textContent).toBe('Nummernkreise: ✗ Problem');
    const fix = (text: string) => screen.getByRole('link', { name: `Beheben: ${text}` });
    expect(fix('Auftrag: Der Nummernkreis hat kein Präfix (000001).').getAttribute('href')).toBe(
      '/admincenter/accounting/settings/global',
    );
    expect(fix('Rechnungskorrektur (Gutschrift): Die Nummern sehen aus wie die von Rechnung.')).toBeTruthy();
    expect(fix('Vorlage „Alte Rechnungsmail“: unbekannte Platzhalter {{nummer}}.').getAttribute('href')).toBe(
      '/admincenter/accounting/settings/notifications/templates/old-template',
    );
    expect(fix('UID-Nummer (USt-IdNr.) fehlt; eine Rechnung muss es angeben.').getAttribute('href')).toBe(
      '/admincenter/settings/company',
    );
    expect(within(check('PDF-Vorlage')).getByRole('heading').textContent).toBe('PDF-Vorlage: ✓ in Ordnung');
    expect(
      within(check('PDF-Vorlage'))
        .getByRole('link', { name: 'Musterrechnung als PDF ansehen' })
        .getAttribute('href'),
    ).toBe('/api/v1/invoice/test/sample.pdf');
  });

  it('says so when everything is ready', async () => {
    renderAdmin('/admincenter/accounting/test', adminUser, {
      handlers: [
        http.get(TEST, () =>
          HttpResponse.json({
            ok: true,
            samples,
            checks: (['number_formats', 'pdf', 'mail_templates', 'company'] as const).map((id) => ({
              id,
              ok: true,
              problems: [],
            })),
          }),
        ),
      ],
    });
    expect(await screen.findByText('Alles bereit: Die Einrichtung ist vollständig.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Beheben/ })).toBeNull();
  });
});
