import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { text } from 'node:stream/consumers';
import { csvFile, csvStream, formulaSafe, type CsvCell } from './csv-file.ts';

/** Every CSV download: BOM, CRLF, and no text cell a spreadsheet would run as a formula. */
describe('CSV downloads', () => {
  it('defuse every formula lead: =, +, -, @, tab, CR, their full-width forms, also after spaces or ;', () => {
    const leads = ['=', '+', '-', '@', '\t', '\r', '\uff1d', '\uff0b', '\uff0d', '\uff20'];
    for (const lead of leads) {
      for (const prefix of ['', ' ', '   ', ';', ' ;', ';;  ']) {
        const text = `${prefix}${lead}HYPERLINK("https://evil.example")`;
        expect(formulaSafe(text), JSON.stringify(text)).toBe(`'${text}`);
      }
    }
    for (const text of ['Zoë Martínez', 'Ana Lopez', '3.8', 'St. Mary’s', 'a=b', 'x-1', '']) expect(formulaSafe(text)).toBe(text);
  });

  it('write UTF-8 with a byte-order mark, CRLF after every record, comments first, numbers as numbers', () => {
    const file = csvFile(
      [
        ['Student', 'GPA', 'Note'],
        ['Zoë, "Z"', 3.8, '-5 points'],
        ['Ben', -2, null],
      ],
      ['Made by CampusPath'],
    );
    expect(file).toBe('\ufeff# Made by CampusPath\r\nStudent,GPA,Note\r\n"Zoë, ""Z""",3.8,\'-5 points\r\nBen,-2,\r\n');
    expect(parse(file, { bom: true, comment: '#' })).toEqual([
      ['Student', 'GPA', 'Note'],
      ['Zoë, "Z"', '3.8', "'-5 points"],
      ['Ben', '-2', ''],
    ]);
  });

  it('stream a long export as the same bytes as the whole file, however many rows', async () => {
    const records: CsvCell[][] = [['Student', 'Deadline', 'Items missing']];
    for (let row = 0; row < 700; row += 1) records.push([`=Student ${row}`, row % 3 ? '2026-12-01' : null, `Essay, "draft" ${row}`]);
    async function* rows() {
      for (const record of records) yield record;
    }
    expect(await text(csvStream(rows()))).toBe(csvFile(records));
  });
});
