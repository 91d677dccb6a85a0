import { z } from 'zod';

/**
 * The one rule for typed text: no control characters (C0, DEL, C1) and no lone surrogates.
 * PostgreSQL refuses NUL in text, and none of them is ever typed on purpose; a multi-line text
 * (a note) may hold tabs and line breaks. See docs/decisions/013-control-characters-in-text.md.
 */
function isRefused(code: number, multiLine: boolean): boolean {
  if (code <= 0x1f) return !(multiLine && (code === 0x09 || code === 0x0a || code === 0x0d));
  return (code >= 0x7f && code <= 0x9f) || (code >= 0xd800 && code <= 0xdfff);
}

/** True when the text holds a character the rule refuses (a string iterates by code point). */
export function hasControlCharacters(text: string, multiLine = false): boolean {
  for (const char of text) if (isRefused(char.codePointAt(0)!, multiLine)) return true;
  return false;
}

/** The text without the characters the rule refuses (search terms: ignore them, never refuse). */
export function stripControlCharacters(text: string): string {
  let out = '';
  for (const char of text) if (!isRefused(char.codePointAt(0)!, false)) out += char;
  return out;
}

export const controlCharactersMessage = (label: string) =>
  `${label} must not contain control characters`;

/** The check for a text field: `z.string().trim().check(plainText('Name'))`. */
export const plainText = (label: string, opts: { multiLine?: boolean } = {}) =>
  z.refine<string>(
    (text) => !hasControlCharacters(text, opts.multiLine),
    controlCharactersMessage(label),
  );
