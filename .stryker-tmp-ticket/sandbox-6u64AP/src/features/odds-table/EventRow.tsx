// @ts-nocheck
import { Fragment, memo } from 'react';
import { useIntl } from 'react-intl';
import type { EventView, Layout, PriceField, PriceRow } from '@workers/odds/core/view';
import type { ListKind } from '@contract/oddsList';
import { EventNames } from './EventNames';
import { MatchCell } from './MatchCell';
import { MatchClock } from './MatchClock';
import { messages, namedMessages } from './messages';
import { formatPoint, handicapLineText } from '@src/shared/board/price';
import { PriceCell } from './PriceCell';
import { useLiveEvent } from '@src/shared/odds/liveEvents';
import * as styles from './OddsTable.css';

export interface EventRowProps {
  event: EventView;
  layout: Layout;
  kind: ListKind;
  favourite: boolean;
  onToggleFavourite(eventId: number, tournamentId: number): void;
  /** Single-line table: whether this event's '+N' panel is the open one. */
  panelOpen: boolean;
  onTogglePanel(eventId: number): void;
}

function Price({ eventId, row, field }: { eventId: number; row: PriceRow; field: PriceField }) {
  return (
    <div className={styles.cell} role="gridcell">
      <PriceCell eventId={eventId} row={row} field={field} />
    </div>
  );
}

function Line({ text }: { text: string }) {
  return (
    <div className={styles.lineCell} role="gridcell">
      {text}
    </div>
  );
}

/** The handicap line on the giving side: the home side's calcBall, else the away side's. */
function handicapLine(home: string | undefined, away: string | undefined): string {
  return handicapLineText(home) !== '' ? handicapLineText(home) : handicapLineText(away);
}

/** Full-time line: handicap (line, home, away) and over/under (goal, over, under). */
function FullTimeCells({ eventId, row }: { eventId: number; row: PriceRow }) {
  return (
    <>
      <Line text={handicapLine(row.calcBall_h, row.calcBall_a)} />
      <Price eventId={eventId} row={row} field="handicap_h" />
      <Price eventId={eventId} row={row} field="handicap_a" />
      <Line text={formatPoint(row.overUnder_point)} />
      <Price eventId={eventId} row={row} field="overUnder_h" />
      <Price eventId={eventId} row={row} field="overUnder_a" />
    </>
  );
}

function HalfTimeCells({ eventId, row }: { eventId: number; row: PriceRow }) {
  return (
    <>
      <Line text={handicapLine(row.fh_calcBall_h, row.fh_calcBall_a)} />
      <Price eventId={eventId} row={row} field="fh_handicap_h" />
      <Price eventId={eventId} row={row} field="fh_handicap_a" />
      <Line text={formatPoint(row.fh_overUnder_point)} />
      <Price eventId={eventId} row={row} field="fh_overUnder_h" />
      <Price eventId={eventId} row={row} field="fh_overUnder_a" />
    </>
  );
}

/** The '+N' detail panel of the single-line table: FullTime 1x2, HalfTime 1x2 and Odd/Even. */
function MoreMarketsPanel({ eventId, row }: { eventId: number; row: PriceRow }) {
  const intl = useIntl();
  const home = intl.formatMessage(messages.home);
  const draw = intl.formatMessage(messages.draw);
  const away = intl.formatMessage(messages.away);
  return (
    <div
      className={styles.panel}
      role="gridcell"
      data-testid="more-markets-panel"
      data-event-id={eventId}
    >
      <div className={styles.panelGroup}>
        <span className={styles.panelTitle}>{intl.formatMessage(messages.fullTime1x2)}</span>
        <span>{home}</span>
        <span>{draw}</span>
        <span>{away}</span>
        <PriceCell eventId={eventId} row={row} field="oneXtwo_h" />
        <PriceCell eventId={eventId} row={row} field="oneXtwo_x" />
        <PriceCell eventId={eventId} row={row} field="oneXtwo_a" />
      </div>
      <div className={styles.panelGroup}>
        <span className={styles.panelTitle}>{intl.formatMessage(messages.halfTime1x2)}</span>
        <span>{home}</span>
        <span>{draw}</span>
        <span>{away}</span>
        <PriceCell eventId={eventId} row={row} field="fh_oneXtwo_h" />
        <PriceCell eventId={eventId} row={row} field="fh_oneXtwo_x" />
        <PriceCell eventId={eventId} row={row} field="fh_oneXtwo_a" />
      </div>
      <div className={styles.panelGroup}>
        <span className={styles.panelTitle}>{intl.formatMessage(messages.panelOddEven)}</span>
        <span>{intl.formatMessage(messages.odd)}</span>
        <span />
        <span>{intl.formatMessage(messages.even)}</span>
        <PriceCell eventId={eventId} row={row} field="oe_h" />
        <span />
        <PriceCell eventId={eventId} row={row} field="oe_a" />
      </div>
    </div>
  );
}

