import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionData } from '@stillpoint/contracts';
import { clearSession, saveSession } from '../../lib/session';
import { renderWithProviders } from '../../test/render';
import { ACCOUNT_LINKS } from './menus';
import { UserMenu } from './UserMenu';

const PATIENT: SessionData = {
  userid: 9,
  role: 'patient',
  roleid: 5,
  fullName: 'Paul Patel',
  username: 'patient',
  email: 'paul.patel@harbor-clinic.example',
  avatar: '/images/default-avatar.svg',
  clinicId: 1,
  clinicName: 'Harbor Clinic',
  accessToken: 'access',
  refreshToken: 'refresh-token-0123456789',
  expiresIn: 600,
};

afterEach(() => clearSession('front'));

describe('UserMenu', () => {
  it('names the role in the product words, wraps the e-mail at sensible points and opens the account', async () => {
    saveSession(PATIENT);
    renderWithProviders(<UserMenu audience="front" accountPath="/patient/account" />, {
      path: '/patient/discovery',
      routes: [{ path: '/patient/account', element: <h1>Account page</h1> }],
    });
    fireEvent.click(screen.getByRole('button', { name: 'User menu' }));
    await screen.findByRole('menu');
    expect(screen.getByText('Patient · Harbor Clinic')).toBeTruthy();
    expect(screen.queryByText(/Client User/)).toBeNull();
    const email = screen.getByText((_, element) => element?.tagName === 'SPAN' && element.textContent === PATIENT.email);
    // Break opportunities after "@" and before each ".", "-": never inside a word.
    expect(email.innerHTML).toBe('paul<wbr>.patel@<wbr>harbor<wbr>-clinic<wbr>.example');
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['Account', 'Log out']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Account' }));
    expect(await screen.findByRole('heading', { name: 'Account page' })).toBeTruthy();
  });

  it("lists the account's other pages after the account, and marks only the page open as current", async () => {
    saveSession({ ...PATIENT, role: 'frontuser', roleid: 3, clinicId: null, clinicName: null } as SessionData);
    renderWithProviders(
      <UserMenu audience="front" accountPath="/frontuser/account" links={ACCOUNT_LINKS.frontuser} />,
      { path: '/frontuser/account/invoices' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'User menu' }));
    await screen.findByRole('menu');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Account', 'Subscription', 'Invoices', 'Log out']);
    expect(screen.getByRole('menuitem', { name: 'Invoices' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('menuitem', { name: 'Account' }).getAttribute('aria-current')).toBeNull();
  });
});
