import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  createHandlers,
  customerUser,
  DEMO_PASSWORD,
  DEMO_QR_CODE,
  DEMO_TOKENS,
  DEMO_TOTP_CODE,
  twoFactorUser,
} from '@gartenwerk/api-client/msw';
import { server } from '../../test/setup';
import { renderApp } from '../../test/render-app';
import { isSameSitePath, loginTarget } from './redirect';

async function fillLogin(user: ReturnType<typeof userEvent.setup>, handle: string, password: string) {
  await user.type(await screen.findByLabelText('Email'), handle);
  await user.type(screen.getByLabelText('Passwort'), password);
  await user.click(screen.getByRole('button', { name: 'Anmelden' }));
}

describe('login view', () => {
  it('logs in, goes to the redirect page and shows account and logout in the header', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/login?redirect=%2Fshop');
    const nav = await screen.findByRole('banner');
    expect(within(nav).getByRole('link', { name: 'Login' })).toBeTruthy();

    await fillLogin(user, customerUser.handle, DEMO_PASSWORD);

    await waitFor(() => expect(router.state.location.pathname).toBe('/shop'));
    expect(within(nav).getByRole('link', { name: 'Mein Konto: Kurt Kunde' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Login' })).toBeNull();

    await user.click(within(nav).getByRole('button', { name: 'Abmelden' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await within(nav).findByRole('link', { name: 'Login' })).toBeTruthy();
  });

  it('logs out from the account page to the home page, not to the login', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/login?redirect=%2Faccount');
    await fillLogin(user, customerUser.handle, DEMO_PASSWORD);
    await screen.findByRole('heading', { level: 1, name: 'Mein Konto' });
    const nav = screen.getByRole('banner');

    await user.click(within(nav).getByRole('button', { name: 'Abmelden' }));
    expect(await within(nav).findByRole('link', { name: 'Login' })).toBeTruthy();
    // The home page's data loads before the navigation ends.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('goes to the site root without a redirect parameter', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/login');
    await fillLogin(user, customerUser.handle, DEMO_PASSWORD);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('asks for the second factor when the login answers fa2required, then signs in with the code', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/login?redirect=%2Faccount');
    await fillLogin(user, twoFactorUser.handle, DEMO_PASSWORD);

    const code = await screen.findByLabelText('Bestätigungscode');
    expect(screen.queryByLabelText('Passwort')).toBeNull();
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Code bestätigen' }));
    expect(await screen.findByText('Der Code ist falsch.')).toBeTruthy();

    await user.clear(code);
    await user.type(code, DEMO_TOTP_CODE);
    await user.click(screen.getByRole('button', { name: 'Code bestätigen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(await screen.findByText(`Angemeldet als ${twoFactorUser.handle}`)).toBeTruthy();
  });

  it('shows the wrong-password message below the form in the alert region', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/login');
    await fillLogin(user, customerUser.handle, 'falsch');
    const form = screen.getByRole('form', { name: 'Anmelden' });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Benutzer oder Passwort ist falsch.'),
    );
    // Below the form, not inside it.
    expect(
      form.compareDocumentPosition(screen.getByRole('alert')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('validates the e-mail with the spec messages before calling the server', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Anmelden' }));
    expect(screen.getByLabelText('Email')).toHaveProperty('ariaInvalid', 'true');
    expect(screen.getByText('Bitte geben Sie Ihre E-Mail-Adresse an.')).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), 'anna@garten');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(screen.getByText('Bitte geben Sie eine gültige E-Mail-Adresse an.')).toBeTruthy();
  });

  it('switches to lost-password mode, confirms the reset request, and goes back to login', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    await user.click(await screen.findByRole('link', { name: 'Passwort vergessen?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Passwort vergessen' })).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), customerUser.handle);
    await user.click(screen.getByRole('button', { name: 'Passwort zurücksetzen' }));
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Wir haben Ihnen eine E-Mail mit einem Link zum Zurücksetzen des Passworts gesendet.',
    );
    await user.click(screen.getByRole('link', { name: 'Zurück zur Anmeldung' }));
    expect(await screen.findByRole('button', { name: 'Anmelden' })).toBeTruthy();
    expect(screen.getByLabelText('Passwort')).toBeTruthy();
  });

  it('shows user not found for an unknown handle in lost-password mode', async () => {
    const user = userEvent.setup();
    renderApp('/login?mode=lostPassword');
    await user.type(await screen.findByLabelText('Email'), 'niemand@gartenwerk.test');
    await user.click(screen.getByRole('button', { name: 'Passwort zurücksetzen' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Diesen Benutzer gibt es nicht.'));
  });
});

describe('redirect after login', () => {
  it('accepts only paths on this site and loads the admin centre as a full page', () => {
    expect(isSameSitePath('/shop')).toBe(true);
    expect(isSameSitePath('//evil.example/')).toBe(false);
    expect(isSameSitePath('/\\evil.example')).toBe(false);
    expect(isSameSitePath('https://evil.example/')).toBe(false);
    expect(loginTarget('https://evil.example/')).toEqual({ to: '/', fullPage: false });
    expect(loginTarget(null, '/shop')).toEqual({ to: '/shop', fullPage: false });
    expect(loginTarget('/admincenter')).toEqual({ to: '/admincenter', fullPage: true });
    expect(loginTarget('/admincenter/users/browse')).toEqual({
      to: '/admincenter/users/browse',
      fullPage: true,
    });
    expect(loginTarget('/admincenterfoo')).toEqual({ to: '/admincenterfoo', fullPage: false });
  });
});

describe('signup', () => {
  it('refuses mismatching passwords, labels the strength bar, and sends the signup data', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/v0/shop/signup'))
        void request
          .clone()
          .json()
          .then((body) => sent.push(body));
    });
    renderApp('/signup');
    expect(await screen.findByRole('heading', { level: 1, name: 'Registrieren' })).toBeTruthy();
    const consent = screen.getByRole('checkbox', { name: 'Ja, ich möchte den Newsletter erhalten.' });
    expect(consent).toHaveProperty('checked', false);

    await user.type(screen.getByLabelText('Vorname'), 'Nina');
    await user.type(screen.getByLabelText('Nachname'), 'Neu');
    await user.type(screen.getByLabelText('E-Mail'), 'nina@gartenwerk.test');
    const password = screen.getByLabelText('Passwort');
    const meter = screen.getByRole('meter', { name: 'Passwortstärke' });
    const labels: Array<[string, string]> = [
      ['garte', 'riskant'],
      ['A', 'leicht zu erraten'],
      ['1', 'schwach'],
      ['!', 'sicher'],
      ['R', 'sehr sicher'],
    ];
    for (const [typed, label] of labels) {
      await user.type(password, typed);
      expect(meter.getAttribute('aria-valuetext')).toBe(label);
    }
    await user.type(screen.getByLabelText('Passwort wiederholen'), 'garteA1!X');
    await user.click(screen.getByRole('button', { name: 'Konto anlegen' }));
    expect(screen.getByText('Die Passwörter stimmen nicht überein.')).toBeTruthy();
    expect(sent).toEqual([]);

    await user.clear(screen.getByLabelText('Passwort wiederholen'));
    await user.type(screen.getByLabelText('Passwort wiederholen'), 'garteA1!R');
    await user.click(screen.getByRole('button', { name: 'Konto anlegen' }));
    expect(await screen.findByText(/Fast geschafft!/)).toBeTruthy();
    expect(sent).toEqual([
      {
        handle: 'nina@gartenwerk.test',
        password: 'garteA1!R',
        password2: 'garteA1!R',
        userData: {
          first_name: 'Nina',
          last_name: 'Neu',
          addresses: [
            {
              type: 'person',
              title: '',
              first_name: '',
              last_name: '',
              address: '',
              zip: '',
              city: '',
              country: 'at',
              phone: '',
            },
            {
              type: 'person',
              title: '',
              first_name: '',
              last_name: '',
              address: '',
              zip: '',
              city: '',
              country: 'at',
              phone: '',
            },
          ],
        },
        meta: {},
        alternate_shipping_address: false,
        newsletter_consent: false,
      },
    ]);
    server.events.removeAllListeners();
  });

  it('shows the shop text for an e-mail address that is already registered', async () => {
    const user = userEvent.setup();
    renderApp('/signup');
    await user.type(await screen.findByLabelText('E-Mail'), customerUser.handle);
    await user.type(screen.getByLabelText('Passwort'), DEMO_PASSWORD);
    await user.type(screen.getByLabelText('Passwort wiederholen'), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Konto anlegen' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Ihre angegebene Email Adresse ist im System bereits vorhanden!',
      ),
    );
  });
});

describe('signup refusals', () => {
  it('says at the field what is missing, clears it once fixed, and links the privacy policy', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/v0/shop/signup')) sent.push(request.url);
    });
    renderApp('/signup');
    const email = await screen.findByLabelText('E-Mail');
    expect(email.hasAttribute('required')).toBe(true);
    expect(screen.getByLabelText('Passwort').hasAttribute('required')).toBe(true);
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung' }).getAttribute('href')).toBe('/Privacy');
    await user.type(email, 'nur@mail.test');
    await user.click(screen.getByRole('button', { name: 'Konto anlegen' }));
    const password = screen.getByLabelText('Passwort');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Bitte geben Sie ein Passwort an.')).toBeTruthy();
    expect(sent).toEqual([]);
    await user.type(password, 'x');
    expect(screen.queryByText('Bitte geben Sie ein Passwort an.')).toBeNull();
    server.events.removeAllListeners();
  });
});

