// @ts-nocheck
import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  open: { id: 'drawer.open' },
  close: { id: 'drawer.close' },
  title: { id: 'drawer.title' },
  unavailableUpdate: { id: 'drawer.unavailable-update' },
  unavailableLink: { id: 'drawer.unavailable-link' },
  unavailableReload: { id: 'drawer.unavailable-reload' },
  unavailableClose: { id: 'drawer.unavailable-close' },
});
