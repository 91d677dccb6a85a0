import fc from 'fast-check';

/** Characters PostgreSQL refuses or that often break parsers, mixed into every generated text. */
export const AWKWARD_CHARACTERS = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\u000b',
  '\u001b',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u009f',
  '\ud800',
  '\udfff',
  '\ufeff',
  '\u202e',
  '\t',
  '\n',
  '\r',
  '%',
  '_',
  '\\',
  "'",
  '"',
];

const unit = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.constantFrom(...AWKWARD_CHARACTERS) },
);

/** Any text: every code point, control characters and lone surrogates included. */
export const anyText = fc.string({ unit, maxLength: 40 });

/** Inputs every property tries first, whatever the random run picks. */
export const TEXT_EXAMPLES: [string][] = [
  '\u0000',
  'Cola\u0000',
  '\u0000\u0000\u0000',
  'a\u0001b',
  'Del\u007f',
  'C1\u0085',
  '\ud800',
  'x\udfffy',
  'tab\there',
  'line\nbreak',
  ' \n ',
  '',
  '%_\\',
].map((s) => [s]);

/**
 * Percent-encodes text for a URL. Lone surrogates, which encodeURIComponent refuses, are sent as
 * their (invalid) UTF-8 bytes, so the server also sees malformed encodings.
 */
export function encodeText(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(char);
  }
  return out;
}

/** Text fetch lets a header carry: tab, printable ASCII and bytes 80-FF (C1 controls included). */
export const headerText = fc.string({
  unit: fc.oneof(
    fc.constant('\t'),
    fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
    fc.integer({ min: 0x80, max: 0xff }).map((c) => String.fromCharCode(c)),
  ),
  maxLength: 40,
});
