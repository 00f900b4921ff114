// @ts-nocheck
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type { Layout } from '@workers/odds/core/view';
import type { ListKind } from '@contract/oddsList';
import { messages, tableTitles } from './messages';
import * as styles from './OddsTable.css';

type Column = MessageDescriptor | null;

// Column titles of each of the board's table layouts; null is an unnamed cell.
const FULL_TIME_COLUMNS: Column[] = [
  messages.price,
  messages.home,
  messages.away,
  messages.goal,
  messages.over,
  messages.under,
];

export const LAYOUT_COLUMNS: Record<Layout, Column[]> = {
  'f-line': [messages.time, messages.match, ...FULL_TIME_COLUMNS],
  'h-line': [
    messages.time,
    messages.halfTime,
    ...FULL_TIME_COLUMNS,
    messages.home,
    messages.draw,
    messages.away,
  ],
  's-line': [messages.time, messages.match, ...FULL_TIME_COLUMNS, ...FULL_TIME_COLUMNS, null],
  'd-line': [
    messages.time,
    messages.match,
    messages.handicap,
    messages.overUnder,
    messages.oneXtwo,
    messages.oddEven,
    messages.handicap,
    messages.overUnder,
    messages.oneXtwo,
  ],
  muay: [
    messages.time,
    messages.match,
    messages.price,
    messages.red,
    messages.blue,
    messages.goal,
    messages.complete,
    messages.notComplete,
    messages.odd,
    messages.even,
  ],
};

/** Full time / half time over the price columns of the two-part layouts. */
const COLUMN_GROUPS: Partial<Record<Layout, { label: MessageDescriptor; span: number }[]>> = {
  's-line': [
    { label: messages.fullTime, span: 6 },
    { label: messages.halfTime, span: 6 },
  ],
  'd-line': [
    { label: messages.fullTime, span: 4 },
    { label: messages.halfTime, span: 3 },
  ],
  'h-line': [{ label: messages.halfTime, span: 9 }],
  'f-line': [{ label: messages.fullTime, span: 6 }],
};

/** A table's title (live events, non-live, early market) and its column header. */
export function TableHead({
  kind,
  layout,
  titleId,
}: {
  kind: ListKind;
  layout: Layout;
  titleId: string;
}) {
  const intl = useIntl();
  const groups = COLUMN_GROUPS[layout];
  return (
    <div className={styles.tableHead}>
      {/* The title is the grid's first header row (a heading cannot sit in a grid outside a cell). */}
      <div role="row">
        <div role="columnheader" aria-colspan={LAYOUT_COLUMNS[layout].length}>
          <h2 id={titleId} className={`${styles.title} ${kind === 'live' ? styles.titleLive : ''}`}>
            {intl.formatMessage(tableTitles[kind])}
          </h2>
        </div>
      </div>
      <div className={`${styles.columns} ${styles.layoutColumns[layout]}`} role="row">
        {groups === undefined ? null : (
          <>
            <div className={styles.columnCell} style={{ gridRow: 'span 2' }} role="columnheader">
              {intl.formatMessage(messages.time)}
            </div>
            <div className={styles.columnCell} style={{ gridRow: 'span 2' }} role="columnheader">
              {intl.formatMessage(messages.match)}
            </div>
            {groups.map((group) => (
              <div
                key={group.label.id}
                className={styles.columnGroup}
                role="columnheader"
                aria-colspan={group.span}
                style={{ gridColumn: `span ${group.span}` }}
              >
                {intl.formatMessage(group.label)}
              </div>
            ))}
            {layout === 's-line' ? (
              <div
                className={styles.columnCell}
                style={{ gridRow: 'span 2' }}
                role="columnheader"
              />
            ) : null}
          </>
        )}
        {LAYOUT_COLUMNS[layout].slice(groups === undefined ? 0 : 2).map((column, index) =>
          column === null && layout === 's-line' ? null : (
            <div key={index} className={styles.columnCell} role="columnheader">
              {column === null ? '' : intl.formatMessage(column)}
            </div>
          ),
        )}
      </div>
    </div>
  );
}
