// @ts-nocheck
import { useState } from 'react';
import type { ReactNode } from 'react';
import * as styles from './SportMenu.css';

// The drawer's Popular and Favorites groups fold: a button with aria-expanded in the group's
// heading, the choice remembered for the visit (sessionStorage), each group on its own.

const STORAGE_KEY = 'drawerGroups';
export type MenuGroup = 'popular' | 'favorites';

function storedOpen(group: MenuGroup): boolean {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<
      string,
      unknown
    >;
    return stored[group] !== false;
  } catch {
    return true;
  }
}

function storeOpen(group: MenuGroup, open: boolean): void {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<
      string,
      unknown
    >;
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...stored, [group]: open }));
  } catch {
    // Storage off: the choice lasts while the drawer stays open.
  }
}

/** Whether `group` is open, and its toggle; `collapsible` false keeps it open (the desktop menu). */
export function useGroupOpen(group: MenuGroup, collapsible: boolean) {
  const [open, setOpen] = useState(() => !collapsible || storedOpen(group));
  const toggle = () =>
    setOpen((was) => {
      storeOpen(group, !was);
      return !was;
    });
  return { open: !collapsible || open, toggle };
}

/** The group's heading: plain text, or (collapsible) a button that folds the list it controls. */
export function GroupHeading({
  id,
  listId,
  collapsible,
  open,
  onToggle,
  testId,
  children,
}: {
  id: string;
  listId: string;
  collapsible: boolean;
  open: boolean;
  onToggle(): void;
  testId: string;
  children: ReactNode;
}) {
  if (!collapsible) {
    return (
      <h2 id={id} className={styles.groupTitle}>
        {children}
      </h2>
    );
  }
  return (
    <h2 className={styles.groupHeading}>
      <button
        type="button"
        id={id}
        className={styles.groupToggle}
        aria-expanded={open}
        aria-controls={listId}
        data-testid={testId}
        onClick={onToggle}
      >
        <span>{children}</span>
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
    </h2>
  );
}
