// @ts-nocheck
import { createValueStore, useValueStore } from '@src/shared/valueStore';

// The team and league search text of this page: not saved (a new visit starts with the full list),
// shared by the desktop filter bar, the mobile board and the name highlights.

const searchText = createValueStore('');

export const setSearchText = searchText.set;

export function useSearchText(): string {
  return useValueStore(searchText, '');
}
