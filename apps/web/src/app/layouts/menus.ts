import type { ComponentType } from 'react';
import {
  IconAlertTriangle,
  IconBooks,
  IconBuildingHospital,
  IconCompass,
  IconBookmark,
  IconBriefcase,
  IconBellRinging,
  IconCalendarEvent,
  IconConfetti,
  IconCalendarTime,
  IconMail,
  IconMessage2,
  IconCategory,
  IconChecklist,
  IconClipboardList,
  IconClipboardHeart,
  IconHeart,
  IconHome,
  IconInbox,
  IconLayoutList,
  IconMessageCircle,
  IconMessages,
  IconLayoutDashboard,
  IconLifebuoy,
  IconShieldHeart,
  IconHeadphones,
  IconSettings,
  IconSparkles,
  IconWand,
  IconToggleRight,
  IconTrophy,
  IconUsers,
  IconUsersGroup,
  IconVideo,
  IconBroadcast,
  IconFriends,
  IconCreditCard,
  IconFileInvoice,
  IconPackage,
  IconReceipt,
  type IconProps,
} from '@tabler/icons-react';
import { ROLE_IDS, type Area } from '@stillpoint/contracts';
import { ROUTES } from '../../lib/routes';
import { featureEnabled } from './feature-switches';

export { featureEnabled };

export type MenuLabelKey =
  | 'menu.dashboard'
  | 'menu.mailbox'
  | 'menu.email'
  | 'menu.sms'
  | 'menu.push'
  | 'menu.scheduled'
  | 'menu.settings'
  | 'menu.home'
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
  | 'menu.chat'
  | 'menu.tests'
  | 'menu.appointments'
  | 'menu.live'
  | 'menu.video'
  | 'menu.communityGroups'
  | 'menu.challenges'
  | 'menu.events'
  | 'menu.subscription'
  | 'menu.invoices'
  | 'menu.packages'
  | 'menu.payments'
  | 'engagement.menu.favorites'
  | 'engagement.menu.watchlist'
  | 'engagement.menu.business';

/** The menus that gather an area's entries in the top bar (and the headings of the side and phone menus). */
export type MenuGroupKey = 'people' | 'library' | 'ai' | 'safety' | 'communications' | 'community' | 'billing' | 'system' | 'saved';

export interface MenuItem {
  labelKey: MenuLabelKey;
  /** The menu the entry sits in; entries without one stand on their own in the bar. */
  group?: MenuGroupKey;
  to: string;
  icon: ComponentType<IconProps>;
  /** The feature key (route segment) that hides the entry when the account's features switch it off. */
  feature?: string;
  /** Only people with one of these role ids see the entry (e.g. business users, role id 4). */
  roleids?: readonly number[];
}

/**
 * Each area's menu: only what is built, in the order the bar shows it; entries of a group gather in one
 * menu of the bar where the group's first entry stands. The account is not here: it is in the user menu
 * (ACCOUNT_ROUTES). The first entry is the area's landing (spec section 2); like every
 * entry it names the feature of its page, and when that is off the landing sends to the first entry left.
 */
