import { read, utils } from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { fetchAllPages } from './exportXlsx';
import { buildXlsx } from './xlsxBook';

describe('buildXlsx', () => {
  it('writes the headers and rows, read back the same, right to left in Arabic', () => {
    const buffer = buildXlsx({
      sheetName: 'الشكاوى: 2026/02',
      headers: ['الرقم', 'الحالة'],
      rows: [
        [1, 'جديدة'],
        [2, null],
      ],
      rtl: true,
    });
    const book = read(new Uint8Array(buffer), { type: 'array' });
    expect(book.SheetNames).toEqual(['الشكاوى  2026 02']);
    const sheet = book.Sheets[book.SheetNames[0] as string];
    expect(utils.sheet_to_json(sheet as never, { header: 1 })).toEqual([['الرقم', 'الحالة'], [1, 'جديدة'], [2]]);
    expect(book.Workbook?.Views?.[0]?.RTL).toBe(true);
  });
});

describe('fetchAllPages', () => {
  it('asks for pages of the size it is given (the list’s own bound)', async () => {
    const limits: number[] = [];
    await fetchAllPages(async (limit, offset) => {
      limits.push(limit);
      return { count: 150, rows: Array.from({ length: Math.min(limit, 150 - offset) }, (_, i) => offset + i) };
    }, 100);
    expect(limits).toEqual([100, 100]);
  });

  it('reads page after page until the count is reached', async () => {
    const all = Array.from({ length: 1201 }, (_, i) => i);
    const offsets: number[] = [];
    const rows = await fetchAllPages(async (limit, offset) => {
      offsets.push(offset);
      return { count: all.length, rows: all.slice(offset, offset + limit) };
    }, 500);
    expect(rows).toEqual(all);
    expect(offsets).toEqual([0, 500, 1000]);
  });

  it('stops on an empty first page', async () => {
    expect(await fetchAllPages(async () => ({ count: 0, rows: [] }), 100)).toEqual([]);
  });
});
