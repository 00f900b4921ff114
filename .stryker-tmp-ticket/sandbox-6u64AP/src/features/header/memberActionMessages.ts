// @ts-nocheck
import { defineMessages } from 'react-intl';

// Kept apart from the popups' own messages: the menu is on the first load, the popups are not.
export const memberActionMessages = defineMessages({
  menuLabel: { id: 'popup.menu-label' },
  openMenu: { id: 'popup.open-menu' },
  openStatement: { id: 'popup.open-statement' },
  openAnnouncement: { id: 'popup.open-announcement' },
  openProfile: { id: 'popup.open-profile' },
  openRules: { id: 'popup.open-rules' },
  openResults: { id: 'popup.open-results' },
  openFavorites: { id: 'popup.open-favorites' },
  openFirstLogin: { id: 'popup.open-first-login' },
});
