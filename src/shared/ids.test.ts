import { describe, expect, it } from 'vitest';
import { MAX_RECORD_ID } from './catalogue';
import {
  clearableRecordId,
  idField,
  idFromText,
  isRecordId,
  NOT_A_WHOLE_NUMBER,
  optionalRecordId,
  recordId,
  UNKNOWN_ID,
} from './ids';
import { queryBoolean } from './query-boolean';
import './validation';

describe('record ids', () => {
  it('are positive integers within the serial range', () => {
    expect([1, MAX_RECORD_ID].map(isRecordId)).toEqual([true, true]);
    expect([0, -1, 1.5, MAX_RECORD_ID + 1, NaN].map(isRecordId)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('are read from their plain digits only', () => {
    expect(idFromText('7')).toBe(7);
    for (const text of ['07', '+7', '7.0', ' 7', '', '2147483648', 'abc', undefined, 7])
      expect(idFromText(text), String(text)).toBeUndefined();
  });
});

describe('id fields', () => {
  it('read numbers and digits; blank, null and 0 mean none', () => {
    const optional = optionalRecordId();
    expect(['7', ' 7 ', 7].map((v) => optional.parse(v))).toEqual([7, 7, 7]);
    expect(['', '  ', null, undefined, 0, '0'].map((v) => optional.parse(v))).toEqual(
      Array(6).fill(undefined),
    );
    expect(optional.safeParse('abc').error?.issues[0]?.message).toBe(NOT_A_WHOLE_NUMBER);
    expect(optional.safeParse(String(MAX_RECORD_ID + 1)).error?.issues[0]?.message).toBe(
      UNKNOWN_ID,
    );
  });

  it('a required id gives its own message when missing or not a number', () => {
    const cup = recordId('You need to select a size');
    for (const v of [undefined, '', 0, 'abc'])
      expect(cup.safeParse(v).error?.issues[0]?.message, String(v)).toBe(
        'You need to select a size',
      );
    expect(recordId().safeParse(undefined).error?.issues[0]?.message).toBe('Required');
  });

  it('a clearable id maps none to null', () => {
    expect([null, '', 0, '5'].map((v) => clearableRecordId().parse(v))).toEqual([
      null,
      null,
      null,
      5,
    ]);
  });

  it('a dropdown choice names a missing choice and an invalid id apart', () => {
    const soda = idField('Soda is required', 'Soda');
    expect(soda.parse('3')).toBe(3);
    for (const v of ['', ' ', null, 0, '0'])
      expect(soda.safeParse(v).error?.issues[0]?.message).toBe('Soda is required');
    for (const v of ['abc', -1, 1.5, MAX_RECORD_ID + 1, true])
      expect(soda.safeParse(v).error?.issues[0]?.message).toBe('Soda must be a valid id');
  });
});

describe('query-string booleans', () => {
  it('read true/false and 1/0 in any case; blank is unset; anything else is refused', () => {
    expect(
      ['true', 'TRUE', ' 1 ', 'false', 'False', '0'].map((v) => queryBoolean.parse(v)),
    ).toEqual([true, true, true, false, false, false]);
    expect(['', undefined].map((v) => queryBoolean.parse(v))).toEqual([undefined, undefined]);
    for (const v of ['yes', '__proto__', 'constructor', '2'])
      expect(queryBoolean.safeParse(v).error?.issues[0]?.message, v).toBe('Expected true or false');
  });
});
