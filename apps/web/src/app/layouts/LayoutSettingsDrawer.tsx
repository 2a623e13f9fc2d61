import { useId } from 'react';
import { Button, Drawer, Group, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { resetPreferences, updatePreferences, usePreferences, type LayoutPreferences } from '../../lib/preferences';

function Choice<K extends 'skin' | 'layoutType' | 'contentWidth' | 'navbarType' | 'footerType'>({
  field,
  label,
  options,
}: {
  field: K;
  label: string;
  options: { value: LayoutPreferences[K]; label: string }[];
}) {
  const prefs = usePreferences();
  const id = useId();
  return (
    <div>
      <Text id={id} size="sm" fw={500} mb={6}>
        {label}
      </Text>
      <SegmentedControl
        fullWidth
        aria-labelledby={id}
        value={prefs[field]}
        data={options}
        onChange={(value) => updatePreferences({ [field]: value } as Partial<LayoutPreferences>)}
      />
    </div>
  );
}

/** Skin, direction, menu, layout type, content width, navbar and footer: changed live, kept per browser. */
export function LayoutSettingsDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const prefs = usePreferences();
  return (
    <Drawer opened={opened} onClose={onClose} position={prefs.rtl ? 'left' : 'right'} size="sm" withCloseButton={false}>
      {/* A title row of our own: Mantine's drawer header is a <header>, a second banner landmark. */}
      <Group justify="space-between" wrap="nowrap" mb="lg" mt={4}>
        <Drawer.Title fw={600} fz="lg">
          {t('layout.settingsTitle')}
        </Drawer.Title>
        <Drawer.CloseButton aria-label={t('layout.closeSettings')} />
      </Group>
      <Stack gap="lg">
        <Choice
          field="skin"
          label={t('layout.skin')}
          options={[
            { value: 'light', label: t('layout.skinLight') },
            { value: 'dark', label: t('layout.skinDark') },
          ]}
        />
        <Choice
          field="layoutType"
          label={t('layout.layoutType')}
          options={[
            { value: 'horizontal', label: t('layout.horizontal') },
            { value: 'vertical', label: t('layout.vertical') },
          ]}
        />
        <Choice
          field="contentWidth"
          label={t('layout.contentWidth')}
          options={[
            { value: 'boxed', label: t('layout.boxed') },
            { value: 'full', label: t('layout.fullWidth') },
          ]}
        />
        <Choice
          field="navbarType"
          label={t('layout.navbar')}
          options={[
            { value: 'sticky', label: t('layout.sticky') },
            { value: 'static', label: t('layout.static') },
          ]}
        />
        <Choice
          field="footerType"
          label={t('layout.footer')}
          options={[
            { value: 'static', label: t('layout.static') },
            { value: 'hidden', label: t('layout.hidden') },
          ]}
        />
        <Switch
          label={t('layout.rtl')}
          checked={prefs.rtl}
          onChange={(event) => updatePreferences({ rtl: event.currentTarget.checked })}
        />
        <Switch
          label={t('layout.menuCollapsed')}
          description={t('layout.menuCollapsedHint')}
          checked={prefs.menuCollapsed}
          onChange={(event) => updatePreferences({ menuCollapsed: event.currentTarget.checked })}
        />
        <Button variant="default" onClick={() => resetPreferences()}>
          {t('layout.reset')}
        </Button>
      </Stack>
    </Drawer>
  );
}
