import type { ComponentType } from 'react';
import {
  IconBuildingHospital,
  IconHome,
  IconInbox,
  IconLayoutDashboard,
  IconSettings,
  IconUserCircle,
  IconUsers,
  IconUsersGroup,
  type IconProps,
} from '@tabler/icons-react';
import type { Area } from '@stillpoint/contracts';
import { ROUTES } from '../../lib/routes';

export type MenuLabelKey =
  | 'menu.dashboard'
  | 'menu.mailbox'
  | 'menu.settings'
  | 'menu.home'
  | 'menu.account'
  | 'menu.patients'
  | 'menu.employees'
  | 'menu.myPatients'
  | 'menu.users'
  | 'menu.clinics';

export interface MenuItem {
  labelKey: MenuLabelKey;
  to: string;
  icon: ComponentType<IconProps>;
  /** The feature key (route segment) that hides the entry when the account's features switch it off. */
  feature?: string;
}

/** Each area's menu: only what is built. */
export const AREA_MENUS: Record<Area, MenuItem[]> = {
  admin: [
    { labelKey: 'menu.dashboard', to: ROUTES['admin-dashboard'], icon: IconLayoutDashboard },
    { labelKey: 'menu.users', to: ROUTES['admin-users'], icon: IconUsers },
    { labelKey: 'menu.clinics', to: ROUTES['admin-clinics'], icon: IconBuildingHospital },
    { labelKey: 'menu.mailbox', to: ROUTES['admin-mailbox'], icon: IconInbox },
    { labelKey: 'menu.settings', to: ROUTES['admin-settings'], icon: IconSettings },
    { labelKey: 'menu.account', to: ROUTES['admin-account'], icon: IconUserCircle },
  ],
  clinic: [
    { labelKey: 'menu.home', to: ROUTES['clinic-discovery'], icon: IconHome },
    { labelKey: 'menu.patients', to: ROUTES['clinic-patients'], icon: IconUsers, feature: 'patients' },
    { labelKey: 'menu.employees', to: ROUTES['clinic-employees'], icon: IconUsersGroup, feature: 'employees' },
    { labelKey: 'menu.account', to: ROUTES['clinic-account'], icon: IconUserCircle },
  ],
  employee: [
    { labelKey: 'menu.home', to: ROUTES['employee-discovery'], icon: IconHome },
    { labelKey: 'menu.myPatients', to: ROUTES['employee-patients'], icon: IconUsers, feature: 'patients' },
    { labelKey: 'menu.account', to: ROUTES['employee-account'], icon: IconUserCircle },
  ],
  patient: [
    { labelKey: 'menu.home', to: ROUTES['patient-discovery'], icon: IconHome },
    { labelKey: 'menu.account', to: ROUTES['patient-account'], icon: IconUserCircle },
  ],
  frontuser: [
    { labelKey: 'menu.home', to: ROUTES['frontuser-ai-meditations'], icon: IconHome },
    { labelKey: 'menu.account', to: ROUTES['frontuser-account'], icon: IconUserCircle },
  ],
};

/** Whether the account's features leave a menu entry (or page) on: only an explicit false hides it. */
export function featureEnabled(features: Record<string, boolean> | undefined, feature: string | undefined): boolean {
  return !feature || features?.[feature] !== false;
}
