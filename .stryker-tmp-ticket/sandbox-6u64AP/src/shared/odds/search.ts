// @ts-nocheck
// Where the search text occurs in a name (for the highlight): the engine's own rule, handed over
// by the worker client door so the UI and the worker's matching never disagree.
export { searchRanges } from '@workers/odds/core/search';
