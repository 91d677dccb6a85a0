import { describe, expect, it } from 'vitest';
import { MAX_RECORD_ID } from './catalogue';
import { idFromText, isRecordId } from './ids';

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
