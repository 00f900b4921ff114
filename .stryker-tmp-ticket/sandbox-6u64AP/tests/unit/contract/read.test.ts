// @ts-nocheck
// The defensive readers every reply goes through: each odd value and what it reads as.
import { describe, expect, it } from 'vitest';
import { isRecord, readList, readNumber, readText } from '@contract/read';

describe('the defensive readers', () => {
  it.each([
    [{}, true],
    [{ a: 1 }, true],
    [[], false],
    [null, false],
    ['x', false],
    [1, false],
    [undefined, false],
  ])('isRecord(%j) is %s', (value, record) => {
    expect(isRecord(value)).toBe(record);
  });

  it.each([
    ['abc', 'abc'],
    ['', ''],
    [12, '12'],
    [0.5, '0.5'],
    [null, ''],
    [true, ''],
    [{}, ''],
    [undefined, ''],
  ])('readText(%j) is %j', (value, text) => {
    expect(readText(value)).toBe(text);
  });

  it.each([
    [
      [1, 'a'],
      [1, 'a'],
    ],
    [[], []],
    ['ab', []],
    [{ 0: 1, length: 1 }, []],
    [null, []],
    [undefined, []],
  ])('readList(%j) is %j', (value, list) => {
    expect(readList(value)).toEqual(list);
  });

  it('readList hands back the very list it was given', () => {
    const list = [1];
    expect(readList(list)).toBe(list);
  });

  it.each([
    [12, 12],
    ['12.5', 12.5],
    ['-3', -3],
    ['', 0],
    ['x', 0],
    [null, 0],
    [undefined, 0],
    [Number.POSITIVE_INFINITY, 0],
    [Number.NaN, 0],
  ])('readNumber(%j) is %j', (value, number) => {
    expect(readNumber(value)).toBe(number);
  });
});
