import { useState, type ReactNode } from 'react';
import { DirectionProvider, getDefaultZIndex, MantineProvider } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { TOAST_AUTOCLOSE_MS } from '@stillpoint/contracts';
import { i18n } from '../lib/i18n';
import { getPreferences, usePreferences } from '../lib/preferences';
import { createQueryClient } from '../lib/query-client';
import { LazyNotifications } from '../lib/ui/LazyNotifications';
import { cssVariablesResolver, theme } from '../lib/theme';

/** Phones: below Mantine's `sm` breakpoint, where the menu moves into the burger panel. */
const PHONE_QUERY = '(max-width: 47.99em)';

/**
 * Toasts never cover an open dialog, a drop-down or the phone menu: they sit just under the app shell's
 * layer (its top bar and phone menu) and so under every dialog's overlay, drawer and menu, and at the
 * bottom of the screen, away from the top bar, the first menu entries and the dialogs' titles (bottom
 * right on wide screens, bottom centre on phones, in reach of the thumb).
 */
export const TOAST_Z_INDEX = getDefaultZIndex('app') - 1;

/**
 * Everything the app runs inside: Mantine (purple, the stored skin, light by default), the toasts
 * (newest on top, closing after 2 s), TanStack Query and i18next.
 */
export function Providers({ children, queryClient: given }: { children: ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const { skin } = usePreferences();
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  return (
    <I18nextProvider i18n={i18n}>
      <DirectionProvider initialDirection={getPreferences().rtl ? 'rtl' : 'ltr'} detectDirection={false}>
        <MantineProvider theme={theme} forceColorScheme={skin} cssVariablesResolver={cssVariablesResolver}>
          <LazyNotifications
            position={phone ? 'bottom-center' : 'bottom-right'}
            autoClose={TOAST_AUTOCLOSE_MS}
            limit={5}
            zIndex={TOAST_Z_INDEX}
          />
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </MantineProvider>
      </DirectionProvider>
    </I18nextProvider>
  );
}
