// @ts-nocheck
import { useIntl } from 'react-intl';
import { useLocale } from '@src/shared/i18n/LocaleProvider';
import { nameByLocale } from '@src/shared/i18n/locale';
import { requestLeagueJump, useBoardLeagues } from '@src/features/odds-table/leagueJump';
import type { LeagueJumpTarget } from '@src/features/odds-table/leagueJump';
import { tableTitles } from '@src/features/odds-table/messages';
import { messages as popupMessages } from '../messages';
import { PopupFrame } from '../PopupFrame';
import * as frameStyles from '../PopupFrame.css';
import { messages } from './messages';
import * as styles from './ChangeLeaguePopup.css';
import { Words } from '@src/shared/ui/Words';

export interface ChangeLeaguePopupProps {
  onClose(): void;
}

/**
 * Change league: the leagues of the tables on screen, per table, as the
 * worker lists them; choosing one closes the popup and jumps the board to that league, unfolded.
 */
export function ChangeLeaguePopup({ onClose }: ChangeLeaguePopupProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const tables = useBoardLeagues().filter((table) => table.jumps.length > 0);
  const jump = (target: LeagueJumpTarget) => {
    onClose();
    requestLeagueJump(target);
  };
  return (
    <PopupFrame
      name="change-league"
      size="small"
      title={intl.formatMessage(messages.title)}
      onClose={onClose}
    >
      {tables.length === 0 ? (
        <p className={frameStyles.message} data-testid="no-data">
          {intl.formatMessage(popupMessages.noData)}
        </p>
      ) : (
        <div className={styles.tables}>
          {tables.map((table) => (
            <section key={table.kind} aria-label={intl.formatMessage(tableTitles[table.kind])}>
              <h3 className={styles.tableTitle}>{intl.formatMessage(tableTitles[table.kind])}</h3>
              <ul className={frameStyles.choiceList}>
                {table.jumps.map((league) => {
                  const name = nameByLocale(locale, { th: league.name_th, en: league.name_en });
                  return (
                    <li key={league.tournamentId}>
                      <button
                        type="button"
                        className={frameStyles.choice}
                        data-testid="change-league-option"
                        data-kind={table.kind}
                        data-tournament-id={league.tournamentId}
                        aria-label={intl.formatMessage(messages.jumpTo, {
                          name,
                          count: league.eventCount,
                        })}
                        onClick={() =>
                          jump({ kind: table.kind, tournamentId: league.tournamentId })
                        }
                      >
                        <span className={styles.name}>
                          <Words text={name} />
                        </span>
                        <span className={frameStyles.countPill} aria-hidden="true">
                          {league.eventCount}
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </div>
      )}
    </PopupFrame>
  );
}
