/** Numbers above 999 as thousands with one decimal and k (spec section 9): 1200 -> "1.2k". */
export function formatThousands(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  return Math.abs(value) > 999 ? `${(value / 1000).toFixed(1)}k` : String(value);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The default date format (spec section 9): "MMM DD, YYYY - hh:mm A", e.g. "Nov 05, 2026 - 02:07 PM".
 * Rendered in the given IANA time zone (the viewer's own when omitted).
 */
export function formatDateTime(input: Date | string | number, timeZone?: string): string {
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  const month = MONTHS[Number(parts.month) - 1];
  const hour = String(Number(parts.hour) % 12 === 0 ? 12 : Number(parts.hour) % 12).padStart(2, '0');
  const dayPeriod = String(parts.dayPeriod).toUpperCase();
  return `${month} ${parts.day}, ${parts.year} - ${hour}:${parts.minute} ${dayPeriod}`;
}

/**
 * A calendar day ("YYYY-MM-DD", no time of day) in the date part of the default format: "Nov 05, 2026".
 * Read as that day wherever the viewer is (never shifted by a time zone).
 */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return '';
  const month = MONTHS[Number(match[2]) - 1];
  return month ? `${month} ${match[3]}, ${match[1]}` : '';
}
