import { describe, expect, it } from 'vitest';
import { initialPackageValues, toPackageInput } from './components/AdminPackages';
import { toInvoiceInput, type InvoiceValues } from './components/NewInvoiceForm';

const invoice = (overrides: Partial<InvoiceValues> = {}): InvoiceValues => ({
  recipient: 'user:7',
  package_id: '',
  currency: 'EUR',
  lines: [],
  tax_rate: 19,
  due_days: 14,
  notes: '',
  paid: false,
  payment_method: '',
  ...overrides,
});

describe('the billing forms send money in cents', () => {
  it('turns a package price typed in euros into cents, and back for editing', () => {
    const values = { ...initialPackageValues(null), title: 'Plus', price: 19.99 };
    expect(toPackageInput(values)).toMatchObject({ price: 1999, currency: 'EUR', trial_days: 0 });
    expect(toPackageInput({ ...values, price: 1500, currency: 'JPY' }).price).toBe(1500);
    expect(toPackageInput({ ...values, price: '' }).price).toBeNaN();
  });

  it("sends an invoice's lines in cents, drops empty lines, names the recipient's kind and keeps the package's currency", () => {
    expect(
      toInvoiceInput(invoice({ lines: [{ description: 'Session', quantity: 2, unit_amount: 45.5 }, { description: '', quantity: 1, unit_amount: '' }] }), 'admin', null),
    ).toEqual({ userid: 7, currency: 'EUR', lines: [{ description: 'Session', quantity: 2, unit_amount: 4550 }], tax_rate: 19, due_days: 14, notes: '', paid: false });
    expect(toInvoiceInput(invoice({ recipient: 'clinic:3' }), 'admin', null)).toMatchObject({ clinic_id: 3 });
    expect(toInvoiceInput(invoice({ package_id: '4', paid: true, payment_method: 'cash' }), 'clinic', 'CHF')).toMatchObject({ userid: 7, package_id: 4, currency: 'CHF', paid: true, payment_method: 'cash' });
    // Administrators bill no service package: a stray package id is not sent.
    expect(toInvoiceInput(invoice({ package_id: '4' }), 'admin', null)).not.toHaveProperty('package_id');
  });
});