function SingleLineRows({
  event,
  panelOpen,
  onTogglePanel,
}: Pick<EventRowProps, 'event' | 'panelOpen' | 'onTogglePanel'>) {
  const intl = useIntl();
  const first = event.rows[0];
  return (
    <>
      {event.rows.map((row, index) => (
        <Fragment key={row.sort_row_no}>
          <FullTimeCells eventId={event.key} row={row} />
          <HalfTimeCells eventId={event.key} row={row} />
          {index === 0 ? (
            <div
              className={styles.cell}
              role="gridcell"
              style={{ gridRow: `span ${event.rowSpan}` }}
            >
              {event.moreCount > 0 ? (
                <button
                  type="button"
                  className={styles.moreButton}
                  data-testid="more-markets"
                  tabIndex={-1}
                  aria-expanded={panelOpen}
                  aria-label={intl.formatMessage(namedMessages.moreMarkets, {
                    count: event.moreCount,
                  })}
                  onClick={() => onTogglePanel(event.key)}
                >
                  +{event.moreCount}
                </button>
              ) : null}
            </div>
          ) : null}
        </Fragment>
      ))}
      {panelOpen && first !== undefined ? (
        <MoreMarketsPanel eventId={event.key} row={first} />
      ) : null}
    </>
  );
}

/** A cell of the double-line table: the line (when given) beside one price. */
function LinePrice({
  eventId,
  row,
  field,
  line,
  separated,
}: {
  eventId: number;
  row: PriceRow;
  field: PriceField | null;
  line?: string;
  separated: boolean;
}) {
  return (
    <div className={`${styles.splitCell} ${separated ? styles.rowSeparator : ''}`} role="gridcell">
      <span className={styles.lineCell} style={{ border: 'none' }}>
        {line ?? ''}
      </span>
      {field === null ? null : <PriceCell eventId={eventId} row={row} field={field} />}
    </div>
  );
}

/**
 * Double-line table: three rows per price row (home, away, draw); columns full-time handicap,
 * over/under, 1x2, odd/even, then half-time handicap, over/under, 1x2.
 */
