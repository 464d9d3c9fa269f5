import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createSportsHandlers, demoConfig } from '@gartenwerk/api-client/msw';
import { server } from '../../test/setup';
import { renderApp } from '../../test/render-app';

const withComponents = (enabled_components: string[]) =>
  http.get('*/api/v0/config/', () => HttpResponse.json([{ ...demoConfig, enabled_components }]));

describe('/Sponsoring', () => {
  it('lists the sponsored clubs with their teams, and links them in the footer', async () => {
    server.use(withComponents([...demoConfig.enabled_components, 'sports']), ...createSportsHandlers());
    renderApp('/Sponsoring');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sponsoring' })).toBeTruthy();
    const club = await screen.findByRole('article', { name: 'SV Tulln' });
    expect(within(club).getByText('Tulln')).toBeTruthy();
    expect(within(club).getByText('U12 · 2026/27 · 1. Klasse Mitte')).toBeTruthy();
    // Not sponsored: not shown.
    expect(screen.queryByRole('article', { name: 'UHC Krems' })).toBeNull();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Sponsoring' }).getAttribute('href')).toBe('/Sponsoring');
  });

  it('is not there while the component is off', async () => {
    server.use(
      withComponents(demoConfig.enabled_components.filter((name) => name !== 'sports')),
      http.get('*/api/v0/sports/sponsoring', () =>
        HttpResponse.json(
          { statusCode: 404, code: 'NOT_FOUND', message: 'Nicht gefunden.' },
          { status: 404 },
        ),
      ),
    );
    renderApp('/Sponsoring');
    expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeTruthy();
    expect(within(screen.getByRole('contentinfo')).queryByRole('link', { name: 'Sponsoring' })).toBeNull();
  });
});
