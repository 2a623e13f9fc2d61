import { ActionIcon } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { updatePreferences, usePreferences } from '../preferences';

/** Switches between the light and the dark skin (kept in the layout preferences). */
export function SkinToggle() {
  const { t } = useTranslation();
  const { skin } = usePreferences();
  const dark = skin === 'dark';
  return (
    <ActionIcon
      variant="default"
      size="lg"
      radius="xl"
      aria-label={t('layout.toggleSkin')}
      aria-pressed={dark}
      title={dark ? t('layout.useLightSkin') : t('layout.useDarkSkin')}
      onClick={() => updatePreferences({ skin: dark ? 'light' : 'dark' })}
    >
      {dark ? <IconSun size={18} stroke={1.6} aria-hidden /> : <IconMoon size={18} stroke={1.6} aria-hidden />}
    </ActionIcon>
  );
}
