// @ts-nocheck
// The popups' names, apart from the machine: the first load reads them without XState.
export const POPUP_NAMES = [
  'statement',
  'announcement',
  'profile',
  'rules',
  'results',
  'favorites',
  'first-login',
  'change-league',
] as const;
export type PopupName = (typeof POPUP_NAMES)[number];
