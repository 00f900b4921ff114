// @ts-nocheck
import { EVENT_TAB_IDS } from '@contract/wire';
import type { EventTabId } from '@contract/wire';
import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { tabNames, messages } from './messages';
import * as styles from './EventTabs.css';

export interface EventTabsProps {
  selectedTab: EventTabId;
  counts: Record<EventTabId, number>;
  onSelect(tab: EventTabId): void;
  /** The id of the panel the tabs control (the odds area). */
  panelId: string;
}

export function eventTabElementId(panelId: string, tab: EventTabId): string {
  return `${panelId}-tab-${tab}`;
}

/** The tab a key press moves to (WAI-ARIA tabs: arrows wrap, Home and End jump), or null. */
export function tabAfterKey(current: EventTabId, key: string): EventTabId | null {
  const index = EVENT_TAB_IDS.indexOf(current);
  const last = EVENT_TAB_IDS.length - 1;
  let next: number;
  switch (key) {
    case 'ArrowRight':
      next = index === last ? 0 : index + 1;
      break;
    case 'ArrowLeft':
      next = index === 0 ? last : index - 1;
      break;
    case 'Home':
      next = 0;
      break;
    case 'End':
      next = last;
      break;
    default:
      return null;
  }
  return EVENT_TAB_IDS[next] ?? null;
}

/** Live, Today, Early market, Step, Mix parlay, with counts; arrow keys select (automatic activation). */
export function EventTabs({ selectedTab, counts, onSelect, panelId }: EventTabsProps) {
  const intl = useIntl();
  const tabRefs = useRef(new Map<EventTabId, HTMLButtonElement>());
  // Whether tabs are hidden past the right edge (a phone): the row then fades out there.
  const listRef = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState(false);
  useEffect(() => {
    const list = listRef.current;
    if (list === null) return undefined;
    const measure = () => setMore(list.scrollLeft + list.clientWidth < list.scrollWidth - 1);
    list.addEventListener('scroll', measure, { passive: true });
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    // The observer's first report comes after the browser's own layout; reading the widths here
    // forced one at boot. Without an observer, read them now.
    if (resize === null) measure();
    resize?.observe(list);
    return () => {
      list.removeEventListener('scroll', measure);
      resize?.disconnect();
    };
  }, []);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = tabAfterKey(selectedTab, event.key);
    if (next === null) return;
    event.preventDefault();
    onSelect(next);
    tabRefs.current.get(next)?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={intl.formatMessage(messages.label)}
      className={styles.tablist}
      ref={listRef}
      data-more={more}
      data-testid="event-tabs"
      onKeyDown={handleKeyDown}
    >
      {EVENT_TAB_IDS.map((tab) => {
        const selected = tab === selectedTab;
        return (
          <button
            key={tab}
            ref={(element) => {
              if (element === null) tabRefs.current.delete(tab);
              else tabRefs.current.set(tab, element);
            }}
            type="button"
            role="tab"
            id={eventTabElementId(panelId, tab)}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            className={styles.tab}
            data-testid="event-tab"
            data-tab={tab}
            onClick={() => onSelect(tab)}
          >
            {intl.formatMessage(tabNames[tab])}
            <span className={styles.count}>{counts[tab]}</span>
          </button>
        );
      })}
    </div>
  );
}
