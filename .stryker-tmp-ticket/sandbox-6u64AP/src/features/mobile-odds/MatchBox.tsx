// @ts-nocheck
import { memo } from 'react';
import { useIntl } from 'react-intl';
import type { EventView, Layout, PriceRow } from '@workers/odds/core/view';
import type { ListKind } from '@contract/oddsList';
import { useBullfightFontPreload } from '../odds-table/bullfightFont';
import { mobileExtraGroupsOf, mobileLineColumns, mobileLineRows } from '../odds-table/mobileItems';
import type { MobileExtraGroup, MobileLineColumn } from '../odds-table/mobileItems';
import { useLocale } from '@src/shared/i18n/LocaleProvider';
import { nameByLocale } from '@src/shared/i18n/locale';
import { MatchClock } from '../odds-table/MatchClock';
import { messages as tableMessages, namedMessages as tableNamed } from '../odds-table/messages';
import { PriceCell } from '../odds-table/PriceCell';
import { EventNames } from '../odds-table/EventNames';
import { SearchHighlight } from '../search/SearchHighlight';
import { Words } from '@src/shared/ui/Words';
import { useLiveEvent } from '@src/shared/odds/liveEvents';
import { messages } from './messages';
import * as styles from './MobileOdds.css';

const COLUMN_LABEL = {
  'ft-hdp': messages.ftHandicap,
  'ft-ou': messages.ftOverUnder,
  'ht-hdp': messages.htHandicap,
  'ht-ou': messages.htOverUnder,
} as const;
const GROUP_LABEL = {
  '1x2': messages.ft1x2,
  'fh-1x2': messages.ht1x2,
  oe: messages.oddEven,
} as const;

const LABEL_COLUMN = '44px';

function RedCards({ count }: { count: number }) {
  const intl = useIntl();
  if (count === 0) return null;
  return (
    <span
      role="img"
      aria-label={intl.formatMessage(tableNamed.redCards, { count })}
      style={{ display: 'inline-flex', gap: 2 }}
    >
      {Array.from({ length: count }, (_, index) => (
        <span key={index} className={styles.redCard} data-testid="red-card" />
      ))}
    </span>
  );
}

function LineTable({ event, layout }: { event: EventView; layout: Layout }) {
  const intl = useIntl();
  const columns = mobileLineColumns(layout);
  const rows = mobileLineRows(event.rows, layout);
  if (rows.length === 0) return null;
  const template = `${LABEL_COLUMN} repeat(${columns.length}, minmax(0, 1fr))`;
  const sideLabels =
    layout === 'muay'
      ? ([messages.redBlue, messages.blueUnder] as const)
      : ([messages.homeOver, messages.awayUnder] as const);
  return (
    <div data-testid="mobile-line-table">
      <div className={styles.caption} style={{ gridTemplateColumns: template }} aria-hidden="true">
        <span />
        {columns.map((column) => (
          <span key={column.id}>{intl.formatMessage(COLUMN_LABEL[column.id])}</span>
        ))}
      </div>
      {rows.map((row) =>
        ([0, 1] as const).map((side) => (
          <div
            key={`${row.sort_row_no}:${side}`}
            className={styles.lineRow}
            style={{ gridTemplateColumns: template }}
          >
            <span className={styles.rowLabel}>{intl.formatMessage(sideLabels[side])}</span>
            {columns.map((column) => (
              <LinePrice key={column.id} event={event} row={row} column={column} side={side} />
            ))}
          </div>
        )),
      )}
    </div>
  );
}

function LinePrice({
  event,
  row,
  column,
  side,
}: {
  event: EventView;
  row: PriceRow;
  column: MobileLineColumn;
  side: 0 | 1;
}) {
  const line = row[column.lines[side]] ?? '';
  return (
    <div className={styles.priceCell}>
      {line === '' ? null : <span className={styles.line}>{line}</span>}
      <PriceCell eventId={event.key} row={row} field={column.fields[side]} />
    </div>
  );
}