describe('verify, password reset and two-factor reset', () => {
  it('verifies the e-mail address with the mailed token', async () => {
    renderApp(`/verify/${DEMO_TOKENS.verify}`);
    expect(await screen.findByText(/Ihre E-Mail-Adresse ist bestätigt/)).toBeTruthy();
  });

  it('says the link has expired for a used token', async () => {
    renderApp(`/verify/${DEMO_TOKENS.expired}`);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Dieser Link ist abgelaufen.'));
  });

  it('asks for the reset mail without a token', async () => {
    const user = userEvent.setup();
    renderApp('/resetPassword');
    await user.type(await screen.findByLabelText('Email'), customerUser.handle);
    await user.click(screen.getByRole('button', { name: 'Passwort zurücksetzen' }));
    expect(await screen.findByText(/Link zum Zurücksetzen des Passworts gesendet/)).toBeTruthy();
  });

  it('sets a new password with the token, and the token then has expired', async () => {
    const user = userEvent.setup();
    renderApp(`/resetPassword/${DEMO_TOKENS.resetPassword}`);
    const setPassword = async () => {
      await user.type(await screen.findByLabelText('Neues Passwort'), 'Rosengarten-7');
      await user.type(screen.getByLabelText('Passwort wiederholen'), 'Rosengarten-7');
      await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    };
    await setPassword();
    expect(await screen.findByText(/Ihr Passwort wurde geändert/)).toBeTruthy();
  });

  it('refuses an expired reset token with the spec text', async () => {
    const user = userEvent.setup();
    renderApp(`/resetPassword/${DEMO_TOKENS.expired}`);
    await user.type(await screen.findByLabelText('Neues Passwort'), 'Rosengarten-7');
    await user.type(screen.getByLabelText('Passwort wiederholen'), 'Rosengarten-7');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Dieser Link ist abgelaufen.'));
  });

  it('requests the two-factor reset mail without a token', async () => {
    const user = userEvent.setup();
    renderApp('/reset2FA');
    await user.type(await screen.findByLabelText('Email'), twoFactorUser.handle);
    await user.click(screen.getByRole('button', { name: 'Link anfordern' }));
    expect(await screen.findByText('Wir haben Ihnen eine E-Mail mit dem Link gesendet.')).toBeTruthy();
  });

  it('turns two-factor off with the mailed token', async () => {
    renderApp(`/reset2FA?token=${DEMO_TOKENS.reset2FA}`);
    expect(await screen.findByText(/Die Zwei-Faktor-Anmeldung ist ausgeschaltet. Sie können/)).toBeTruthy();
  });
});

