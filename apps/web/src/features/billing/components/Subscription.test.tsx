import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, type BillingPackage } from '@stillpoint/contracts';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { ACCOUNT } from '../api';
import { SubscriptionPanel } from './Subscription';

const features = (user_tabs: string[]) => ({ user_tabs, patient_tabs: [], clinics_tabs: [] });
function pkg(id: number, title: string, price: number, overrides: Partial<BillingPackage> = {}): BillingPackage {
  return {
    id,
    title,
    description: '',
    audience: 'personal',
    price,
    currency: 'EUR',
    billing_period: 'monthly',
    trial_days: 0,
    status: 'active',
    features: features(['discovery']),
    subscriber_count: 0,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
const FREE = pkg(1, 'Free', 0);
const PLUS = pkg(2, 'Plus', 999, { trial_days: 1, features: features(['discovery', 'chat']) });
const ALL_TABS = [
  { title: 'Front User Dashboard', list_key: 'Users', tabs_key: 'user_tabs' as const, tabs: [{ key: 'discovery', label: 'Discovery' }, { key: 'chat', label: 'Chat' }] },
  { title: 'Patient Dashboard', list_key: 'Patients', tabs_key: 'patient_tabs' as const, tabs: [{ key: 'tasks', label: 'Tasks' }] },
];

let upgrade: Record<string, unknown>;
beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'front-access-token');
  upgrade = { subscription: null, proration: { currency: 'EUR', credit: 250, charge: 999, amount_due: 749 }, checkout_url: null, invoice_id: 12 };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = url.split('?')[0]!;
      if (path === ACCOUNT.accountCurrentSubscription.url) return jsonResponse(200, { status: true, message: '', data: null });
      if (path === ACCOUNT.accountPackagePlan.url) return jsonResponse(200, { status: true, message: '', data: { audience: 'personal', data: [FREE, PLUS], all_tabs: ALL_TABS, current_package_id: null } });
      if (path === ACCOUNT.accountUpgradePlan.url) return jsonResponse(200, { status: true, message: 'Your plan has been changed', data: upgrade });
      return jsonResponse(404, { status: false, message: 'Not found' });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SubscriptionPanel', () => {
  it('compares the plans with words beside the marks, and leaves out dashboards no plan has a feature of', async () => {
    renderWithProviders(<SubscriptionPanel invoicesPath="/frontuser/account/invoices" />);
    expect(await screen.findByText('You have no plan yet. Choose one below.')).toBeTruthy();
    expect(await screen.findByText('€9.99 a month')).toBeTruthy();
    expect(screen.getByText('1-day free trial')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'What each plan includes' });
    const chat = within(table).getByRole('rowheader', { name: 'Chat' }).closest('tr')!;
    expect(Array.from(chat.querySelectorAll('td')).map((cell) => cell.textContent)).toEqual(['Not included', 'Included']);
    expect(within(table).queryByText('Patient Dashboard')).toBeNull();
  });

  it("shows the server's proration after a choice", async () => {
    renderWithProviders(<SubscriptionPanel invoicesPath="/frontuser/account/invoices" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Plus' }));
    expect(await screen.findByText('Credit for the unused time: €2.50')).toBeTruthy();
    expect(screen.getByText('Charge for the new plan: €9.99')).toBeTruthy();
    expect(screen.getByText('Due now: €7.49')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the invoice' }).getAttribute('href')).toBe('/frontuser/account/invoices');
  });

  it('sends the browser to the checkout when the provider asks for a payment first', async () => {
    upgrade = { ...upgrade, checkout_url: 'https://checkout.example/session' };
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderWithProviders(<SubscriptionPanel invoicesPath="/frontuser/account/invoices" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Plus' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example/session'));
    expect(screen.queryByText(/Due now/)).toBeNull();
  });
});
