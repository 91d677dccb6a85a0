import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hasControlCharacters, plainText, stripControlCharacters } from './plain-text';

describe('plain text', () => {
  it('finds C0 and C1 controls, DEL and lone surrogates', () => {
    for (const text of [
      '\u0000',
      'a\u0001',
      '\u001f',
      '\u007f',
      '\u0080',
      '\u009f',
      '\ud800',
      'x\udc00y',
      '\udbff',
    ])
      expect([JSON.stringify(text), hasControlCharacters(text)]).toEqual([
        JSON.stringify(text),
        true,
      ]);
    for (const text of ['', 'Cola', 'Ünïcödé', '🥤', '\u00a0', '\u00a0\u00ff', '\u2028', '\ufffd'])
      expect([JSON.stringify(text), hasControlCharacters(text)]).toEqual([
        JSON.stringify(text),
        false,
      ]);
  });

  it('lets multi-line text hold tabs and line breaks only', () => {
    expect(hasControlCharacters('a\n\tb\r\n', true)).toBe(false);
    expect(hasControlCharacters('a\n\tb', false)).toBe(true);
    expect(hasControlCharacters('a\u000bb', true)).toBe(true);
    expect(hasControlCharacters('a\u0000b', true)).toBe(true);
  });

  it('strips what it refuses and keeps the rest, surrogate pairs included', () => {
    expect(stripControlCharacters('C\u0000o\tk\u0085e\ud800 🥤')).toBe('Coke 🥤');
  });

  it('names the field in its message', () => {
    const result = z.string().check(plainText('Name')).safeParse('a\u0000');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('Name must not contain control characters');
  });
});