export const AREA_MENUS: Record<Area, MenuItem[]> = {
  admin: [
    { labelKey: 'menu.dashboard', to: ROUTES['admin-dashboard'], icon: IconLayoutDashboard },
    { labelKey: 'menu.users', to: ROUTES['admin-users'], icon: IconUsers, group: 'people' },
    { labelKey: 'menu.clinics', to: ROUTES['admin-clinics'], icon: IconBuildingHospital, group: 'people' },
    // Administrators chat with clinics.
    { labelKey: 'menu.chat', to: ROUTES['admin-chat'], icon: IconMessages, group: 'people' },
    // Every clinic's (and the platform's) appointments, live classes and live meetings (admin/video/*).
    { labelKey: 'menu.video', to: ROUTES['admin-video'], icon: IconVideo, group: 'people' },
    { labelKey: 'menu.features', to: ROUTES['admin-features'], icon: IconToggleRight, group: 'people' },
    // Community: every group (platform groups and clinics') with their reports, challenges, events.
    { labelKey: 'menu.communityGroups', to: ROUTES['admin-groups'], icon: IconFriends, group: 'community' },
    { labelKey: 'menu.challenges', to: ROUTES['admin-challenges'], icon: IconTrophy, group: 'community' },
    { labelKey: 'menu.events', to: ROUTES['admin-events'], icon: IconConfetti, group: 'community' },
    { labelKey: 'menu.classes', to: ROUTES['admin-classes'], icon: IconBooks, group: 'library' },
    { labelKey: 'menu.meditations', to: ROUTES['admin-meditations'], icon: IconHeadphones, group: 'library' },
    { labelKey: 'menu.aiStudio', to: ROUTES['admin-ai-meditations'], icon: IconWand, group: 'library' },
    { labelKey: 'menu.sections', to: ROUTES['admin-sections'], icon: IconLayoutList, group: 'library' },
    { labelKey: 'menu.tasks', to: ROUTES['admin-tasks'], icon: IconChecklist, group: 'library' },
    { labelKey: 'menu.taskCategories', to: ROUTES['admin-task-categories'], icon: IconCategory, group: 'library' },
    { labelKey: 'menu.tests', to: ROUTES['admin-tests'], icon: IconClipboardHeart, group: 'library' },
    { labelKey: 'menu.alerts', to: ROUTES['admin-alerts'], icon: IconAlertTriangle, group: 'safety' },
    { labelKey: 'menu.crisisResources', to: ROUTES['admin-crisis-resources'], icon: IconLifebuoy, group: 'safety' },
    { labelKey: 'menu.email', to: ROUTES['admin-email'], icon: IconMail, group: 'communications' },
    { labelKey: 'menu.sms', to: ROUTES['admin-sms'], icon: IconMessage2, group: 'communications' },
    { labelKey: 'menu.push', to: ROUTES['admin-push'], icon: IconBellRinging, group: 'communications' },
    { labelKey: 'menu.scheduled', to: ROUTES['admin-scheduled'], icon: IconCalendarTime, group: 'communications' },
    // Billing: the plans accounts subscribe to, and the platform's invoices, payments and revenue.
    { labelKey: 'menu.packages', to: ROUTES['admin-packages'], icon: IconPackage, group: 'billing' },
    { labelKey: 'menu.payments', to: ROUTES['admin-payments'], icon: IconReceipt, group: 'billing' },
    { labelKey: 'menu.mailbox', to: ROUTES['admin-mailbox'], icon: IconInbox, group: 'system' },
    { labelKey: 'menu.settings', to: ROUTES['admin-settings'], icon: IconSettings, group: 'system' },
  ],
  clinic: [
    { labelKey: 'menu.home', to: ROUTES['clinic-discovery'], icon: IconHome, feature: 'discovery' },
    { labelKey: 'menu.patients', to: ROUTES['clinic-patients'], icon: IconUsers, feature: 'patients', group: 'people' },
    { labelKey: 'menu.employees', to: ROUTES['clinic-employees'], icon: IconUsersGroup, feature: 'employees', group: 'people' },
    { labelKey: 'menu.chat', to: ROUTES['clinic-chat'], icon: IconMessages, feature: 'chat', group: 'people' },
    { labelKey: 'menu.appointments', to: ROUTES['clinic-appointments'], icon: IconCalendarEvent, feature: 'meetings', group: 'people' },
    { labelKey: 'menu.live', to: ROUTES['clinic-live'], icon: IconBroadcast, feature: 'meetings', group: 'people' },
    { labelKey: 'menu.features', to: ROUTES['clinic-features'], icon: IconToggleRight, feature: 'features', group: 'people' },
    { labelKey: 'menu.communityGroups', to: ROUTES['clinic-groups'], icon: IconFriends, feature: 'groups', group: 'community' },
    { labelKey: 'menu.challenges', to: ROUTES['clinic-challenges'], icon: IconTrophy, feature: 'challenges', group: 'community' },
    { labelKey: 'menu.events', to: ROUTES['clinic-events'], icon: IconConfetti, group: 'community' },
    // Billing: the clinic's service packages for its patients and its invoices to them (not a feature switch).
    { labelKey: 'menu.packages', to: ROUTES['clinic-packages'], icon: IconPackage, group: 'billing' },
    { labelKey: 'menu.invoices', to: ROUTES['clinic-invoices'], icon: IconFileInvoice, group: 'billing' },
    // Safety alerts and the clinic's crisis lines: never switched off by a feature.
    { labelKey: 'menu.safety', to: ROUTES['clinic-safety'], icon: IconShieldHeart },
    { labelKey: 'menu.classes', to: ROUTES['clinic-classes'], icon: IconBooks, feature: 'discovery', group: 'library' },
    { labelKey: 'menu.meditations', to: ROUTES['clinic-meditations'], icon: IconHeadphones, feature: 'discovery', group: 'library' },
    { labelKey: 'menu.sections', to: ROUTES['clinic-sections'], icon: IconLayoutList, feature: 'sections', group: 'library' },
    { labelKey: 'menu.taskCategories', to: ROUTES['clinic-task-categories'], icon: IconCategory, feature: 'tasks', group: 'library' },
    { labelKey: 'menu.tests', to: ROUTES['clinic-tests'], icon: IconClipboardHeart, feature: 'tests', group: 'library' },
    { labelKey: 'menu.feedback', to: ROUTES['clinic-feedback'], icon: IconMessageCircle, feature: 'discovery', group: 'library' },
    // The clinic's assistant and AI studio: one page with two tabs (the clinic has no AImeditations switch).
    { labelKey: 'menu.aiMeditations', to: ROUTES['clinic-ai-meditations'], icon: IconSparkles, feature: 'discovery' },
    { labelKey: 'engagement.menu.favorites', to: ROUTES['clinic-favorites'], icon: IconHeart, feature: 'favorites', group: 'saved' },
    { labelKey: 'engagement.menu.watchlist', to: ROUTES['clinic-watchlist'], icon: IconBookmark, feature: 'discovery', group: 'saved' },
  ],
  employee: [
    { labelKey: 'menu.home', to: ROUTES['employee-discovery'], icon: IconHome, feature: 'discovery' },
    { labelKey: 'menu.aiMeditations', to: ROUTES['employee-ai-meditations'], icon: IconSparkles, feature: 'AImeditations' },
    { labelKey: 'menu.myPatients', to: ROUTES['employee-patients'], icon: IconUsers, feature: 'patients' },
    { labelKey: 'menu.appointments', to: ROUTES['employee-appointments'], icon: IconCalendarEvent, feature: 'meetings' },
    { labelKey: 'menu.live', to: ROUTES['employee-live'], icon: IconBroadcast, feature: 'meetings' },
    { labelKey: 'menu.tasks', to: ROUTES['employee-tasks'], icon: IconChecklist, feature: 'tasks' },
    { labelKey: 'menu.chat', to: ROUTES['employee-chat'], icon: IconMessages, feature: 'chat' },
    { labelKey: 'menu.communityGroups', to: ROUTES['employee-groups'], icon: IconFriends, feature: 'groups', group: 'community' },
    { labelKey: 'menu.events', to: ROUTES['employee-events'], icon: IconConfetti, feature: 'events', group: 'community' },
    { labelKey: 'menu.tests', to: ROUTES['employee-tests'], icon: IconClipboardHeart, feature: 'tests' },
    { labelKey: 'engagement.menu.favorites', to: ROUTES['employee-favorites'], icon: IconHeart, feature: 'favorites', group: 'saved' },
    { labelKey: 'engagement.menu.watchlist', to: ROUTES['employee-watchlist'], icon: IconBookmark, feature: 'discovery', group: 'saved' },
  ],
  patient: [
    { labelKey: 'menu.home', to: ROUTES['patient-discovery'], icon: IconHome, feature: 'discovery' },
    { labelKey: 'menu.aiMeditations', to: ROUTES['patient-ai-meditations'], icon: IconSparkles, feature: 'AImeditations' },
    { labelKey: 'menu.tasks', to: ROUTES['patient-tasks'], icon: IconChecklist, feature: 'tasks' },
    { labelKey: 'menu.assignments', to: ROUTES['patient-assignments'], icon: IconClipboardList, feature: 'assignments' },
    { labelKey: 'menu.appointments', to: ROUTES['patient-appointments'], icon: IconCalendarEvent, feature: 'meetings' },
    { labelKey: 'menu.live', to: ROUTES['patient-live'], icon: IconBroadcast, feature: 'meetings' },
    { labelKey: 'menu.chat', to: ROUTES['patient-chat'], icon: IconMessages, feature: 'chat' },
    { labelKey: 'menu.communityGroups', to: ROUTES['patient-groups'], icon: IconFriends, feature: 'groups', group: 'community' },
    { labelKey: 'menu.challenges', to: ROUTES['patient-challenges'], icon: IconTrophy, feature: 'challenges', group: 'community' },
    { labelKey: 'menu.events', to: ROUTES['patient-events'], icon: IconConfetti, feature: 'events', group: 'community' },
    { labelKey: 'menu.tests', to: ROUTES['patient-tests'], icon: IconClipboardHeart, feature: 'tests' },
    // The clinic's invoices to the patient and the sessions of the packages they bought: never switched off.
    { labelKey: 'menu.invoices', to: ROUTES['patient-invoices'], icon: IconFileInvoice },
    { labelKey: 'engagement.menu.favorites', to: ROUTES['patient-favorites'], icon: IconHeart, feature: 'favorites', group: 'saved' },
    { labelKey: 'engagement.menu.watchlist', to: ROUTES['patient-watchlist'], icon: IconBookmark, feature: 'discovery', group: 'saved' },
  ],
  frontuser: [
    { labelKey: 'menu.home', to: ROUTES['frontuser-ai-meditations'], icon: IconHome, feature: 'AImeditations' },
    { labelKey: 'menu.discovery', to: ROUTES['frontuser-discovery'], icon: IconCompass, feature: 'discovery' },
    { labelKey: 'menu.tasks', to: ROUTES['frontuser-tasks'], icon: IconChecklist, feature: 'tasks' },
    // Personal users have no appointments: the platform's live classes and meetings only.
    { labelKey: 'menu.live', to: ROUTES['frontuser-live'], icon: IconBroadcast, feature: 'meetings' },
    // Personal users chat with the people who accepted their connection requests (and manage the requests there).
    { labelKey: 'menu.chat', to: ROUTES['frontuser-chat'], icon: IconMessages, feature: 'chat' },
    { labelKey: 'menu.communityGroups', to: ROUTES['frontuser-groups'], icon: IconFriends, feature: 'groups', group: 'community' },
    { labelKey: 'menu.challenges', to: ROUTES['frontuser-challenges'], icon: IconTrophy, feature: 'challenges', group: 'community' },
    { labelKey: 'menu.events', to: ROUTES['frontuser-events'], icon: IconConfetti, feature: 'events', group: 'community' },
    { labelKey: 'menu.tests', to: ROUTES['frontuser-tests'], icon: IconClipboardHeart, feature: 'tests' },
    { labelKey: 'engagement.menu.favorites', to: ROUTES['frontuser-favorites'], icon: IconHeart, feature: 'favorites', group: 'saved' },
    { labelKey: 'engagement.menu.watchlist', to: ROUTES['frontuser-watchlist'], icon: IconBookmark, feature: 'discovery', group: 'saved' },
    {
      labelKey: 'engagement.menu.business',
      to: ROUTES['frontuser-business-questions'],
      icon: IconBriefcase,
      roleids: [ROLE_IDS.business],
    },
  ],
};

