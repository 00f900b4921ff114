// @ts-nocheck
import type { EventTabId } from '@contract/wire';
import type { SportMenuEntry } from '@machines/memberTypes';
import type { SportMenuStatus } from '../features/menu/SportMenu';
import type { LayoutMode } from '../shared/entry';

/** Everything either shell shows or does, gathered once by HomeScreen. */
export interface HomeModel {
  username: string;
  balance: number | null;
  balanceRefreshing: boolean;
  refreshBalance(): void;
  sports: SportMenuEntry[];
  menuStatus: SportMenuStatus;
  reloadMenu(): void;
  selectedSportId: number;
  chooseSport(sportId: number): void;
  selectedTab: EventTabId;
  chooseTab(tab: EventTabId): void;
  tabCounts: Record<EventTabId, number>;
  oddsHeading: string;
  /** The chosen sport's name in the interface language. */
  sportName: string;
  layout: LayoutMode;
  toggleLayout(): void;
}

export const ODDS_PANEL_ID = 'odds-area';
