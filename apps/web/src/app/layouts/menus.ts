import type { ComponentType } from 'react';
import {
  IconAlertTriangle,
  IconBooks,
  IconBuildingHospital,
  IconCompass,
  IconBookmark,
  IconBriefcase,
  IconCategory,
  IconChecklist,
  IconClipboardList,
  IconHeart,
  IconHome,
  IconInbox,
  IconLayoutList,
  IconMessageCircle,
  IconLayoutDashboard,
  IconLifebuoy,
  IconShieldHeart,
  IconHeadphones,
  IconSettings,
  IconSparkles,
  IconWand,
  IconToggleRight,
  IconUserCircle,
  IconUsers,
  IconUsersGroup,
  type IconProps,
} from '@tabler/icons-react';
import { ROLE_IDS, type Area } from '@stillpoint/contracts';
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
  | 'menu.clinics'
  | 'menu.features'
  | 'menu.alerts'
  | 'menu.classes'
  | 'menu.meditations'
  | 'menu.sections'
  | 'menu.feedback'
  | 'menu.discovery'
  | 'menu.aiMeditations'
  | 'menu.aiStudio'
  | 'menu.tasks'
  | 'menu.assignments'
  | 'menu.taskCategories'
  | 'menu.crisisResources'
  | 'menu.safety'
  | 'engagement.menu.favorites'
  | 'engagement.menu.watchlist'
  | 'engagement.menu.business';

export interface MenuItem {
  labelKey: MenuLabelKey;
  to: string;
  icon: ComponentType<IconProps>;
  /** The feature key (route segment) that hides the entry when the account's features switch it off. */
  feature?: string;
  /** Only people with one of these role ids see the entry (e.g. business users, role id 4). */
  roleids?: readonly number[];
}

/**
 * Each area's menu: only what is built. The first entry is the area's landing (spec section 2); like every
 * entry it names the feature of its page, and when that is off the landing sends to the first entry left.
 */
