import { createSocialHandlers, demoConfig, demoFacebookStatus } from '@gartenwerk/api-client/msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { recordRequests } from '../../test/queries';
import { adminUser, renderAdmin } from '../../test/renderAdmin';

/** The social screens come with the component `social` and components.social.fb switched on. */
const configHandler = (components: string[] = ['social'], fb: object = { enabled: true }) =>
  http.get('*/api/v0/config/', () =>
    HttpResponse.json([
      {
        ...demoConfig,
        components: { ...demoConfig.components, social: { ...demoConfig.components.social, fb } },
        enabled_components: [...demoConfig.enabled_components, ...components],
      },
    ]),
  );

describe('social/facebook', () => {
  it('shows the page connected and what was shared, and starts Facebook’s login', async () => {
    const user = userEvent.setup();
    const social = createSocialHandlers();
    const { assign } = renderAdmin('/admincenter/social/facebook', adminUser, {
      handlers: [configHandler(), ...social.handlers],
    });
    expect((await screen.findByTestId('facebook-state')).textContent).toBe(
      'Verbunden mit der Seite „Gartenwerk Baumschule“ (von chefin@gartenwerk.test, 28.11.2026, 10:00).',
    );
    const table = await screen.findByRole('table', { name: 'Geteilte Beiträge' });
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      '28.11.2026, 11:00',
      'Beitrag',
      'Herbstpflanzung beginnt',
      'Chefin',
      'Geteilt',
      '5550001_1001',
    ]);
    await user.click(screen.getByRole('button', { name: 'Erneut verbinden' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://www.facebook.com/dialog/oauth?state=demo'),
    );
  });

  it('sends the app secret only when one is typed', async () => {
    const user = userEvent.setup();
    const social = createSocialHandlers({ status: { ...demoFacebookStatus, app_secret_set: false } });
    renderAdmin('/admincenter/social/facebook', adminUser, {
      handlers: [configHandler(), ...social.handlers],
    });
    const form = await screen.findByRole('form', { name: 'Facebook-App' });
    await user.click(within(form).getByRole('checkbox', { name: 'Instagram-Feed auf der Startseite' }));
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(social.sent.settings.at(-1)).toEqual({ enabled: true, instagram: false, app_id: '1234567890' }),
    );
    await user.type(within(form).getByLabelText('App-Geheimnis'), 'geheim-123');
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(social.sent.settings.at(-1)).toMatchObject({ app_secret: 'geheim-123' }));
  });

  it('tells why the login came back without a connection', async () => {
    const social = createSocialHandlers({
      status: { ...demoFacebookStatus, connected: false, page: null, pages: [] },
      shares: [],
    });
    renderAdmin(
      `/admincenter/social/facebook?error=${encodeURIComponent('Die Anmeldung bei Facebook ist abgelaufen oder stammt nicht von hier. Bitte erneut verbinden.')}`,
      adminUser,
      { handlers: [configHandler(), ...social.handlers] },
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Die Anmeldung bei Facebook ist abgelaufen oder stammt nicht von hier. Bitte erneut verbinden.',
    );
    expect(screen.getByTestId('facebook-state').textContent).toBe('Keine Facebook-Seite verbunden.');
    expect(screen.getByText('Noch nichts geteilt.')).toBeTruthy();
  });
});

describe('sharing from a news entry and a product', () => {
  it('shares a news entry with its own text', async () => {
    const user = userEvent.setup();
    const social = createSocialHandlers();
    renderAdmin('/admincenter/pages/edit/news-spring', adminUser, {
      handlers: [configHandler(), ...social.handlers],
    });
    await user.click(await screen.findByRole('button', { name: 'Auf Facebook teilen' }));
    await user.type(screen.getByLabelText('Text zum Beitrag (leer: der Titel)'), 'Jetzt zugreifen!');
    await user.click(screen.getByRole('button', { name: 'Jetzt teilen' }));
    await waitFor(() =>
      expect(social.sent.shares).toEqual([{ kind: 'entry', id: 'news-spring', message: 'Jetzt zugreifen!' }]),
    );
    expect(await screen.findByText('Auf Facebook geteilt')).toBeTruthy();
  });

  it("shows Facebook's refusal as the server words it", async () => {
    const user = userEvent.setup();
    const social = createSocialHandlers({ graphError: 'Invalid OAuth access token.' });
    const shares = recordRequests('POST', '/api/v0/social/facebook/share');
    renderAdmin('/admincenter/shop/products/product-thuja', adminUser, {
      handlers: [shares.spy, configHandler(), ...social.handlers],
    });
    await user.click(await screen.findByRole('button', { name: 'Auf Facebook teilen' }));
    await user.click(screen.getByRole('button', { name: 'Jetzt teilen' }));
    await waitFor(() => expect(shares.bodies).toEqual([{ kind: 'product', id: 'product-thuja' }]));
    expect(
      await screen.findByText('Facebook hat die Anfrage abgelehnt: Invalid OAuth access token.'),
    ).toBeTruthy();
  });

  it('offers no sharing while Facebook is switched off', async () => {
    const social = createSocialHandlers();
    renderAdmin('/admincenter/shop/products/product-thuja', adminUser, {
      handlers: [configHandler(['social'], { enabled: false }), ...social.handlers],
    });
    expect(await screen.findByDisplayValue("Thuja 'Smaragd'")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Auf Facebook teilen' })).toBeNull();
  });
});
