// @ts-nocheck
import { useIntl } from 'react-intl';
import type { PopupName } from '@machines/popupMachine';
import { usePopupActor } from '@src/shared/popups/PopupProvider';
import { memberActions } from '../header/memberActions';
import { messages as filterMessages } from '../filters/messages';
import * as styles from './Drawer.css';

/** The drawer's buttons: each closes the drawer and toggles its popup. */
export function DrawerActions() {
  const intl = useIntl();
  const actor = usePopupActor();
  const toggle = (popup: PopupName) => actor.send({ type: 'drawer.action', popup });
  return (
    <div className={styles.actions}>
      {memberActions.map((action) => (
        <button
          key={action.popup}
          type="button"
          className={styles.action}
          data-testid={`open-${action.popup}`}
          onClick={() => toggle(action.popup)}
        >
          {intl.formatMessage(action.label)}
        </button>
      ))}
      {/* Jump to a league of the list on screen (desktop opens it from the odds board's bar). */}
      <button
        type="button"
        className={styles.action}
        data-testid="open-change-league"
        onClick={() => toggle('change-league')}
      >
        {intl.formatMessage(filterMessages.changeLeague)}
      </button>
    </div>
  );
}
