// The mobile board's view model (which price goes in which cell, the collapse lists, the flat list
// for the virtualiser): pure engine tables and functions, handed to the UI through the client door.
export {
  EMPTY_MOBILE_COLLAPSE,
  buildMobileBoard,
  estimateMobileItemSize,
  isMobileCollapsed,
  mobileExtraGroupsOf,
  mobileLineColumns,
  mobileLineRows,
  toggleMobileCollapse,
  unfoldMobileTournament,
} from '../../../workers/odds/core/mobile';
export type {
  MobileBoard,
  MobileBoardItem,
  MobileBoardRange,
  MobileBoardTable,
  MobileCollapseLists,
  MobileExtraGroup,
  MobileLineColumn,
} from '../../../workers/odds/core/mobile';
