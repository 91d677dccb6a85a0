import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('the CSV writer', () => {
  it('puts a single quote before text that a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+1+1')).toBe("'+1+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
    // Text that only looks like a number is text too: a key such as '-1' is not an amount.
    expect(csvCell('-1.50')).toBe("'-1.50");
  });

  it('leaves other text alone, the formula characters further in included', () => {
    expect(csvCell('Sam Staff')).toBe('Sam Staff');
    expect(csvCell('a=b+c-d@e')).toBe('a=b+c-d@e');
    expect(csvCell(' =1')).toBe(' =1');
    expect(csvCell("'=1")).toBe("'=1");
    expect(csvCell('')).toBe('');
  });

  it('writes numbers as numbers, never prefixed, and nothing for null or undefined', () => {
    expect(csvCell(-1.5)).toBe('-1.5');
    expect(csvCell(-0.01)).toBe('-0.01');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(16.88)).toBe('16.88');
    expect(csvCell(-3n)).toBe('-3');
    expect(csvCell(false)).toBe('false');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('x\r\ny')).toBe('"x\r\ny"');
  });

  it('writes a header row and a line per row, CRLF after each', () => {
    const csv = toCsv(
      ['key', 'label', 'net'],
      [
        { key: '7', label: '-2+3 Cashier', net: -4.7 },
        { key: 'total', label: 'Total', net: 12, ignored: '=1' },
        { key: '8' },
      ],
    );
    expect(csv).toBe("key,label,net\r\n7,'-2+3 Cashier,-4.7\r\ntotal,Total,12\r\n8,,\r\n");
  });
});
