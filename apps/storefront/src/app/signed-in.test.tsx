import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { User } from '@gartenwerk/api-client';
import { customerUser } from '@gartenwerk/api-client/msw';
import { server } from '../test/setup';
import { renderApp } from '../test/render-app';
import { mayBeSignedIn } from './session-hint';
import { fillInSignedInUser } from './signed-in';

/** A page the server shared among customers with the same prices: rendered for nobody with their roles. */
const NOBODY_WITH_PRICES: User = { _id: 'guest', handle: 'guest', roles: ['user'], userData: {} };

/** Answers who is signed in: `first` while the page renders, `then` afterwards; counts the reads. */
function currentUser(first: User, then: User) {
  const reads = { count: 0 };
  server.use(http.get('*/api/v0/auth/current', () => HttpResponse.json(reads.count++ === 0 ? first : then)));
  return reads;
}

describe('filling in the signed-in visitor of a shared page', () => {
  it('tells a session by its CSRF cookie', () => {
    expect(mayBeSignedIn('lang=de; gw_csrf=a1b2')).toBe(true);
    expect(mayBeSignedIn('gw_csrf=x')).toBe(true);
    expect(mayBeSignedIn('lang=de; gw_csrf=')).toBe(false);
    expect(mayBeSignedIn('not_gw_csrf=x; gw_cart=y')).toBe(false);
    expect(mayBeSignedIn('')).toBe(false);
  });

  it('reads the customer after the page and shows their account, name and logout in the header', async () => {
    const reads = currentUser(NOBODY_WITH_PRICES, customerUser);
    const { store } = renderApp('/');
    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('link', { name: 'Login' })).toBeTruthy();

    act(() => fillInSignedInUser(store, 'lang=de; gw_csrf=a1b2'));
    expect(await within(header).findByRole('link', { name: 'Mein Konto: Kurt Kunde' })).toBeTruthy();
    expect(within(header).getByText('Kurt Kunde')).toBeTruthy();
    expect(within(header).getByRole('button', { name: 'Abmelden' })).toBeTruthy();
    expect(within(header).queryByRole('link', { name: 'Login' })).toBeNull();
    expect(reads.count).toBe(2);
  });

  it('asks nothing without a session, nor when the page was rendered for the visitor', async () => {
    const guestReads = currentUser({ _id: 'guest', handle: 'guest', roles: ['guest'] }, customerUser);
    const { store } = renderApp('/');
    const header = await screen.findByRole('banner');
    await within(header).findByRole('link', { name: 'Login' });
    fillInSignedInUser(store, 'lang=de; gw_cart=abc');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(guestReads.count).toBe(1);
    expect(within(header).getByRole('link', { name: 'Login' })).toBeTruthy();
  });

  it('leaves a page rendered for the signed-in visitor as it is', async () => {
    const reads = currentUser(customerUser, customerUser);
    const { store } = renderApp('/');
    const header = await screen.findByRole('banner');
    await within(header).findByRole('link', { name: 'Mein Konto: Kurt Kunde' });
    fillInSignedInUser(store, 'gw_csrf=a1b2');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await waitFor(() => expect(reads.count).toBe(1));
  });
});
