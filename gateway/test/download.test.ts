// The one way the REST routes hand out files: the download's name header and the paged CSV stream.
import { describe, expect, it } from 'vitest';
import { resetUnexpectedLog } from '../src/http/error-log.js';
import { captureLogs } from '../src/log.js';
import { attachmentDisposition, exportFileName, pagedCsv } from '../src/rest/download.js';

const read = async (stream: ReadableStream<Uint8Array>) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(await new Response(stream).arrayBuffer());

describe('attachmentDisposition', () => {
  it('gives a plain ASCII name and the exact name, percent-encoded as RFC 8187 asks', () => {
    expect(attachmentDisposition('Asha Patil CV.pdf')).toBe(`attachment; filename="Asha Patil CV.pdf"; filename*=UTF-8''Asha%20Patil%20CV.pdf`);
    // A quote or a backslash would end or escape the quoted name: both become "_" there, and stay exact in filename*.
    expect(attachmentDisposition('My "best" CV\\2.pdf')).toBe(`attachment; filename="My _best_ CV_2.pdf"; filename*=UTF-8''My%20%22best%22%20CV%5C2.pdf`);
    // ' ( ) * ! are not attr-chars: left bare, a strict reader cuts the name at the apostrophe.
    expect(attachmentDisposition("Priya's CV (final)*!.pdf")).toBe(
      `attachment; filename="Priya's CV (final)*!.pdf"; filename*=UTF-8''Priya%27s%20CV%20%28final%29%2A%21.pdf`,
    );
    expect(attachmentDisposition('रेज़्यूमे.docx')).toMatch(/^attachment; filename="_+\.docx"; filename\*=UTF-8''(%[0-9A-F]{2})+\.docx$/);
    expect(decodeURIComponent(attachmentDisposition('रेज़्यूमे.docx').split("UTF-8''")[1]!)).toBe('रेज़्यूमे.docx');
  });

  it('names an export by the centre’s day (Asia/Kolkata)', () => {
    expect(exportFileName('applications', new Date('2026-11-27T18:30:00Z'))).toBe('applications-2026-11-28.csv');
    expect(exportFileName('applications', new Date('2026-11-27T18:29:59Z'))).toBe('applications-2026-11-27.csv');
  });
});

describe('pagedCsv', () => {
  const rows = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ id: `r${from + i}` }));

  it('writes a byte-order mark, the header and every page, asking for each page after the last id', async () => {
    const asked: (string | undefined)[] = [];
    const stream = await pagedCsv({
      what: 'test',
      header: ['id', 'n'],
      readPage: async (after) => {
        asked.push(after);
        const start = after ? Number(after.slice(1)) + 1 : 0;
        return rows(start, Math.min(2, 5 - start));
      },
      line: (row) => [row.id, 'x'],
      pageSize: 2,
    });
    expect(await read(stream)).toBe('\uFEFFid,n\r\nr0,x\r\nr1,x\r\nr2,x\r\nr3,x\r\nr4,x\r\n');
    expect(asked).toEqual([undefined, 'r1', 'r3']);
  });

  it('reads the first page before it answers: a failure there is thrown, not a cut file', async () => {
    await expect(pagedCsv({ what: 'test', header: ['id'], readPage: () => Promise.reject(new Error('down')), line: (r: { id: string }) => [r.id], pageSize: 2 })).rejects.toThrow('down');
  });

  it('ends the file as an error when a later page fails, and logs it once', async () => {
    resetUnexpectedLog();
    const capture = captureLogs('info');
    let calls = 0;
    const stream = await pagedCsv({
      what: 'test',
      header: ['id'],
      readPage: async () => {
        if (calls++ === 0) return rows(0, 2);
        throw new Error('connection lost');
      },
      line: (row) => [row.id],
      pageSize: 2,
    });
    try {
      await expect(read(stream)).rejects.toThrow('connection lost');
      expect(capture.lines()).toEqual([expect.objectContaining({ level: 'error', msg: '[gateway] test export failed after its first page', error: 'connection lost' })]);
    } finally {
      capture.restore();
    }
  });
});
