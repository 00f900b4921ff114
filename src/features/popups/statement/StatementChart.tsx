import { useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { formatMoney } from '@src/shared/format';
import { displayDay } from '../dates';
import { usePopupLayout } from '../PopupLayout';
import { countedMessages, messages } from './messages';
import { scaled, statementChart } from './statementChart';
import type { StatementDay } from '@contract/history';
import * as styles from './StatementChart.css';

// Above the daily summary, a bar per day of win/loss (success green up, danger red down, the
// colours of won and lost tickets) and a line of the running total. Drawn by hand: buttons for the
// bars (a tap or Enter opens that day's settled list, as the row's detail icon does; a screen
// reader hears the day, its win/loss and the running total) and one small SVG polyline for the
// running total. A chart library was weighed and left: the smallest well-kept one (uPlot) is ~21 kB
// gzip and draws on a canvas (no keyboard or screen-reader reach of its bars without the same
// buttons on top); this is under 2 kB in the statement popup's own lazy chunk, so the first load
// does not change.

export function StatementChart({
  rows,
  onOpenDay,
}: {
  rows: readonly StatementDay[];
  onOpenDay(date: string): void;
}) {
  const intl = useIntl();
  const mobile = usePopupLayout() === 'mobile';
  const model = statementChart(rows);
  const scroller = useRef<HTMLDivElement>(null);
  // The latest day is the one a member looks for first: a long period on the phone opens at its end.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element !== null) element.scrollLeft = element.scrollWidth;
  }, [rows]);
  if (model.days.length === 0) return null;
  const last = model.days[model.days.length - 1];
  // Bars grow from the zero line: up for a win, down for a loss, scaled to the largest day.
  const top = model.maxWinloss;
  const lineMin = model.runningMin;
  const lineMax = model.runningMax;
  const count = model.days.length;
  const points = model.days
    .map((day, index) => {
      const x = ((index + 0.5) / count) * 100;
      const y = 100 - scaled(day.running, lineMin, lineMax);
      return `${x.toFixed(2)},${y.toFixed(2)}`;
    })
    .join(' ');
  return (
    <figure className={styles.figure} data-testid="statement-chart">
      <figcaption className={styles.caption}>
        <span className={styles.legendBars}>{intl.formatMessage(messages.chartBars)}</span>
        <span className={styles.legendLine} data-testid="statement-chart-running">
          {intl.formatMessage(countedMessages.chartRunning, {
            total: formatMoney(last?.running ?? 0),
          })}
        </span>
      </figcaption>
      <div className={styles.scroller} ref={scroller}>
        <div
          className={styles.plot}
          style={{ minWidth: mobile ? count * 44 : count * 24 }}
          role="group"
          aria-label={intl.formatMessage(messages.chartLabel)}
        >
          {model.days.map((day) => {
            const height = top === 0 ? 0 : (Math.abs(day.winloss) / top) * 50;
            const label = intl.formatMessage(countedMessages.chartDay, {
              day: displayDay(day.date),
              winloss: formatMoney(day.winloss),
              running: formatMoney(day.running),
            });
            return (
              <button
                key={day.date}
                type="button"
                className={styles.barButton}
                data-testid="statement-bar"
                data-date={day.date}
                data-winloss={day.winloss}
                data-running={day.running}
                aria-label={label}
                title={label}
                onClick={() => onOpenDay(day.date)}
              >
                <span
                  className={day.winloss < 0 ? styles.barLoss : styles.barWin}
                  style={
                    day.winloss < 0
                      ? { top: '50%', height: `${height}%` }
                      : { bottom: '50%', height: `${height}%` }
                  }
                />
              </button>
            );
          })}
          <svg
            className={styles.line}
            viewBox="0 0 100 100"
            preserveAspectRatio="none"
            aria-hidden="true"
            focusable="false"
          >
            <line className={styles.zero} x1="0" x2="100" y1="50" y2="50" />
            <polyline className={styles.running} points={points} />
          </svg>
        </div>
      </div>
    </figure>
  );
}
