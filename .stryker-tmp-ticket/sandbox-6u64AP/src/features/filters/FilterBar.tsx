// @ts-nocheck
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type { LeagueOption } from '@workers/odds/core/view';
import { FONT_SIZES, TABLE_TYPES, TIME_SORTS } from '@src/shared/storage/storageFilter';
import { ODDS_TYPES, SORT_TIMES } from '@contract/wire';
import type { SortTime, EventTabId } from '@contract/wire';
import type {
  FontSize,
  StorageFilter,
  TableType,
  TimeSort,
} from '@src/shared/storage/storageFilter';
import { oddsTypeFor } from '@contract/odds';
import { BET_TYPES, EVENT_TABS, betTypeOfTab, tabOfBetType } from '@contract/wire';
import type { BetType } from '@contract/wire';
import { QuickBetSwitch } from '../quick-bet/QuickBetSwitch';
import { MovingSwitch } from './MovingSwitch';
import { SearchField } from '../search/SearchField';
import { useEarlyDateLabel } from './useEarlyDateLabel';
import type { EarlyDateOption } from './earlyDates';
import { lazyNamed } from '@src/shared/ui/lazyNamed';
import { useOverlay } from '@src/shared/popups/PopupProvider';

// The league modal is fetched when first opened: the first paint does not carry it.
const LeagueModal = lazyNamed(() => import('./LeagueModal'), 'LeagueModal');
import { messages } from './messages';
import { BoardModeLabel, RefreshButton } from './RefreshButton';
import type { BoardModeSource, SecondsSource } from './RefreshButton';
import * as styles from './FilterBar.css';

export type FilterChange = (change: (filter: StorageFilter) => StorageFilter) => void;

export interface BetTypeCounts {
  single: number;
  step: number;
  mix: number;
}

/** The events behind each bet type: single counts the Today, Live and Early tabs together. */
export function betTypeCountsOf(tabCounts: Record<EventTabId, number>): BetTypeCounts {
  return {
    single: tabCounts[EVENT_TABS.live] + tabCounts[EVENT_TABS.today] + tabCounts[EVENT_TABS.early],
    step: tabCounts[EVENT_TABS.step],
    mix: tabCounts[EVENT_TABS.mix],
  };
}

export interface FilterBarProps {
  filter: StorageFilter;
  onChange: FilterChange;
  betTypeCounts: BetTypeCounts;
  leagues: readonly LeagueOption[];
  /** The countdown's seconds, shown on the refresh button (which alone follows them). */
  refreshSeconds: SecondsSource;
  /** "Live odds" or "Refreshing every N s" beside the refresh button. */
  boardMode?: BoardModeSource;
  onRefresh(): void;
  earlyDates: readonly EarlyDateOption[];
  earlyDate: string;
  onEarlyDate(value: string): void;
  /** The quick-bet switch is desktop only (the mobile filter sheet leaves it out). */
  quickBet?: boolean;
  /**
   * The phone's filter sheet: the settings its match boxes do not follow (the table type and the
   * font size: a box always shows full time and first half, in the phone's size) are left out
   * (choosing the half-time table there changed nothing).
   */
  boxes?: boolean;
  /** Opens the change-league popup (desktop; mobile opens it from the drawer). */
  onChangeLeague?(): void;
}

const FONT_LABELS: Record<FontSize, string> = { '-a': '-A', a: 'A', '+a': '+A' };
const FONT_NAMES: Record<FontSize, MessageDescriptor> = {
  '-a': messages.fontSmaller,
  a: messages.fontNormal,
  '+a': messages.fontLarger,
};
const SORT_LABELS: Record<TimeSort, MessageDescriptor> = {
  normal: messages.sortNormal,
  time: messages.sortTime,
};
const MATCH_TIME_LABELS: Record<SortTime, MessageDescriptor> = {
  all: messages.matchAll,
  before: messages.matchBefore,
  after: messages.matchAfter,
};
const TABLE_LABELS: Record<TableType, MessageDescriptor> = {
  's-line': messages.tableSingle,
  'd-line': messages.tableDouble,
  'f-line': messages.tableFull,
  'h-line': messages.tableHalf,
};
/** Each bet type's segment of the switch: its word (the message, the count, `data-bet-type`). */
const SEGMENT_OF = { sc: 'single', step: 'step', mix: 'mix' } as const satisfies Record<
  BetType,
  keyof BetTypeCounts
>;

