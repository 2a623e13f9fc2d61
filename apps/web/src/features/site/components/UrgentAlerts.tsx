import { useState } from 'react';
import { Alert, Stack } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle, IconUrgent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useUrgentAlerts } from '../api/get-urgent-alerts';

const DISMISSED_KEY = 'stillpoint.dismissedAlerts';

function readDismissed(): number[] {
  try {
    const value = JSON.parse(window.sessionStorage.getItem(DISMISSED_KEY) ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

const LOOK = {
  info: { color: 'blue', Icon: IconInfoCircle },
  warning: { color: 'orange', Icon: IconAlertTriangle },
  critical: { color: 'red', Icon: IconUrgent },
} as const;

/** Active urgent alerts, each dismissible (dismissed ones stay hidden for the rest of the visit). */
export function UrgentAlerts() {
  const { t } = useTranslation();
  const { data: alerts } = useUrgentAlerts();
  const [dismissed, setDismissed] = useState<number[]>(readDismissed);
  const visible = (alerts ?? []).filter((alert) => !dismissed.includes(alert.id));
  if (!visible.length) return null;

  const dismiss = (id: number) => {
    const next = [...dismissed, id];
    setDismissed(next);
    try {
      window.sessionStorage.setItem(DISMISSED_KEY, JSON.stringify(next));
    } catch {
      // Kept for this page only.
    }
  };

  return (
    <Stack gap="sm" role="region" aria-label={t('alerts.region')}>
      {visible.map((alert) => {
        const { color, Icon } = LOOK[alert.level];
        return (
          <Alert
            key={alert.id}
            color={color}
            variant="light"
            radius="md"
            title={alert.title}
            icon={<Icon aria-hidden />}
            withCloseButton
            closeButtonLabel={t('alerts.dismiss', { title: alert.title })}
            onClose={() => dismiss(alert.id)}
            role={alert.level === 'info' ? 'status' : 'alert'}
            styles={{ title: { color: 'var(--mantine-color-text)' }, message: { color: 'var(--mantine-color-text)' } }}
          >
            {alert.message}
          </Alert>
        );
      })}
    </Stack>
  );
}
