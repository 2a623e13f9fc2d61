import type { ComponentType } from 'react';
import { IconHome, IconInbox, IconLayoutDashboard, IconSettings, type IconProps } from '@tabler/icons-react';
import type { Area } from '@stillpoint/contracts';
import { ROUTES } from '../../lib/routes';

export type MenuLabelKey = 'menu.dashboard' | 'menu.mailbox' | 'menu.settings' | 'menu.home';

export interface MenuItem {
  labelKey: MenuLabelKey;
  to: string;
  icon: ComponentType<IconProps>;
}

/** Each area's menu: only what is built. */
export const AREA_MENUS: Record<Area, MenuItem[]> = {
  admin: [
    { labelKey: 'menu.dashboard', to: ROUTES['admin-dashboard'], icon: IconLayoutDashboard },
    { labelKey: 'menu.mailbox', to: ROUTES['admin-mailbox'], icon: IconInbox },
    { labelKey: 'menu.settings', to: ROUTES['admin-settings'], icon: IconSettings },
  ],
  clinic: [{ labelKey: 'menu.home', to: ROUTES['clinic-discovery'], icon: IconHome }],
  employee: [{ labelKey: 'menu.home', to: ROUTES['employee-discovery'], icon: IconHome }],
  patient: [{ labelKey: 'menu.home', to: ROUTES['patient-discovery'], icon: IconHome }],
  frontuser: [{ labelKey: 'menu.home', to: ROUTES['frontuser-ai-meditations'], icon: IconHome }],
};
