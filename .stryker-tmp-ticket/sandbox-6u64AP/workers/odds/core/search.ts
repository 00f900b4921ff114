// @ts-nocheck
// The team and league search (beyond the spec): typing narrows the list to the tournaments whose
// name matches, and to the matches whose home or away team matches, in either language. Matching
// ignores case, width and spacing differences; Thai needs no case folding.

/** The text as compared: NFKC (full-width letters, Thai composed forms), lower case, single spaces. */
export function normaliseSearch(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Whether any of the names contains the (normalised) needle; an empty needle matches everything. */
export function matchesSearch(needle: string, ...names: string[]): boolean {
  if (needle === '') return true;
  for (const name of names) if (normaliseSearch(name).includes(needle)) return true;
  return false;
}

/** What a search keeps of a tournament: all of it, some of its matches, or nothing. */
export function searchGroup<T>(
  needle: string,
  tournamentNames: readonly string[],
  events: readonly T[],
  teamNames: (event: T) => readonly string[],
): readonly T[] {
  if (needle === '' || matchesSearch(needle, ...tournamentNames)) return events;
  return events.filter((event) => matchesSearch(needle, ...teamNames(event)));
}

/**
 * Where the search text occurs in a name, as [start, end) pairs of the name as written, for the
 * highlight. Compared case-insensitively; names whose normal form changes length are matched only
 * as a whole-name hit (no range), which never highlights the wrong letters.
 */
export function searchRanges(text: string, search: string): [number, number][] {
  const needle = normaliseSearch(search);
  if (needle === '') return [];
  const folded = text.normalize('NFKC').toLowerCase();
  if (folded.length !== text.length) return [];
  const ranges: [number, number][] = [];
  let from = 0;
  for (;;) {
    const at = folded.indexOf(needle, from);
    if (at < 0) break;
    ranges.push([at, at + needle.length]);
    from = at + needle.length;
  }
  return ranges;
}
