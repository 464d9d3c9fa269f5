import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createStore, type PickupDay, type PickupWindow } from '@gartenwerk/api-client';
import { storefrontResources } from '@gartenwerk/i18n';
import { AppProviders } from '../../app/AppProviders';
import { countryFromCookie } from '../../app/country';
import { createI18nWith } from '../../i18n/texts';
import { server } from '../../test/setup';
import { TEST_ORIGIN } from '../../test/render-app';
import { PickupSlotPicker, PickupWindowText } from './PickupSlotPicker';

// Thursday 11 and Saturday 13 June 2026 (summer time: 06:00 UTC is 08:00 in Vienna).
const DAYS: PickupDay[] = [
  {
    date: '2026-06-11',
    windows: [
      { start: '2026-06-11T06:00:00.000Z', end: '2026-06-11T07:00:00.000Z', free: 5 },
      { start: '2026-06-11T07:00:00.000Z', end: '2026-06-11T08:00:00.000Z', free: 1 },
    ],
  },
  {
    date: '2026-06-13',
    windows: [{ start: '2026-06-13T06:00:00.000Z', end: '2026-06-13T08:00:00.000Z', free: 2 }],
  },
];

function Harness() {
  const [value, setValue] = useState<PickupWindow | null>(null);
  return (
    <>
      <PickupSlotPicker value={value} onChange={setValue} />
      <p data-testid="chosen">{value ? <PickupWindowText window={value} /> : 'nichts'}</p>
    </>
  );
}

const renderPicker = () =>
  render(
    <AppProviders
      store={createStore({ baseUrl: TEST_ORIGIN })}
      i18n={createI18nWith(storefrontResources, 'de')}
      country={countryFromCookie('')}
    >
      <Harness />
    </AppProviders>,
  );

describe('the pickup slot picker', () => {
  it('offers the server’s days and windows with the places left, and names the chosen one', async () => {
    server.use(http.get('*/api/v0/shop/pickup/windows', () => HttpResponse.json(DAYS)));
    const user = userEvent.setup();
    renderPicker();
    const group = await screen.findByRole('group', { name: 'Abholtermin' });
    const day = within(group).getByLabelText<HTMLSelectElement>('Tag');
    expect([...day.options].map((option) => option.text)).toEqual(['Do, 11.06.2026', 'Sa, 13.06.2026']);
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement!.textContent),
    ).toEqual([' 08:00–09:00 noch 5 frei', ' 09:00–10:00 noch 1 frei']);
    await user.selectOptions(day, '2026-06-13');
    await user.click(within(group).getByRole('radio', { name: '08:00–10:00 noch 2 frei' }));
    expect(screen.getByTestId('chosen').textContent).toBe('Abholung am 13.06.2026, 08:00–10:00 Uhr');
  });

  it('says so when no window is free', async () => {
    server.use(http.get('*/api/v0/shop/pickup/windows', () => HttpResponse.json([])));
    renderPicker();
    expect(
      await screen.findByText('Zurzeit ist kein Abholtermin frei. Bitte wählen Sie den Versand.'),
    ).toBeTruthy();
  });
});
