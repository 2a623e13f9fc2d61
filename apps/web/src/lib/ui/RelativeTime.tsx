import { useTranslation } from 'react-i18next';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 minutes ago", "yesterday", "in 2 hours", "now": the largest whole unit between `at` and `now`. */
export function relativeTime(at: Date, now: Date, locale = 'en'): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const seconds = Math.round((at.getTime() - now.getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/** When something happened, as "3 minutes ago", with the full date and time as its title (and in `dateTime`). */
export function RelativeTime({ at, now }: { at: string; now?: Date }) {
  const { i18n } = useTranslation();
  const locale = i18n.language || 'en';
  const date = new Date(at);
  const full = date.toLocaleString(locale, { dateStyle: 'long', timeStyle: 'short' });
  return (
    <time dateTime={at} title={full}>
      {relativeTime(date, now ?? new Date(), locale)}
    </time>
  );
}
