// @ts-nocheck
import type { MessageDescriptor } from 'react-intl';
import type { PopupName } from '@machines/popupMachine';
import { memberActionMessages as messages } from './memberActionMessages';

/** The member actions the burger menu and the mobile drawer list, in this order. */
export const memberActions: readonly { popup: PopupName; label: MessageDescriptor }[] = [
  { popup: 'statement', label: messages.openStatement },
  { popup: 'rules', label: messages.openRules },
  { popup: 'announcement', label: messages.openAnnouncement },
  { popup: 'profile', label: messages.openProfile },
  { popup: 'results', label: messages.openResults },
  { popup: 'favorites', label: messages.openFavorites },
  // The first-login notification again, whenever the member wants to read it.
  { popup: 'first-login', label: messages.openFirstLogin },
];
