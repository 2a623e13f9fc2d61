import { useLayoutEffect, useRef, useState } from 'react';
import { Menu, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import classes from './AreaShell.module.css';
import { isActiveEntry, type MenuItem } from './menus';

/** Room kept at the end of the bar for the "More" button when some entries overflow. */
const MORE_BUTTON_WIDTH = 110;
const GAP = 4;

/**
 * The horizontal menu of an area. Entries that do not fit the bar move into a "More" menu instead of
 * being clipped or scrolled away (the administration has a dozen entries; a laptop screen shows six).
 * Widths are measured from an invisible copy of every entry, so the split follows the language, the
 * font size and the window width.
 */
export function TopMenu({ items }: { items: MenuItem[] }) {
  const { t } = useTranslation();
  const location = useLocation();
  const barRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(items.length);

  useLayoutEffect(() => {
    const bar = barRef.current;
    const measure = measureRef.current;
    if (!bar || !measure) return;
    const fit = () => {
      const widths = Array.from(measure.children, (child) => (child as HTMLElement).offsetWidth);
      const available = bar.clientWidth;
      const total = widths.reduce((sum, width) => sum + width + GAP, 0);
      if (total <= available) {
        setShown(widths.length);
        return;
      }
      let used = MORE_BUTTON_WIDTH;
      let count = 0;
      for (const width of widths) {
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
  }, [items]);

  const visible = items.slice(0, shown);
  const overflow = items.slice(shown);
  const overflowActive = overflow.some((item) => isActiveEntry(item, location.pathname));

  return (
    <nav ref={barRef} aria-label={t('layout.mainMenu')} className={classes.topMenu}>
      <div ref={measureRef} className={classes.topMeasure} aria-hidden>
        {items.map((item) => (
          <span key={item.to} className={classes.topLink}>
            <item.icon size={18} stroke={1.6} />
            {t(item.labelKey)}
          </span>
        ))}
      </div>
      {visible.map((item) => (
        <NavLink key={item.to} to={item.to} className={classes.topLink}>
          <item.icon size={18} stroke={1.6} aria-hidden />
          {t(item.labelKey)}
        </NavLink>
      ))}
      {overflow.length > 0 && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <UnstyledButton className={classes.topLink} data-active={overflowActive || undefined}>
              {t('layout.more')}
              <IconChevronDown size={16} stroke={1.6} aria-hidden />
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            {overflow.map((item) => {
              const active = isActiveEntry(item, location.pathname);
              return (
                <Menu.Item
                  key={item.to}
                  component={Link}
                  to={item.to}
                  aria-current={active ? 'page' : undefined}
                  leftSection={<item.icon size={18} stroke={1.6} aria-hidden />}
                  fw={active ? 600 : undefined}
                >
                  {t(item.labelKey)}
                </Menu.Item>
              );
            })}
          </Menu.Dropdown>
        </Menu>
      )}
    </nav>
  );
}
