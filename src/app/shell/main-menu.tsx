import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { useAppStore } from '@/store/store';
import { isGroup, menuEntries, visibleMenu, type MenuGroup, type MenuLink } from './menu-items';
import { DESKTOP_QUERY, SUBMENU_CLOSE_DELAY_MS, useMediaQuery } from './use-media-query';

/** A click this soon after hovering opened its group keeps the group open. */
export const HOVER_CLICK_GRACE_MS = 500;

/**
 * The main menu (spec 000 §2 "Menu"), built on the WAI-ARIA APG disclosure pattern: each group
 * is a button with aria-expanded that shows or hides its list of links. On screens wider than
 * 768 px the groups also open on hover and close 100 ms after the pointer leaves; up to 768 px
 * the whole menu sits behind one toggle button.
 */
export function MainMenu() {
  const { t } = useTranslation();
  const loggedIn = useAppStore((s) => s.token !== null);
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const [panelOpen, setPanelOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  /** When the pointer last opened a group by hovering (desktop), to tell a click that follows it. */
  const hoverOpened = useRef({ group: '', at: -Infinity });
  const toggleRef = useRef<HTMLButtonElement>(null);
  const groupButtons = useRef(new Map<string, HTMLButtonElement>());
  const listId = useId();

  const entries = visibleMenu(menuEntries, loggedIn);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const closeAll = () => {
    cancelClose();
    setOpenGroup(null);
    setPanelOpen(false);
  };

  // Escape closes the open submenu (focus back on its button), else the phone panel.
  useEffect(() => {
    if (openGroup === null && !panelOpen) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (openGroup !== null) {
        const button = groupButtons.current.get(openGroup);
        setOpenGroup(null);
        button?.focus();
      } else {
        setPanelOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [openGroup, panelOpen]);

  const renderLink = (item: MenuLink, className: string) => (
    <AppLink to={item.to} className={className} onClick={closeAll}>
      {t(item.label)}
    </AppLink>
  );

  const renderGroup = (group: MenuGroup) => {
    const open = openGroup === group.id;
    const submenuId = `${listId}-${group.id}`;
    return (
      <li
        key={group.id}
        className="relative"
        onMouseEnter={() => {
          if (!isDesktop) return;
          cancelClose();
          if (openGroup !== group.id) hoverOpened.current = { group: group.id, at: performance.now() };
          setOpenGroup(group.id);
        }}
        onMouseLeave={() => {
          if (!isDesktop) return;
          cancelClose();
          closeTimer.current = window.setTimeout(() => {
            setOpenGroup((current) => (current === group.id ? null : current));
          }, SUBMENU_CLOSE_DELAY_MS);
        }}
        onBlur={(event) => {
          const next = event.relatedTarget;
          if (next instanceof Node && event.currentTarget.contains(next)) return;
          // On a phone the submenus sit in the page flow: closing this one as focus moves to another
          // group's button would pull that button up before the tap's click lands on it (two taps
          // to switch). Its own click switches groups instead.
          if (!isDesktop && next instanceof HTMLButtonElement && [...groupButtons.current.values()].includes(next)) return;
          // Focus left the group (Tab past its last link): close it, as APG suggests.
          setOpenGroup((current) => (current === group.id ? null : current));
        }}
      >
        <button
          type="button"
          ref={(el) => {
            if (el) groupButtons.current.set(group.id, el);
            else groupButtons.current.delete(group.id);
          }}
          className="menu-item flex w-full items-center justify-between gap-1"
          aria-expanded={open}
          aria-controls={submenuId}
          onClick={() => {
            cancelClose();
            // The pointer's way to the button opened the group a moment ago: this click means
            // "open", not "close again" (a mouse user would otherwise see the menu blink shut).
            const justHovered = hoverOpened.current.group === group.id && performance.now() - hoverOpened.current.at < HOVER_CLICK_GRACE_MS;
            hoverOpened.current = { group: '', at: -Infinity };
            setOpenGroup(open && !justHovered ? null : group.id);
          }}
        >
          {t(group.label)}
          <svg aria-hidden="true" viewBox="0 0 12 12" className={`size-3 transition-transform ${open ? 'rotate-180' : ''}`}>
            <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
        </button>
        <ul id={submenuId} hidden={!open} className="submenu">
          {group.items.map((item) => (
            <li key={item.to}>{renderLink(item, 'submenu-link')}</li>
          ))}
        </ul>
      </li>
    );
  };

  return (
    <nav aria-label={t('menu.label')}>
      <button
        ref={toggleRef}
        type="button"
        className="menu-toggle desk:hidden"
        aria-expanded={panelOpen}
        aria-controls={listId}
        onClick={() => setPanelOpen((v) => !v)}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5">
          {panelOpen ? (
            <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" />
          ) : (
            <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" />
          )}
        </svg>
        {t('menu.toggle')}
      </button>
      <ul id={listId} className={`menu-list ${panelOpen ? 'menu-list-open' : ''}`}>
        {entries.map((entry) =>
          isGroup(entry) ? renderGroup(entry) : <li key={entry.to}>{renderLink(entry, 'menu-item block')}</li>,
        )}
      </ul>
    </nav>
  );
}
