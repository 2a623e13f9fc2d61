import { ActionIcon, Button, NavLink as MantineNavLink, Tooltip, UnstyledButton } from '@mantine/core';
import { IconLifebuoy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Area } from '@stillpoint/contracts';
import { ROUTES } from '../../lib/routes';
import classes from './AreaShell.module.css';

/** The areas whose people may need crisis resources at any moment: patients, employees, personal users. */
export const AREAS_WITH_HELP: ReadonlySet<Area> = new Set<Area>(['patient', 'employee', 'frontuser']);

/**
 * "Get help now" in the top bar: one click to the crisis resources (/help, which works signed out too).
 * A labelled button on wide screens, an icon button (with the same name) on a phone.
 */
export function GetHelpButton({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  if (compact) {
    return (
      <Tooltip label={t('layout.getHelp')} withinPortal={false}>
        <ActionIcon component={Link} to={ROUTES.help} variant="light" color="red" size="lg" radius="xl" aria-label={t('layout.getHelp')}>
          <IconLifebuoy size={20} stroke={1.8} aria-hidden />
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <Button
      component={Link}
      to={ROUTES.help}
      variant="light"
      color="red"
      radius="xl"
      leftSection={<IconLifebuoy size={18} stroke={1.8} aria-hidden />}
      title={t('layout.getHelpHint')}
      className={classes.helpButton}
    >
      {t('layout.getHelp')}
    </Button>
  );
}

/** "Get help now" as the first entry of the side navbar and of the phone menu. */
export function GetHelpNavEntry({ collapsed, rtl }: { collapsed: boolean; rtl: boolean }) {
  const { t } = useTranslation();
  const label = t('layout.getHelp');
  return collapsed ? (
    <Tooltip label={label} position={rtl ? 'left' : 'right'} withinPortal={false}>
      <UnstyledButton component={Link} to={ROUTES.help} aria-label={label} className={`${classes.railLink} ${classes.helpRail}`}>
        <IconLifebuoy size={22} stroke={1.6} aria-hidden />
      </UnstyledButton>
    </Tooltip>
  ) : (
    <MantineNavLink
      component={Link}
      to={ROUTES.help}
      label={label}
      description={t('layout.getHelpHint')}
      leftSection={<IconLifebuoy size={20} stroke={1.6} aria-hidden />}
      className={`${classes.sideLink} ${classes.helpEntry}`}
    />
  );
}
