import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { AdminTexts } from './AdminTexts';
import { pendingAdminTexts, textPartsOf } from './adminTexts';
import { createAdminI18n, createBrowserAdminI18n } from './createAdminI18n';

function Texts() {
  const { t } = useTranslation('admin');
  return (
    <p>
      {t('shell.menu')} / {t('paginator.label')} / {t('account.profile')}
    </p>
  );
}

describe("the browser's admin texts", () => {
  it('hold the shell part first; a screen waits for its parts, in the language switched to as well', async () => {
    const i18n = await createBrowserAdminI18n('de');
    expect(i18n.exists('admin:shell.menu')).toBe(true);
    expect(i18n.exists('admin:paginator.label')).toBe(false);

    render(
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={<p>lädt</p>}>
          <AdminTexts parts={textPartsOf({ path: 'account', group: 'users' })} />
          <Texts />
        </Suspense>
      </I18nextProvider>,
    );
    expect(screen.queryByText(/Seitennavigation/)).toBeNull();
    // The screen shows once its parts have loaded.
    await act(() => pendingAdminTexts(i18n, 'de', ['kit', 'users']));
    expect(screen.getByText('Menü / Seitennavigation / Profil')).toBeTruthy();

    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByText('Menu / Pagination / Profile')).toBeTruthy();
  });

  it('asks the dashboard for the shell part only', () => {
    expect(textPartsOf({ path: 'dashboard', group: 'overview', index: true })).toEqual([]);
    expect(textPartsOf({ path: 'pages/browse', group: 'content' })).toEqual(['kit']);
    expect(textPartsOf({ path: 'accounting/invoice/browse', group: 'accounting' })).toEqual([
      'kit',
      'accounting',
    ]);
  });

  it('do not wait with an instance that has every text (the tests’ own)', () => {
    render(
      <I18nextProvider i18n={createAdminI18n('de')}>
        <Suspense fallback={<p>lädt</p>}>
          <AdminTexts parts={['kit', 'users']} />
          <Texts />
        </Suspense>
      </I18nextProvider>,
    );
    expect(screen.getByText('Menü / Seitennavigation / Profil')).toBeTruthy();
  });
});
