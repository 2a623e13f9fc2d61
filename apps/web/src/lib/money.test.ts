import { describe, expect, it } from 'vitest';
import { currencyDigits, formatMoney, toMinorUnits } from './money';

describe('formatMoney', () => {
  it('reads minor units in the major unit with the locale format', () => {
    expect(formatMoney(1999, 'EUR', 'en')).toBe('€19.99');
    expect(formatMoney(1999, 'EUR', 'de').replace(/\u00a0/g, ' ')).toBe('19,99 €');
    expect(formatMoney(123456789, 'USD', 'en-US')).toBe('$1,234,567.89');
    expect(formatMoney(0, 'GBP', 'en-GB')).toBe('£0.00');
  });

  it('shows no decimals for a currency without a minor unit', () => {
    expect(formatMoney(1500, 'JPY', 'en')).toBe('¥1,500');
  });

  it('keeps the whole cents of a round amount', () => {
    expect(formatMoney(1000, 'CHF', 'en')).toContain('10.00');
  });
});

describe('toMinorUnits', () => {
  it('turns a typed price into whole cents without floating-point loss', () => {
    expect(toMinorUnits(19.99, 'EUR')).toBe(1999);
    expect(toMinorUnits(0.29, 'EUR')).toBe(29);
    expect(toMinorUnits(1500, 'JPY')).toBe(1500);
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('EUR')).toBe(2);
  });
});
