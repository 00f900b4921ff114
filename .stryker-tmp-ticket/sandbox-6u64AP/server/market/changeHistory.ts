// @ts-nocheck
// Which events changed at each change id, for the last few hundred ids: enough to answer a
// `_nonfullload` call from any client that refreshed recently; older ids get a full load.

export interface ChangeRecord {
  changeId: number;
  /** Sim time of the market state this change id names. */
  simMs: number;
  /** Bangkok day of that time: deltas never span midnight (today's list changes wholesale). */
  day: number;
  changedEventIds: readonly number[];
}

export const DEFAULT_HISTORY_SIZE = 500;

export class ChangeHistory {
  private readonly records: ChangeRecord[] = [];

  constructor(private readonly capacity = DEFAULT_HISTORY_SIZE) {}

  add(record: ChangeRecord): void {
    this.records.push(record);
    if (this.records.length > this.capacity)
      this.records.splice(0, this.records.length - this.capacity);
  }

  get latest(): ChangeRecord | undefined {
    return this.records[this.records.length - 1];
  }

  /** The record of a change id still held, or undefined (unknown, future or too old). */
  find(changeId: number): ChangeRecord | undefined {
    const first = this.records[0];
    if (!first || !Number.isInteger(changeId) || changeId < first.changeId) return undefined;
    // Ids are consecutive, so the record sits at a known offset.
    const record = this.records[changeId - first.changeId];
    return record?.changeId === changeId ? record : undefined;
  }

  /** Every event changed after `changeId` (exclusive) up to now. */
  changedSince(changeId: number): Set<number> {
    const out = new Set<number>();
    for (let i = this.records.length - 1; i >= 0; i -= 1) {
      const record = this.records[i] as ChangeRecord;
      if (record.changeId <= changeId) break;
      for (const id of record.changedEventIds) out.add(id);
    }
    return out;
  }
}