/** Each area's account page, reached through the user menu. */
export const ACCOUNT_ROUTES: Record<Area, string> = {
  admin: ROUTES['admin-account'],
  clinic: ROUTES['clinic-account'],
  employee: ROUTES['employee-account'],
  patient: ROUTES['patient-account'],
  frontuser: ROUTES['frontuser-account'],
};

/** A page of the account beyond the account page itself, reached through the user menu as the account is. */
export interface AccountLink {
  labelKey: MenuLabelKey;
  to: string;
  icon: ComponentType<IconProps>;
}

/**
 * The account's billing pages, for the accounts that subscribe to a plan (personal and business users,
 * clinic accounts): people look for their plan and invoices where their account is, in the user menu.
 */
export const ACCOUNT_LINKS: Record<Area, readonly AccountLink[]> = {
  admin: [],
  employee: [],
  patient: [],
  clinic: [
    { labelKey: 'menu.subscription', to: ROUTES['clinic-subscription'], icon: IconCreditCard },
    { labelKey: 'menu.invoices', to: ROUTES['clinic-account-invoices'], icon: IconReceipt },
  ],
  frontuser: [
    { labelKey: 'menu.subscription', to: ROUTES['frontuser-subscription'], icon: IconCreditCard },
    { labelKey: 'menu.invoices', to: ROUTES['frontuser-invoices'], icon: IconReceipt },
  ],
};