function ExtraTable({ event, layout }: { event: EventView; layout: Layout }) {
  const intl = useIntl();
  const groups: MobileExtraGroup[] = mobileExtraGroupsOf(event, layout);
  const row = event.rows[0];
  if (groups.length === 0 || row === undefined) return null;
  return (
    <div data-testid="mobile-extra-table">
      {groups.map((group) => (
        <div
          key={group.id}
          className={styles.lineRow}
          style={{ gridTemplateColumns: `72px repeat(3, minmax(0, 1fr))` }}
        >
          <span className={styles.rowLabel}>
            <Words text={intl.formatMessage(GROUP_LABEL[group.id])} kind="prose" />
          </span>
          {group.fields.map((field) => (
            <div key={field} className={styles.priceCell}>
              <span className={styles.line}>{intl.formatMessage(extraOptionLabel(field))}</span>
              <PriceCell eventId={event.key} row={row} field={field} />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

function extraOptionLabel(field: string) {
  if (field === 'oe_h') return tableMessages.odd;
  if (field === 'oe_a') return tableMessages.even;
  if (field.endsWith('_x')) return tableMessages.draw;
  return field.endsWith('_h') ? tableMessages.home : tableMessages.away;
}

export interface MatchBoxProps {
  event: EventView;
  kind: ListKind;
  layout: Layout;
  collapsed: boolean;
  favourite: boolean;
  onToggleCollapse(kind: ListKind, eventId: number): void;
  onToggleFavourite(eventId: number, tournamentId: number): void;
}

/** A match box: clock, teams (favourite side highlighted), score and red cards; expanded, its two tables. */
export const MatchBox = memo(function MatchBox({
  event: drawn,
  kind,
  layout,
  collapsed,
  favourite,
  onToggleCollapse,
  onToggleFavourite,
}: MatchBoxProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  // The event as the lists hold it now (the board may have laid out an older object of it).
  const event = useLiveEvent(kind, drawn);
  const head = event.head;
  useBullfightFontPreload(head.bullfightFont);
  const home = nameByLocale(locale, { th: head.home_th, en: head.home_en });
  const away = nameByLocale(locale, { th: head.away_th, en: head.away_en });
  const name = `${home} - ${away}`;
  const teamClass = (side: 'home' | 'away') =>
    [
      styles.team,
      head.favourite === side ? styles.favouriteTeam : '',
      head.bullfightFont ? styles.bullfight : '',
    ].join(' ');
  return (
    <div
      className={`${styles.match} ${head.isLive ? styles.matchLive : ''}`}
      data-testid="event-row"
      data-event-id={event.key}
      data-layout={layout}
      data-collapsed={collapsed}
    >
      <div className={styles.matchHead}>
        <div className={styles.clock}>
          <MatchClock clock={head.clock} kind={kind} rowSpan={1} cell={false} />
        </div>
        <button
          type="button"
          className={styles.boxToggle}
          aria-expanded={!collapsed}
          data-testid="match-toggle"
          onClick={() => onToggleCollapse(kind, event.key)}
        >
          <span className={`${styles.teams} ${styles.wrap}`} style={{ flex: 1 }}>
            <span className={teamClass('home')} data-favourite={head.favourite === 'home'}>
              <span className={styles.wrap}>
                <SearchHighlight text={home} words />
              </span>
              <RedCards count={head.homeRedCards} />
              {head.isLive ? <span className={styles.score}>{head.homeScore}</span> : null}
            </span>
            <span className={teamClass('away')} data-favourite={head.favourite === 'away'}>
              <span className={styles.wrap}>
                <SearchHighlight text={away} words />
              </span>
              <RedCards count={head.awayRedCards} />
              {head.isLive ? <span className={styles.score}>{head.awayScore}</span> : null}
            </span>
          </span>
          <span aria-hidden="true">{collapsed ? '▸' : '▾'}</span>
        </button>
        <button
          type="button"
          className={styles.iconButton}
          data-testid="favorite-star"
          data-event-id={event.key}
          aria-pressed={favourite}
          aria-label={intl.formatMessage(
            favourite ? tableNamed.favoriteRemove : tableNamed.favoriteAdd,
            { name },
          )}
          onClick={() => onToggleFavourite(event.key, head.tournamentId)}
        >
          {favourite ? '★' : '☆'}
        </button>
      </div>
      {collapsed ? null : (
        <EventNames head={head}>
          <LineTable event={event} layout={layout} />
          <ExtraTable event={event} layout={layout} />
        </EventNames>
      )}
    </div>
  );
});