export const AREA_MENUS: Record<Area, MenuItem[]> = {
  admin: [
    { labelKey: 'menu.dashboard', to: ROUTES['admin-dashboard'], icon: IconLayoutDashboard },
    { labelKey: 'menu.users', to: ROUTES['admin-users'], icon: IconUsers },
    { labelKey: 'menu.clinics', to: ROUTES['admin-clinics'], icon: IconBuildingHospital },
    { labelKey: 'menu.features', to: ROUTES['admin-features'], icon: IconToggleRight },
    { labelKey: 'menu.alerts', to: ROUTES['admin-alerts'], icon: IconAlertTriangle },
    { labelKey: 'menu.crisisResources', to: ROUTES['admin-crisis-resources'], icon: IconLifebuoy },
    { labelKey: 'menu.classes', to: ROUTES['admin-classes'], icon: IconBooks },
    { labelKey: 'menu.meditations', to: ROUTES['admin-meditations'], icon: IconHeadphones },
    { labelKey: 'menu.aiStudio', to: ROUTES['admin-ai-meditations'], icon: IconWand },
    { labelKey: 'menu.sections', to: ROUTES['admin-sections'], icon: IconLayoutList },
    { labelKey: 'menu.tasks', to: ROUTES['admin-tasks'], icon: IconChecklist },
    { labelKey: 'menu.taskCategories', to: ROUTES['admin-task-categories'], icon: IconCategory },
    { labelKey: 'menu.mailbox', to: ROUTES['admin-mailbox'], icon: IconInbox },
    { labelKey: 'menu.settings', to: ROUTES['admin-settings'], icon: IconSettings },
    { labelKey: 'menu.account', to: ROUTES['admin-account'], icon: IconUserCircle },
  ],
  clinic: [
    { labelKey: 'menu.home', to: ROUTES['clinic-discovery'], icon: IconHome, feature: 'discovery' },
    { labelKey: 'menu.patients', to: ROUTES['clinic-patients'], icon: IconUsers, feature: 'patients' },
    { labelKey: 'menu.employees', to: ROUTES['clinic-employees'], icon: IconUsersGroup, feature: 'employees' },
    // Safety alerts and the clinic's crisis lines: never switched off by a feature.
    { labelKey: 'menu.safety', to: ROUTES['clinic-safety'], icon: IconShieldHeart },
    { labelKey: 'menu.features', to: ROUTES['clinic-features'], icon: IconToggleRight, feature: 'features' },
    { labelKey: 'menu.classes', to: ROUTES['clinic-classes'], icon: IconBooks, feature: 'discovery' },
    { labelKey: 'menu.meditations', to: ROUTES['clinic-meditations'], icon: IconHeadphones, feature: 'discovery' },
    // The clinic's assistant and AI studio sit with its library (the clinic has no AImeditations switch).
    { labelKey: 'menu.aiMeditations', to: ROUTES['clinic-ai-meditations'], icon: IconSparkles, feature: 'discovery' },
    { labelKey: 'menu.aiStudio', to: ROUTES['clinic-ai-studio'], icon: IconWand, feature: 'discovery' },
    { labelKey: 'menu.sections', to: ROUTES['clinic-sections'], icon: IconLayoutList, feature: 'sections' },
    { labelKey: 'menu.taskCategories', to: ROUTES['clinic-task-categories'], icon: IconCategory, feature: 'tasks' },
    { labelKey: 'menu.feedback', to: ROUTES['clinic-feedback'], icon: IconMessageCircle, feature: 'discovery' },
    { labelKey: 'engagement.menu.favorites', to: ROUTES['clinic-favorites'], icon: IconHeart, feature: 'favorites' },
    { labelKey: 'engagement.menu.watchlist', to: ROUTES['clinic-watchlist'], icon: IconBookmark, feature: 'discovery' },
    { labelKey: 'menu.account', to: ROUTES['clinic-account'], icon: IconUserCircle },
  ],
  employee: [
    { labelKey: 'menu.home', to: ROUTES['employee-discovery'], icon: IconHome, feature: 'discovery' },
    { labelKey: 'menu.aiMeditations', to: ROUTES['employee-ai-meditations'], icon: IconSparkles, feature: 'AImeditations' },
    { labelKey: 'menu.myPatients', to: ROUTES['employee-patients'], icon: IconUsers, feature: 'patients' },
    { labelKey: 'menu.tasks', to: ROUTES['employee-tasks'], icon: IconChecklist, feature: 'tasks' },
    { labelKey: 'engagement.menu.favorites', to: ROUTES['employee-favorites'], icon: IconHeart, feature: 'favorites' },
    { labelKey: 'engagement.menu.watchlist', to: ROUTES['employee-watchlist'], icon: IconBookmark, feature: 'discovery' },
    { labelKey: 'menu.account', to: ROUTES['employee-account'], icon: IconUserCircle },
  ],
  patient: [
    { labelKey: 'menu.home', to: ROUTES['patient-discovery'], icon: IconHome, feature: 'discovery' },
    { labelKey: 'menu.aiMeditations', to: ROUTES['patient-ai-meditations'], icon: IconSparkles, feature: 'AImeditations' },
    { labelKey: 'menu.tasks', to: ROUTES['patient-tasks'], icon: IconChecklist, feature: 'tasks' },
    { labelKey: 'menu.assignments', to: ROUTES['patient-assignments'], icon: IconClipboardList, feature: 'assignments' },
    { labelKey: 'engagement.menu.favorites', to: ROUTES['patient-favorites'], icon: IconHeart, feature: 'favorites' },
    { labelKey: 'engagement.menu.watchlist', to: ROUTES['patient-watchlist'], icon: IconBookmark, feature: 'discovery' },
    { labelKey: 'menu.account', to: ROUTES['patient-account'], icon: IconUserCircle },
  ],
  frontuser: [
    { labelKey: 'menu.home', to: ROUTES['frontuser-ai-meditations'], icon: IconHome, feature: 'AImeditations' },
    { labelKey: 'menu.discovery', to: ROUTES['frontuser-discovery'], icon: IconCompass, feature: 'discovery' },
    { labelKey: 'menu.tasks', to: ROUTES['frontuser-tasks'], icon: IconChecklist, feature: 'tasks' },
    { labelKey: 'engagement.menu.favorites', to: ROUTES['frontuser-favorites'], icon: IconHeart, feature: 'favorites' },
    { labelKey: 'engagement.menu.watchlist', to: ROUTES['frontuser-watchlist'], icon: IconBookmark, feature: 'discovery' },
    {
      labelKey: 'engagement.menu.business',
      to: ROUTES['frontuser-business-questions'],
      icon: IconBriefcase,
      roleids: [ROLE_IDS.business],
    },
    { labelKey: 'menu.account', to: ROUTES['frontuser-account'], icon: IconUserCircle },
  ],
};

/** Whether the page at `pathname` belongs to a menu entry (the entry's page or one below it). */
export function isActiveEntry(item: Pick<MenuItem, 'to'>, pathname: string): boolean {
  const path = pathname.toLowerCase();
  const to = item.to.toLowerCase();
  return path === to || path.startsWith(`${to}/`);
}

/** Whether a menu entry is for this person's role id (entries without `roleids` are for everyone of the area). */
export function roleAllowedEntry(item: Pick<MenuItem, 'roleids'>, roleid: number | undefined): boolean {
  return !item.roleids || (roleid !== undefined && item.roleids.includes(roleid));
}

/** Whether the account's features leave a menu entry (or page) on: only an explicit false hides it. */
export function featureEnabled(features: Record<string, boolean> | undefined, feature: string | undefined): boolean {
  return !feature || features?.[feature] !== false;
}

/** The entries a person sees: their features leave them on and they are for their role id. */
export function visibleEntries(
  area: Area,
  features: Record<string, boolean> | undefined,
  roleid: number | undefined,
): MenuItem[] {
  return AREA_MENUS[area].filter((item) => featureEnabled(features, item.feature) && roleAllowedEntry(item, roleid));
}

/**
 * Where the area's landing sends a person whose features switch the landing's own page off: the first
 * entry they still have (null: stay, the page is on or this is not the landing).
 */
export function landingRedirect(
  area: Area,
  pathname: string,
  features: Record<string, boolean> | undefined,
  roleid: number | undefined,
): string | null {
  const landing = AREA_MENUS[area][0];
  if (!landing || pathname.replace(/\/+$/, '').toLowerCase() !== landing.to.toLowerCase()) return null;
  if (featureEnabled(features, landing.feature)) return null;
  return visibleEntries(area, features, roleid)[0]?.to ?? null;
}