/** The odds board's filter bar; every choice is saved in storageFilter at once. */
export function FilterBar(props: FilterBarProps) {
  const intl = useIntl();
  const dateLabel = useEarlyDateLabel();
  const { filter, onChange } = props;
  // The popup machine's league overlay: one popup or overlay open at a time.
  const leagueModal = useOverlay('league');
  const betType = betTypeOfTab(filter.sortFilterEventId);
  const set = <K extends keyof StorageFilter>(field: K, value: StorageFilter[K]) =>
    onChange((current) => ({ ...current, [field]: value }));
  // Step, mix and Muay Thai are priced in EU whatever the member chose: the control shows EU in force.
  const currencyInForce = oddsTypeFor(betType, filter.selectCategoryId, filter.sortCurrency);
  const leagueCount = filter.sortSelectLeagueAll
    ? props.leagues.length
    : filter.sortSelectLeagueId.length;

  return (
    <div
      className={styles.bar}
      role="toolbar"
      aria-label={intl.formatMessage(messages.label)}
      data-testid="filter-bar"
    >
      <div
        className={styles.segmented}
        role="group"
        aria-label={intl.formatMessage(messages.betType)}
        data-testid="bet-type-switch"
      >
        {BET_TYPES.map((type) => (
          <button
            key={type}
            type="button"
            className={styles.segment}
            aria-pressed={betType === type}
            data-bet-type={SEGMENT_OF[type]}
            onClick={() => {
              if (type === betType) return;
              set('sortFilterEventId', tabOfBetType(type));
            }}
          >
            {intl.formatMessage(messages[SEGMENT_OF[type]])}
            <span className={styles.segmentCount}>{props.betTypeCounts[SEGMENT_OF[type]]}</span>
          </button>
        ))}
      </div>
      {props.quickBet === false ? null : <QuickBetSwitch />}

      {props.boxes === true ? null : (
        <div
          className={styles.segmented}
          role="group"
          aria-label={intl.formatMessage(messages.fontSize)}
          data-testid="font-size"
        >
          {FONT_SIZES.map((size) => (
            <button
              key={size}
              type="button"
              className={styles.segment}
              aria-pressed={filter.sortFontSize === size}
              aria-label={`${FONT_LABELS[size]} ${intl.formatMessage(FONT_NAMES[size])}`}
              data-font-size={size}
              onClick={() => set('sortFontSize', size)}
            >
              {FONT_LABELS[size]}
            </button>
          ))}
        </div>
      )}

      <label>
        <span className={styles.visuallyHidden}>{intl.formatMessage(messages.sort)}</span>
        <select
          className={styles.select}
          data-testid="sort-time"
          value={filter.sortTypeTime}
          onChange={(event) => set('sortTypeTime', event.target.value as TimeSort)}
        >
          {TIME_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {intl.formatMessage(SORT_LABELS[sort])}
            </option>
          ))}
        </select>
      </label>

      <label>
        <span className={styles.visuallyHidden}>{intl.formatMessage(messages.matchTime)}</span>
        <select
          className={styles.select}
          data-testid="match-time"
          value={filter.sortBeforeTime}
          onChange={(event) => set('sortBeforeTime', event.target.value as SortTime)}
        >
          {SORT_TIMES.map((time) => (
            <option key={time} value={time}>
              {intl.formatMessage(MATCH_TIME_LABELS[time])}
            </option>
          ))}
        </select>
      </label>

      <MovingSwitch />

      {props.boxes === true ? null : (
        <label>
          <span className={styles.visuallyHidden}>{intl.formatMessage(messages.tableType)}</span>
          <select
            className={styles.select}
            data-testid="table-type"
            value={filter.sortTypeTable}
            onChange={(event) => set('sortTypeTable', event.target.value as TableType)}
          >
            {TABLE_TYPES.map((type) => (
              <option key={type} value={type}>
                {intl.formatMessage(TABLE_LABELS[type])}
              </option>
            ))}
          </select>
        </label>
      )}

      <div
        className={styles.segmented}
        role="group"
        aria-label={intl.formatMessage(messages.currency)}
        data-testid="odds-format"
        data-in-force={currencyInForce}
      >
        {ODDS_TYPES.map((currency) => (
          <button
            key={currency}
            type="button"
            className={styles.segment}
            aria-pressed={currencyInForce === currency}
            data-currency={currency}
            onClick={() => set('sortCurrency', currency)}
          >
            {currency}
          </button>
        ))}
      </div>

      {filter.sortFilterEventId === EVENT_TABS.early ? (
        <label>
          <span className={styles.visuallyHidden}>{intl.formatMessage(messages.earlyDate)}</span>
          <select
            className={styles.select}
            data-testid="early-date"
            value={props.earlyDate}
            onChange={(event) => props.onEarlyDate(event.target.value)}
          >
            {props.earlyDates.map((option) => (
              <option key={option.value} value={option.value}>
                {dateLabel(option)}
              </option>
            ))}
          </select>
        </label>
      ) : null}

      <SearchField />

      <button
        type="button"
        className={styles.button}
        data-testid="open-league"
        onClick={leagueModal.show}
      >
        {intl.formatMessage(messages.leagues)}
        <span className={styles.badge} data-testid="league-button-count">
          {leagueCount}
        </span>
      </button>

      {props.onChangeLeague ? (
        <button
          type="button"
          className={styles.button}
          data-testid="open-change-league"
          aria-haspopup="dialog"
          onClick={props.onChangeLeague}
        >
          {intl.formatMessage(messages.changeLeague)}
        </button>
      ) : null}

      <span className={styles.refreshArea}>
        {props.boardMode ? (
          <BoardModeLabel mode={props.boardMode} className={styles.boardMode} />
        ) : null}
        <RefreshButton
          seconds={props.refreshSeconds}
          onRefresh={props.onRefresh}
          className={styles.refresh}
        />
      </span>

      {leagueModal.open ? (
        <Suspense fallback={null}>
          <LeagueModal
            leagues={props.leagues}
            selectAll={filter.sortSelectLeagueAll}
            selectedIds={filter.sortSelectLeagueId}
            onCancel={leagueModal.close}
            onSave={(selectAll, ids) => {
              onChange((current) => ({
                ...current,
                sortSelectLeagueAll: selectAll,
                sortSelectLeagueId: ids,
              }));
              leagueModal.close();
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
