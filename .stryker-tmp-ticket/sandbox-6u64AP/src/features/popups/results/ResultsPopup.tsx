// @ts-nocheck
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { useSelector } from '@xstate/react';
import { RESULTS_DAYS } from '@machines/popupMachine';
import type { ResultsDay } from '@machines/popupMachine';
import { useLocale } from '@src/shared/i18n/LocaleProvider';
import { nameByLocale } from '@src/shared/i18n/locale';
import { useServices } from '@src/shared/services';
import { sportName } from '@src/features/menu/sportName';
import { resultsDate } from '../dates';
import { LoadState } from '../LoadState';
import { messages } from '../messages';
import { PopupFrame } from '../PopupFrame';
import * as frameStyles from '../PopupFrame.css';
import { usePopupActor } from '@src/shared/popups/PopupProvider';
import { useLoad } from '@src/shared/useLoad';
import { groupByLeague, leagueOptions, score, sportOptions } from './resultsView';
import * as styles from './ResultsPopup.css';
import { Words } from '@src/shared/ui/Words';

const DAY_LABELS: Record<ResultsDay, MessageDescriptor> = {
  toDay: messages.resultsToday,
  yesterDay: messages.resultsYesterday,
};
const STATUS_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  Completed: messages.statusCompleted,
  Running: messages.statusRunning,
  Cancel: messages.statusCancel,
};

/** Results: today or yesterday, by sport and league, one league open at a time. */
export function ResultsPopup({ onClose }: { onClose(): void }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const actor = usePopupActor();
  const { memberArea } = useServices();
  const filter = useSelector(actor, (s) => s.context.results);
  const date = resultsDate(filter.day, new Date());
  const { load, retry } = useLoad(`results:${date}`, () => memberArea.fetchResults(date));
  const dayId = useId();
  const sportId = useId();
  const leagueId = useId();
  const results = load.status === 'ready' ? load.data : [];
  const sports = sportOptions(results);
  const leagues = leagueOptions(results, filter.sportId, locale);
  const optional = (value: string) => (value === '' ? null : Number(value));

  return (
    <PopupFrame
      name="results"
      size="wide"
      title={intl.formatMessage(messages.resultsTitle)}
      onClose={onClose}
    >
      <div className={frameStyles.toolbar}>
        <span className={frameStyles.field}>
          <label htmlFor={dayId}>{intl.formatMessage(messages.resultsDay)}</label>
          <select
            id={dayId}
            className={frameStyles.select}
            data-testid="results-day"
            value={filter.day}
            onChange={(event) => actor.send({ type: 'results.day', day: event.target.value })}
          >
            {RESULTS_DAYS.map((day) => (
              <option key={day} value={day}>
                {intl.formatMessage(DAY_LABELS[day])}
              </option>
            ))}
          </select>
        </span>
        <span className={frameStyles.field}>
          <label htmlFor={sportId}>{intl.formatMessage(messages.resultsSport)}</label>
          <select
            id={sportId}
            className={frameStyles.select}
            data-testid="results-sport"
            value={filter.sportId ?? ''}
            onChange={(event) =>
              actor.send({ type: 'results.sport', sportId: optional(event.target.value) })
            }
          >
            <option value="">{intl.formatMessage(messages.resultsAll)}</option>
            {sports.map((sport) => (
              <option key={sport.id} value={sport.id}>
                {sportName(intl, sport.id, sport.name)}
              </option>
            ))}
          </select>
        </span>
        <span className={frameStyles.field}>
          <label htmlFor={leagueId}>{intl.formatMessage(messages.resultsLeague)}</label>
          <select
            id={leagueId}
            className={frameStyles.select}
            data-testid="results-league"
            value={filter.leagueId ?? ''}
            onChange={(event) =>
              actor.send({ type: 'results.league', leagueId: optional(event.target.value) })
            }
          >
            <option value="">{intl.formatMessage(messages.resultsAll)}</option>
            {leagues.map((league) => (
              <option key={league.id} value={league.id}>
                {league.name}
              </option>
            ))}
          </select>
        </span>
        <span className={styles.date} data-testid="results-date">
          {date}
        </span>
      </div>
      <div
        className={styles.scroll}
        aria-busy={load.status === 'loading'}
        role="region"
        aria-label={intl.formatMessage(messages.resultsTitle)}
        tabIndex={0}
      >
        <LoadState
          load={load}
          retry={retry}
          isEmpty={(data) => groupByLeague(data, filter, locale).length === 0}
        >
          {(data) => (
            <ul className={styles.leagues}>
              {groupByLeague(data, filter, locale).map((league) => {
                const open = filter.openLeagueId === league.leagueId;
                const bodyId = `results-league-${league.leagueId}`;
                return (
                  <li
                    key={league.leagueId}
                    className={styles.league}
                    data-testid="result-league"
                    data-league-id={league.leagueId}
                    data-open={open}
                  >
                    <button
                      type="button"
                      className={styles.leagueHead}
                      aria-expanded={open}
                      aria-controls={bodyId}
                      onClick={() =>
                        actor.send({ type: 'results.toggle-league', leagueId: league.leagueId })
                      }
                    >
                      <span>
                        <Words text={league.name} />
                      </span>
                      <span className={styles.count}>{league.events.length}</span>
                    </button>
                    <table id={bodyId} className={styles.table} hidden={!open}>
                      <thead>
                        <tr>
                          <th className={styles.th} scope="col">
                            {intl.formatMessage(messages.resultsTime)}
                          </th>
                          <th className={styles.th} scope="col">
                            {intl.formatMessage(messages.resultsMatch)}
                          </th>
                          <th className={`${styles.th} ${styles.center}`} scope="col">
                            {intl.formatMessage(messages.resultsFirstHalf)}
                          </th>
                          <th className={`${styles.th} ${styles.center}`} scope="col">
                            {intl.formatMessage(messages.resultsFullTime)}
                          </th>
                          <th className={styles.th} scope="col">
                            {intl.formatMessage(messages.resultsStatus)}
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {league.events.map((event, index) => {
                          const label = STATUS_LABELS[event.status];
                          return (
                            <tr key={index} data-testid="result-event" data-status={event.status}>
                              <td className={`${styles.td} ${styles.muted}`}>
                                {event.settleTime.slice(11, 16)}
                              </td>
                              <td
                                className={`${styles.td} ${styles.teams}`}
                                data-testid="result-teams"
                              >
                                <Words
                                  text={`${nameByLocale(locale, { th: event.homeTh, en: event.homeEn })} - ${nameByLocale(locale, { th: event.awayTh, en: event.awayEn })}`}
                                />
                              </td>
                              <td
                                className={`${styles.td} ${styles.center}`}
                                data-testid="result-first-half"
                              >
                                {score(event.firstHalfHome, event.firstHalfAway)}
                              </td>
                              <td
                                className={`${styles.td} ${styles.center}`}
                                data-testid="result-full-time"
                              >
                                {score(event.fullTimeHome, event.fullTimeAway)}
                              </td>
                              <td
                                className={`${styles.td} ${styles.status[event.status === 'Cancel' ? 'cancel' : event.status === 'Running' ? 'running' : 'done']}`}
                              >
                                {label === undefined ? event.status : intl.formatMessage(label)}
                              </td>
                            </tr>
                          );
                        })}
                      </tbody>
                    </table>
                  </li>
                );
              })}
            </ul>
          )}
        </LoadState>
      </div>
    </PopupFrame>
  );
}
