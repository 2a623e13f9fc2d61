import { useState, type ReactNode } from 'react';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { TOAST_AUTOCLOSE_MS } from '@stillpoint/contracts';
import { i18n } from '../lib/i18n';
import { getPreferences, usePreferences } from '../lib/preferences';
import { createQueryClient } from '../lib/query-client';
import { cssVariablesResolver, theme } from '../lib/theme';

/**
 * Everything the app runs inside: Mantine (purple, the stored skin, light by default), the toasts
 * (newest on top, closing after 2 s), TanStack Query and i18next.
 */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const { skin } = usePreferences();
  return (
    <I18nextProvider i18n={i18n}>
      <DirectionProvider initialDirection={getPreferences().rtl ? 'rtl' : 'ltr'} detectDirection={false}>
        <MantineProvider theme={theme} forceColorScheme={skin} cssVariablesResolver={cssVariablesResolver}>
          <Notifications position="top-right" autoClose={TOAST_AUTOCLOSE_MS} limit={5} zIndex={1000} />
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </MantineProvider>
      </DirectionProvider>
    </I18nextProvider>
  );
}
