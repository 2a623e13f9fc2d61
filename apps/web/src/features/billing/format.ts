import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/money';

/** Money in the interface's locale: `money(1999, 'EUR')` -> "€19.99". */
export function useMoney() {
  const { i18n } = useTranslation();
  return (minor: number, currency: string) => formatMoney(minor, currency, i18n.language);
}

/** A day as people read it in the interface's locale (no time: periods and due dates are days). */
export function useDay() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (iso: string) => format.format(new Date(iso));
}

/** The badge colour of an invoice's state; overdue wins over open. */
export const INVOICE_COLORS = { open: 'blue', paid: 'teal', void: 'gray', refunded: 'orange', overdue: 'red' } as const;
