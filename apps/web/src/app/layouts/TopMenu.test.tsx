import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { AREA_MENUS } from './menus';
import { TopMenu } from './TopMenu';

/** happy-dom lays nothing out: give every element a width, and the bar the room of `barWidth`. */
function fakeLayout(entryWidth: number, barWidth: number) {
  const offset = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetWidth');
  const client = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', { configurable: true, get: () => entryWidth });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return this.tagName === 'NAV' ? barWidth : 0;
    },
  });
  return () => {
    if (offset) Object.defineProperty(HTMLElement.prototype, 'offsetWidth', offset);
    if (client) Object.defineProperty(HTMLElement.prototype, 'clientWidth', client);
    else delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
  };
}

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

const bar = () => screen.getByRole('navigation', { name: 'Main menu' });

async function itemsOf(button: HTMLElement): Promise<string[]> {
  fireEvent.click(button);
  const menu = await screen.findByRole('menu');
  const names = within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
  fireEvent.keyDown(menu, { key: 'Escape' });
  return names;
}

describe('TopMenu', () => {
  it("groups the administration's 26 entries into eight places: Dashboard, People, Community, Library, Safety, Communications, Billing, System", async () => {
    restore = fakeLayout(100, 2000);
    renderWithProviders(<TopMenu items={AREA_MENUS.admin} />, { path: '/administration/users' });
    expect(
      within(bar())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard']);
    const buttons = within(bar()).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['People', 'Community', 'Library', 'Safety', 'Communications', 'Billing', 'System']);
    // The group of the open page is marked.
    expect(buttons[0]!.hasAttribute('data-active')).toBe(true);
    expect(buttons[1]!.hasAttribute('data-active')).toBe(false);
    expect(await itemsOf(buttons[0]!)).toEqual(['Users', 'Clinics', 'Chat', 'Video', 'Features']);
    expect(await itemsOf(buttons[1]!)).toEqual(['Groups', 'Challenges', 'Events']);
    expect(await itemsOf(buttons[2]!)).toEqual(['Classes', 'Meditations', 'AI studio', 'Sections', 'Tasks', 'Task categories', 'Tests']);
    expect(await itemsOf(buttons[3]!)).toEqual(['Urgent alerts', 'Crisis resources']);
    expect(await itemsOf(buttons[4]!)).toEqual(['E-mail', 'SMS', 'Push notifications', 'Scheduled']);
    expect(await itemsOf(buttons[5]!)).toEqual(['Packages', 'Payments']);
    expect(await itemsOf(buttons[6]!)).toEqual(['Mailbox', 'Settings']);
  });

  it('moves the places that do not fit into "More", with the group names, so every entry stays reachable', async () => {
    // Room for the "More" button and two places of 100 px.
    restore = fakeLayout(100, 320);
    renderWithProviders(<TopMenu items={AREA_MENUS.admin} />, { path: '/administration/settings' });
    expect(
      within(bar())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard']);
    const buttons = within(bar()).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['People', 'More']);
    // Settings is open: "More" holds it and is marked.
    expect(buttons[1]!.hasAttribute('data-active')).toBe(true);
    fireEvent.click(buttons[1]!);
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Groups',
      'Challenges',
      'Events',
      'Classes',
      'Meditations',
      'AI studio',
      'Sections',
      'Tasks',
      'Task categories',
      'Tests',
      'Urgent alerts',
      'Crisis resources',
      'E-mail',
      'SMS',
      'Push notifications',
      'Scheduled',
      'Packages',
      'Payments',
      'Mailbox',
      'Settings',
    ]);
    expect(within(menu).getByText('Library')).toBeTruthy();
    expect(within(menu).getByText('System')).toBeTruthy();
    const settings = within(menu).getByRole('menuitem', { name: 'Settings' });
    expect(settings.getAttribute('href')).toBe('/administration/settings');
    expect(settings.getAttribute('aria-current')).toBe('page');
  });

  it("shows the patient's entries on their own and Favourites with the watch list under Saved", async () => {
    restore = fakeLayout(100, 2000);
    renderWithProviders(<TopMenu items={AREA_MENUS.patient} />, { path: '/patient/discovery' });
    expect(
      within(bar())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'AI Meditations', 'Tasks', 'Assignments', 'Appointments', 'Live classes', 'Chat', 'Tests', 'Invoices']);
    expect(await itemsOf(within(bar()).getByRole('button', { name: 'Community' }))).toEqual(['Groups', 'Challenges', 'Events']);
    const saved = within(bar()).getByRole('button', { name: 'Saved' });
    expect(await itemsOf(saved)).toEqual(['Favourites', 'Watch list']);
    expect(within(bar()).queryByText('Account')).toBeNull();
  });
});
