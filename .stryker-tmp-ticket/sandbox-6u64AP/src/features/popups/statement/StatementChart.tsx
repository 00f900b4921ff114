// @ts-nocheck
import { useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { formatMoney } from '@src/shared/format';
import { displayDay } from '../dates';
import { messages as popupMessages } from '../messages';
import { usePopupLayout } from '../PopupLayout';
import { countedMessages, messages } from './messages';
import { barBox, chartY, datedDays, shortDay, statementChart } from './statementChart';
import type { StatementDay } from '@contract/history';
import * as styles from './StatementChart.css';

// Above the daily summary, a bar per day of win/loss (success green up, danger red down, the
// colours of won and lost tickets) and a line of the running total, both on one scale around one
// zero line. Drawn by hand: buttons for the bars (a tap or Enter opens that day's settled list, as
// the row's detail icon does; a screen reader hears the day, its win/loss and the running total)
// and one small SVG polyline for the running total. Printed on the picture for a sighted member:
// the days under the bars (every day on the phone, where a tap opens a day at once; the first, the
// last and today's on the desktop), the tallest bar's amount at its end and the running total's
// last amount at the line's end, with the zero line marked 0. A chart library was weighed and
// left: the smallest well-kept one (uPlot) is ~21 kB gzip and draws on a canvas (no keyboard or
// screen-reader reach of its bars without the same buttons on top); this is a few kB in the
// statement popup's own lazy chunk, so the first load does not change.

/** Labels closer than this (percent of the plot's height) to the running total's are left out. */
const LABEL_GAP = 14;

export function StatementChart({
  rows,
  today,
  onOpenDay,
}: {
  rows: readonly StatementDay[];
  /** Today in Bangkok (`YYYY-MM-DD`), marked under its bar when the period holds it. */
  today: string;
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
  const count = model.days.length;
  const last = model.days[count - 1]!;
  const xOf = (index: number) => ((index + 0.5) / count) * 100;
  const zeroY = chartY(model, 0);
  const lastY = chartY(model, last.running);
  const points = model.days
    .map((day, index) => `${xOf(index).toFixed(2)},${chartY(model, day.running).toFixed(2)}`)
    .join(' ');
  const dated = datedDays(model.days, today, mobile);
  const tallest = model.tallest >= 0 ? model.days[model.tallest] : undefined;
  const todayWord = intl.formatMessage(popupMessages.dateToday);
  return (
    <figure className={styles.figure} data-testid="statement-chart">
      <figcaption className={styles.caption}>
        <span className={styles.legendBars}>{intl.formatMessage(messages.chartBars)}</span>
        <span className={styles.legendLine} data-testid="statement-chart-running">
          {intl.formatMessage(countedMessages.chartRunning, {
            total: formatMoney(last.running),
          })}
        </span>
        {tallest !== undefined && (
          <span className={styles.legendLargest} data-testid="statement-chart-largest">
            {intl.formatMessage(countedMessages.chartLargest, {
              day: shortDay(tallest.date),
              amount: formatMoney(tallest.winloss),
            })}
          </span>
        )}
      </figcaption>
      <div className={styles.frame}>
        <div className={styles.scroller} ref={scroller}>
          <div className={styles.plot} style={{ minWidth: mobile ? count * 44 : count * 24 }}>
            <div
              className={styles.area}
              role="group"
              aria-label={intl.formatMessage(messages.chartLabel)}
            >
              {model.days.map((day) => {
                const box = barBox(model, day.winloss);
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
                      data-testid="statement-bar-fill"
                      style={{ top: `${box.top}%`, height: `${box.height}%` }}
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
                <line
                  className={styles.zero}
                  data-testid="statement-chart-zero"
                  x1="0"
                  x2="100"
                  y1={zeroY}
                  y2={zeroY}
                />
                <polyline
                  className={styles.running}
                  data-testid="statement-chart-line"
                  points={points}
                />
              </svg>
              {tallest !== undefined && (
                <span
                  className={styles.amount}
                  data-testid="statement-chart-tallest"
                  data-edge={
                    model.tallest === 0 ? 'start' : model.tallest === count - 1 ? 'end' : undefined
                  }
                  data-side={tallest.winloss < 0 ? 'below' : 'above'}
                  aria-hidden="true"
                  style={{
                    left: `${xOf(model.tallest)}%`,
                    top: `${chartY(model, tallest.winloss)}%`,
                  }}
                >
                  {formatMoney(tallest.winloss)}
                </span>
              )}
            </div>
            <div className={styles.dates} aria-hidden="true">
              {model.days.map((day, index) =>
                dated.has(index) ? (
                  <span
                    key={day.date}
                    className={day.date === today ? styles.todayDate : styles.date}
                    data-testid="statement-chart-date"
                    data-date={day.date}
                    data-edge={index === 0 ? 'start' : index === count - 1 ? 'end' : undefined}
                    style={{ left: `${xOf(index)}%` }}
                  >
                    {shortDay(day.date)}
                    {day.date === today && <span className={styles.todayWord}>{todayWord}</span>}
                  </span>
                ) : null,
              )}
            </div>
          </div>
        </div>
        <div className={styles.axis} aria-hidden="true">
          <span
            className={styles.axisRunning}
            data-testid="statement-chart-end"
            style={{ top: `${lastY}%` }}
          >
            {formatMoney(last.running)}
          </span>
          {Math.abs(zeroY - lastY) >= LABEL_GAP && (
            <span
              className={styles.axisZero}
              data-testid="statement-chart-zero-label"
              style={{ top: `${zeroY}%` }}
            >
              0
            </span>
          )}
        </div>
      </div>
    </figure>
  );
}