function DoubleLineRows({ event }: { event: EventView }) {
  const id = event.key;
  const under = useIntl().formatMessage(messages.underShort);
  return (
    <>
      {event.rows.map((row) => {
        const lines: { side: 'home' | 'away' | 'draw'; cells: [PriceField | null, string?][] }[] = [
          {
            side: 'home',
            cells: [
              ['handicap_h', handicapLineText(row.calcBall_h)],
              ['overUnder_h', formatPoint(row.overUnder_point)],
              ['oneXtwo_h'],
              ['oe_h'],
              ['fh_handicap_h', handicapLineText(row.fh_calcBall_h)],
              ['fh_overUnder_h', formatPoint(row.fh_overUnder_point)],
              ['fh_oneXtwo_h'],
            ],
          },
          {
            side: 'away',
            cells: [
              ['handicap_a', handicapLineText(row.calcBall_a)],
              ['overUnder_a', row.overUnder_point === undefined ? '' : under],
              ['oneXtwo_a'],
              ['oe_a'],
              ['fh_handicap_a', handicapLineText(row.fh_calcBall_a)],
              ['fh_overUnder_a', row.fh_overUnder_point === undefined ? '' : under],
              ['fh_oneXtwo_a'],
            ],
          },
          {
            side: 'draw',
            cells: [[null], [null], ['oneXtwo_x'], [null], [null], [null], ['fh_oneXtwo_x']],
          },
        ];
        return lines.map((line) => (
          <Fragment key={`${row.sort_row_no}-${line.side}`}>
            {line.cells.map(([field, text], index) => (
              <LinePrice
                key={index}
                eventId={id}
                row={row}
                field={field}
                line={text}
                separated={line.side === 'home' && row !== event.rows[0]}
              />
            ))}
          </Fragment>
        ));
      })}
    </>
  );
}

/** Muay Thai: handicap red/blue, over/under complete/not complete, odd/even. */
function MuayThaiRows({ event }: { event: EventView }) {
  return (
    <>
      {event.rows.map((row) => (
        <Fragment key={row.sort_row_no}>
          <FullTimeCells eventId={event.key} row={row} />
          <Price eventId={event.key} row={row} field="oe_h" />
          <Price eventId={event.key} row={row} field="oe_a" />
        </Fragment>
      ))}
    </>
  );
}

function HalfTimeRows({ event }: { event: EventView }) {
  return (
    <>
      {event.rows.map((row) => (
        <Fragment key={row.sort_row_no}>
          <HalfTimeCells eventId={event.key} row={row} />
          <Price eventId={event.key} row={row} field="fh_oneXtwo_h" />
          <Price eventId={event.key} row={row} field="fh_oneXtwo_x" />
          <Price eventId={event.key} row={row} field="fh_oneXtwo_a" />
        </Fragment>
      ))}
    </>
  );
}

function FullTimeRows({ event }: { event: EventView }) {
  return (
    <>
      {event.rows.map((row) => (
        <FullTimeCells key={row.sort_row_no} eventId={event.key} row={row} />
      ))}
    </>
  );
}

function PriceRows(props: EventRowProps) {
  switch (props.layout) {
    case 's-line':
      return (
        <SingleLineRows
          event={props.event}
          panelOpen={props.panelOpen}
          onTogglePanel={props.onTogglePanel}
        />
      );
    case 'd-line':
      return <DoubleLineRows event={props.event} />;
    case 'h-line':
      return <HalfTimeRows event={props.event} />;
    case 'muay':
      return <MuayThaiRows event={props.event} />;
    default:
      return <FullTimeRows event={props.event} />;
  }
}

/**
 * One event with all its price rows. Memoised: the engine keeps the EventView object of an event
 * that did not change, so a refresh re-renders only the events whose prices, clock or score moved.
 */
export const EventRow = memo(function EventRow(drawn: EventRowProps) {
  // The event as the lists hold it now (the board may have laid out an older object of it).
  const event = useLiveEvent(drawn.kind, drawn.event);
  const props = event === drawn.event ? drawn : { ...drawn, event };
  const { layout, kind } = props;
  return (
    <EventNames head={event.head}>
      <div
        role="row"
        className={`${styles.eventRow} ${styles.layoutColumns[layout]} ${event.head.isLive ? styles.eventRowLive : ''}`}
        data-testid="event-row"
        data-event-id={event.key}
        data-layout={layout}
      >
        <MatchClock clock={event.head.clock} kind={kind} rowSpan={event.rowSpan} />
        <MatchCell
          head={event.head}
          rowSpan={event.rowSpan}
          favourite={props.favourite}
          onToggleFavourite={props.onToggleFavourite}
          withDraw={layout === 'd-line'}
        />
        <PriceRows {...props} />
      </div>
    </EventNames>
  );
});