/** Each area's notifications page ("See all" of the bell). */
export const NOTIFICATIONS_ROUTES: Record<Area, string> = {
  admin: ROUTES['admin-notifications'],
  clinic: ROUTES['clinic-notifications'],
  employee: ROUTES['employee-notifications'],
  patient: ROUTES['patient-notifications'],
  frontuser: ROUTES['frontuser-notifications'],
};

/** One place in the bar: an entry on its own, or a group's menu with its entries (in menu order). */
export type MenuSlot = { kind: 'entry'; item: MenuItem } | { kind: 'group'; group: MenuGroupKey; items: MenuItem[] };

/**
 * The bar's places for a list of entries: each group where its first entry stands, holding all its
 * entries; a group left with a single entry (the others switched off) is that entry on its own.
 */
export function menuSlots(items: readonly MenuItem[]): MenuSlot[] {
  const slots: MenuSlot[] = [];
  const groups = new Map<MenuGroupKey, MenuItem[]>();
  for (const item of items) {
    if (!item.group) {
      slots.push({ kind: 'entry', item });
      continue;
    }
    const members = groups.get(item.group);
    if (members) {
      members.push(item);
      continue;
    }
    const created = [item];
    groups.set(item.group, created);
    slots.push({ kind: 'group', group: item.group, items: created });
  }
  return slots.map((slot) => (slot.kind === 'group' && slot.items.length === 1 ? { kind: 'entry', item: slot.items[0]! } : slot));
}

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
  return visibleEntries(area, features, roleid)[0]?.to ?? ACCOUNT_ROUTES[area];
}
