import { CURRENCY_MINOR_DIGITS, majorUnits, type Currency } from '@stillpoint/contracts';

/**
 * An amount the server sends (an integer of the currency's minor unit, decision 0038) as people read it in
 * their locale: formatMoney(1999, 'EUR', 'de') -> "19,99 €". The digits come from the contracts' currency
 * list, so a currency without a minor unit (JPY) shows none; an unknown code falls back to the code itself.
 */
export function formatMoney(minor: number, currency: string, locale?: string): string {
  const digits = CURRENCY_MINOR_DIGITS[currency as Currency] ?? 2;
  const major = majorUnits(minor, currency);
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(major);
  } catch {
    // Not an ISO code Intl knows: the number in the locale's format and the code beside it.
    return `${new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(major)} ${currency}`;
  }
}

/** A price typed in the major unit ("19.99") as the integer of minor units the server takes (1999); NaN when it is not a number. */
export function toMinorUnits(major: number, currency: string): number {
  const digits = CURRENCY_MINOR_DIGITS[currency as Currency] ?? 2;
  // Rounded, not truncated: 19.99 * 100 is 1998.9999999999998 in floating point.
  return Math.round(major * 10 ** digits);
}

/** How many decimals a price in this currency is typed with (2 for EUR, 0 for JPY). */
export function currencyDigits(currency: string): number {
  return CURRENCY_MINOR_DIGITS[currency as Currency] ?? 2;
}
