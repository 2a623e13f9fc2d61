import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';

/** A message above a form: what went wrong, or what just happened. */
export function FormAlert({ tone = 'error', children }: { tone?: 'error' | 'success'; children: ReactNode }) {
  return (
    <Alert
      color={tone === 'error' ? 'red' : 'teal'}
      variant="light"
      icon={tone === 'error' ? <IconAlertCircle aria-hidden /> : <IconCircleCheck aria-hidden />}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {children}
    </Alert>
  );
}
