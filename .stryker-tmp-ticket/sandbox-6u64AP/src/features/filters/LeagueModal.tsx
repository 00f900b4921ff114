// @ts-nocheck
import { useId, useMemo, useState } from 'react';
import { ModalDialog } from '@src/shared/ui/ModalDialog';
import { useIntl } from 'react-intl';
import type { LeagueOption } from '@workers/odds/core/view';
import { useLocale } from '@src/shared/i18n/LocaleProvider';
import { nameByLocale } from '@src/shared/i18n/locale';
import { countedMessages, messages } from './messages';
import * as styles from './FilterBar.css';
import { leagueSelection } from './leagues';
import { Words } from '@src/shared/ui/Words';

export { leagueOptions, leagueSelection } from './leagues';

export interface LeagueModalProps {
  leagues: readonly LeagueOption[];
  selectAll: boolean;
  selectedIds: readonly number[];
  onSave(selectAll: boolean, selectedIds: number[]): void;
  onCancel(): void;
}

/** League-choice modal: select all, search, a checkbox per league, Cancel / Save. */
export function LeagueModal({
  leagues,
  selectAll,
  selectedIds,
  onSave,
  onCancel,
}: LeagueModalProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const titleId = useId();
  const [ticked, setTicked] = useState<Set<number>>(
    () => new Set(selectAll ? leagues.map((league) => league.tournamentId) : selectedIds),
  );
  const [search, setSearch] = useState('');
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    if (needle === '') return leagues;
    return leagues.filter((league) =>
      `${league.name_en} ${league.name_th}`.toLowerCase().includes(needle),
    );
  }, [leagues, search]);
  const allTicked =
    leagues.length > 0 && leagues.every((league) => ticked.has(league.tournamentId));

  function toggle(tournamentId: number) {
    setTicked((current) => {
      const next = new Set(current);
      if (next.has(tournamentId)) next.delete(tournamentId);
      else next.add(tournamentId);
      return next;
    });
  }

  return (
    <ModalDialog
      onClose={onCancel}
      className={styles.modal}
      labelledBy={titleId}
      testId="popup-league"
    >
      <div className={styles.modalBox}>
        <div className={styles.modalHead}>
          <h2 id={titleId}>{intl.formatMessage(messages.leagueTitle)}</h2>
          <span data-testid="league-count">
            {intl.formatMessage(countedMessages.leagueCount, {
              selected: ticked.size,
              total: leagues.length,
            })}
          </span>
          <button
            type="button"
            className={styles.closeButton}
            data-testid="popup-close"
            aria-label={intl.formatMessage(messages.leagueClose)}
            onClick={onCancel}
          >
            ×
          </button>
        </div>
        <div className={styles.modalTools}>
          <label className={styles.checkLine}>
            <input
              type="checkbox"
              data-testid="league-select-all"
              checked={allTicked}
              onChange={() =>
                setTicked(
                  allTicked ? new Set() : new Set(leagues.map((league) => league.tournamentId)),
                )
              }
            />
            {intl.formatMessage(messages.leagueSelectAll)}
          </label>
          <input
            type="search"
            className={styles.search}
            placeholder={intl.formatMessage(messages.leagueSearch)}
            aria-label={intl.formatMessage(messages.leagueSearch)}
            data-testid="league-search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <ul className={styles.leagueList}>
          {shown.map((league) => (
            <li key={league.tournamentId}>
              <label className={styles.checkLine}>
                <input
                  type="checkbox"
                  data-testid="league-option"
                  data-tournament-id={league.tournamentId}
                  checked={ticked.has(league.tournamentId)}
                  onChange={() => toggle(league.tournamentId)}
                />
                <span className={styles.leagueName}>
                  <Words text={nameByLocale(locale, { th: league.name_th, en: league.name_en })} />
                </span>
                <span className={styles.leagueEvents}>{league.eventCount}</span>
              </label>
            </li>
          ))}
        </ul>
        <div className={styles.modalFoot}>
          <button
            type="button"
            className={styles.secondaryButton}
            data-testid="league-cancel"
            onClick={onCancel}
          >
            {intl.formatMessage(messages.leagueCancel)}
          </button>
          <button
            type="button"
            className={styles.primaryButton}
            data-testid="league-save"
            disabled={ticked.size === 0}
            onClick={() => {
              const choice = leagueSelection(leagues, ticked);
              onSave(choice.selectAll, choice.ids);
            }}
          >
            {intl.formatMessage(messages.leagueSave)}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
