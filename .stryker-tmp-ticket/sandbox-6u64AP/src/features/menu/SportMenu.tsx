// @ts-nocheck
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { SportMenuEntry } from '@machines/memberTypes';
import type { EventTabId } from '@contract/wire';
import { EVENT_TABS, FOOTBALL_SPORT_ID, MUAY_THAI_SPORT_ID, betTypeOfTab } from '@contract/wire';
import { messages } from './messages';
import { sportName } from './sportName';
import { findSport, sportMenuTotal } from './sportTotals';
import * as styles from './SportMenu.css';
import { GroupHeading, useGroupOpen } from './GroupHeading';

export const POPULAR_SPORT_IDS = [FOOTBALL_SPORT_ID, MUAY_THAI_SPORT_ID] as const;

export type SportMenuStatus = 'loading' | 'loaded' | 'failed';

export interface SportMenuProps {
  /** The drawer: the Popular group folds. */
  collapsible?: boolean;
  sports: readonly SportMenuEntry[];
  status: SportMenuStatus;
  onRetry(): void;
  selectedSportId: number;
  onChooseSport(sportId: number): void;
  selectedTab: EventTabId;
  onChooseTab(tab: EventTabId): void;
}

interface SportButtonProps {
  sportId: number;
  label: string;
  total: number;
  selected: boolean;
  testId: string;
  onChoose(sportId: number): void;
}

function SportButton({ sportId, label, total, selected, testId, onChoose }: SportButtonProps) {
  const intl = useIntl();
  return (
    <button
      type="button"
      className={styles.item}
      data-testid={testId}
      data-sport-id={sportId}
      aria-current={selected ? 'true' : undefined}
      onClick={() => onChoose(sportId)}
    >
      <span>{label}</span>
      <span
        className={styles.count}
        title={intl.formatMessage(messages.eventCount, { count: total })}
      >
        {total}
      </span>
    </button>
  );
}

/**
 * Single shows the plain tabs (Today by default); Step switches to the step tab. Mix parlay is
 * picked from the tabs and leaves both off.
 */
function BetTypeToggle({
  selectedTab,
  onChooseTab,
}: Pick<SportMenuProps, 'selectedTab' | 'onChooseTab'>) {
  const intl = useIntl();
  const isStep = selectedTab === EVENT_TABS.step;
  const isSingle = betTypeOfTab(selectedTab) === 'sc';
  return (
    <div
      role="group"
      aria-label={intl.formatMessage(messages.betTypeLabel)}
      className={styles.betType}
    >
      <button
        type="button"
        className={styles.betTypeOption}
        aria-pressed={isSingle}
        onClick={() => {
          if (!isSingle) onChooseTab(EVENT_TABS.today);
        }}
      >
        {intl.formatMessage(messages.single)}
      </button>
      <button
        type="button"
        className={styles.betTypeOption}
        aria-pressed={isStep}
        onClick={() => onChooseTab(EVENT_TABS.step)}
      >
        {intl.formatMessage(messages.step)}
      </button>
    </div>
  );
}

/** Popular group, every sport of the menu with its total, and the single/step toggle. */
export function SportMenu(props: SportMenuProps) {
  const intl = useIntl();
  const popularId = useId();
  const popularListId = useId();
  const sportsId = useId();
  const { sports, status, selectedSportId, onChooseSport } = props;
  const collapsible = props.collapsible === true;
  const popular = useGroupOpen('popular', collapsible);
  return (
    <div className={styles.root}>
      <section className={styles.group} aria-labelledby={popularId} data-testid="popular-group">
        <GroupHeading
          id={popularId}
          listId={popularListId}
          collapsible={collapsible}
          open={popular.open}
          onToggle={popular.toggle}
          testId="popular-toggle"
        >
          {intl.formatMessage(messages.popular)}
        </GroupHeading>
        <ul id={popularListId} hidden={!popular.open}>
          {POPULAR_SPORT_IDS.map((sportId) => {
            const entry = findSport(sports, sportId);
            return (
              <li key={sportId}>
                <SportButton
                  sportId={sportId}
                  label={sportName(intl, sportId, entry?.name ?? '')}
                  total={sportMenuTotal(entry)}
                  selected={false}
                  testId="popular-sport-item"
                  onChoose={onChooseSport}
                />
              </li>
            );
          })}
        </ul>
      </section>
      <section className={styles.group} aria-labelledby={sportsId}>
        <h2 id={sportsId} className={styles.groupTitle}>
          {intl.formatMessage(messages.sports)}
        </h2>
        {status === 'loading' && sports.length === 0 ? (
          <p className={styles.status} role="status">
            {intl.formatMessage(messages.loading)}
          </p>
        ) : null}
        {status === 'failed' ? (
          <div className={styles.status} role="alert">
            <p>{intl.formatMessage(messages.failed)}</p>
            <button type="button" className={styles.retry} onClick={props.onRetry}>
              {intl.formatMessage(messages.retry)}
            </button>
          </div>
        ) : null}
        <ul>
          {sports.map((entry) => (
            <li key={entry.sportId}>
              <SportButton
                sportId={entry.sportId}
                label={sportName(intl, entry.sportId, entry.name)}
                total={sportMenuTotal(entry)}
                selected={entry.sportId === selectedSportId}
                testId="sport-menu-item"
                onChoose={onChooseSport}
              />
            </li>
          ))}
        </ul>
      </section>
      <BetTypeToggle selectedTab={props.selectedTab} onChooseTab={props.onChooseTab} />
    </div>
  );
}
