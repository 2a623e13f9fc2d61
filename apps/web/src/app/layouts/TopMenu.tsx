import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Menu, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import classes from './AreaShell.module.css';
import { isActiveEntry, menuSlots, type MenuItem, type MenuSlot } from './menus';

const GAP = 4;

/** A menu entry as an item of a drop-down menu (a group's menu or "More"). */
function DropdownEntry({ item, pathname }: { item: MenuItem; pathname: string }) {
  const { t } = useTranslation();
  const active = isActiveEntry(item, pathname);
  return (
    <Menu.Item
      component={Link}
      to={item.to}
      aria-current={active ? 'page' : undefined}
      leftSection={<item.icon size={18} stroke={1.6} aria-hidden />}
      fw={active ? 600 : undefined}
    >
      {t(item.labelKey)}
    </Menu.Item>
  );
}

/** A drop-down menu of the bar: its button (marked while one of its pages is open) and its entries. */
function BarMenu({ label, active, children }: { label: string; active: boolean; children: ReactNode }) {
  return (
    // Inside the bar (the landmark of the main menu), positioned fixed so the bar's clipping does not cut it.
    <Menu
      position="bottom-start"
      withinPortal={false}
      floatingStrategy="fixed"
      withInitialFocusPlaceholder={false}
      shadow="md"
      radius="md"
    >
      <Menu.Target>
        <UnstyledButton className={classes.topLink} data-active={active || undefined}>
          {label}
          <IconChevronDown size={16} stroke={1.6} aria-hidden />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}

const slotKey = (slot: MenuSlot) => (slot.kind === 'entry' ? slot.item.to : `group:${slot.group}`);
const slotItems = (slot: MenuSlot) => (slot.kind === 'entry' ? [slot.item] : slot.items);

/**
 * The horizontal menu of an area. Entries of a group (People, Library...) gather in one drop-down menu of
 * the bar, so a dozen entries take five places; the places that still do not fit move into a "More"
 * menu instead of being clipped or scrolled away. Every entry is reachable at every width. Widths are
 * measured from an invisible copy of every place, so the split follows the language, the font size and
 * the window width.
 */
export function TopMenu({ items }: { items: MenuItem[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const slots = useMemo(() => menuSlots(items), [items]);
  const barRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(slots.length);

  useLayoutEffect(() => {
    const bar = barRef.current;
    const measure = measureRef.current;
    if (!bar || !measure) return;
    const fit = () => {
      const children = Array.from(measure.children, (child) => (child as HTMLElement).offsetWidth);
      // The last copy is the "More" button.
      const moreWidth = children.pop() ?? 0;
      const available = bar.clientWidth;
      const total = children.reduce((sum, width) => sum + width + GAP, 0);
      if (total <= available) {
        setShown(children.length);
        return;
      }
      let used = moreWidth + GAP;
      let count = 0;
      for (const width of children) {
        if (used + width + GAP > available) break;
        used += width + GAP;
        count += 1;
      }
      setShown(count);
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(fit);
    observer.observe(bar);
    return () => observer.disconnect();
  }, [slots]);

  const visible = slots.slice(0, shown);
  const overflow = slots.slice(shown);
  const activeIn = (list: MenuItem[]) => list.some((item) => isActiveEntry(item, pathname));

  return (
    <nav ref={barRef} aria-label={t('layout.mainMenu')} className={classes.topMenu}>
      <div ref={measureRef} className={classes.topMeasure} aria-hidden>
        {slots.map((slot) =>
          slot.kind === 'entry' ? (
            <span key={slotKey(slot)} className={classes.topLink}>
              <slot.item.icon size={18} stroke={1.6} />
              {t(slot.item.labelKey)}
            </span>
          ) : (
            <span key={slotKey(slot)} className={classes.topLink}>
              {t(`menu.groups.${slot.group}`)}
              <IconChevronDown size={16} stroke={1.6} />
            </span>
          ),
        )}
        <span className={classes.topLink}>
          {t('layout.more')}
          <IconChevronDown size={16} stroke={1.6} />
        </span>
      </div>
      {visible.map((slot) =>
        slot.kind === 'entry' ? (
          <NavLink key={slotKey(slot)} to={slot.item.to} className={classes.topLink}>
            <slot.item.icon size={18} stroke={1.6} aria-hidden />
            {t(slot.item.labelKey)}
          </NavLink>
        ) : (
          <BarMenu key={slotKey(slot)} label={t(`menu.groups.${slot.group}`)} active={activeIn(slot.items)}>
            {slot.items.map((item) => (
              <DropdownEntry key={item.to} item={item} pathname={pathname} />
            ))}
          </BarMenu>
        ),
      )}
      {overflow.length > 0 && (
        <BarMenu label={t('layout.more')} active={activeIn(overflow.flatMap(slotItems))}>
          {overflow.map((slot, index) =>
            slot.kind === 'entry' ? (
              <DropdownEntry key={slotKey(slot)} item={slot.item} pathname={pathname} />
            ) : (
              <div key={slotKey(slot)}>
                {index > 0 && <Menu.Divider />}
                <Menu.Label>{t(`menu.groups.${slot.group}`)}</Menu.Label>
                {slot.items.map((item) => (
                  <DropdownEntry key={item.to} item={item} pathname={pathname} />
                ))}
              </div>
            ),
          )}
        </BarMenu>
      )}
    </nav>
  );
}