describe('account page', () => {
  it('sends a guest to the login with the way back', async () => {
    const { router } = renderApp('/account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Faccount');
  });

  it('enables two-factor with the QR code and the confirmation code', async () => {
    server.resetHandlers(...createHandlers({ user: customerUser }));
    const user = userEvent.setup();
    renderApp('/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mein Konto' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Zwei-Faktor-Anmeldung einschalten' }));
    const qr = await screen.findByRole('img', { name: 'QR-Code für die Authenticator-App' });
    expect(qr.getAttribute('src')).toBe(DEMO_QR_CODE);
    expect(screen.getByText('Oder geben Sie diesen Schlüssel ein: JBSWY3DPEHPK3PXP')).toBeTruthy();

    await user.type(screen.getByLabelText('Bestätigungscode'), DEMO_TOTP_CODE);
    await user.click(screen.getByRole('button', { name: 'Einschalten bestätigen' }));
    expect(await screen.findByRole('button', { name: 'Zwei-Faktor-Anmeldung ausschalten' })).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('changes the password only with the right old one, and saves the name', async () => {
    server.resetHandlers(...createHandlers({ user: customerUser }));
    const user = userEvent.setup();
    renderApp('/account');
    await user.type(await screen.findByLabelText('Bisheriges Passwort'), 'falsch');
    await user.type(screen.getByLabelText('Neues Passwort'), 'Rosengarten-7');
    await user.type(screen.getByLabelText('Passwort wiederholen'), 'Rosengarten-7');
    await user.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    expect(await screen.findByText('Das bisherige Passwort ist falsch.')).toBeTruthy();

    await user.clear(screen.getByLabelText('Bisheriges Passwort'));
    await user.type(screen.getByLabelText('Bisheriges Passwort'), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    expect(await screen.findByText('Ihr Passwort wurde geändert.')).toBeTruthy();

    const name = screen.getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Kurt K.');
    await user.click(screen.getByRole('button', { name: 'Profil speichern' }));
    expect(await screen.findByText('Profil gespeichert.')).toBeTruthy();
  });
});
