import { useTranslation } from 'react-i18next';

/** When a notification was made, as a date and time in the person's locale. */
export function NotificationTime({ at }: { at: string }) {
  const { i18n } = useTranslation();
  const date = new Date(at);
  return (
    <time dateTime={at}>
      {date.toLocaleString(i18n.language || 'en', { month: 'short', day: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' })}
    </time>
  );
}
