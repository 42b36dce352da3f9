import { afterEach, describe, expect, it } from 'vitest';
import { exportLeadsCsv, filenameFromDisposition } from './exportLeads';
import { NO_FILTERS } from './leadFilters';

afterEach(() => localStorage.removeItem('adminToken'));

function csvResponse(body: string, disposition: string | null = 'attachment; filename="leads-2026-03-14.csv"') {
  return new Response(body, { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8', ...(disposition ? { 'content-disposition': disposition } : {}) } });
}

describe('Export CSV', () => {
  it('asks the server for the filtered export with the bearer token and saves its answer under the server’s name', async () => {
    localStorage.setItem('adminToken', 'tok-123');
    let requested: { url: string; init?: RequestInit } | undefined;
    const saved: { blob: Blob; name: string }[] = [];
    const result = await exportLeadsCsv(
      { ...NO_FILTERS, q: 'asha', course: 'machine-learning', status: 'CONTACTED' },
      {
        fetchImpl: async (url, init) => {
          requested = { url: String(url), init };
          return csvResponse('\uFEFFcreatedAt,name\r\n2026-03-14T10:00:00.000Z,Asha\r\n');
        },
        save: (blob, name) => saved.push({ blob, name }),
      },
    );
    expect(requested!.url).toBe('/api/v1/leads/export.csv?search=asha&course=machine-learning&status=CONTACTED');
    expect((requested!.init!.headers as Record<string, string>).authorization).toBe('Bearer tok-123');
    expect(result.filename).toBe('leads-2026-03-14.csv');
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toBe('leads-2026-03-14.csv');
    expect(saved[0]!.blob.type).toBe('text/csv;charset=utf-8');
    expect(await saved[0]!.blob.text()).toContain('Asha');
  });

  it('falls back to leads.csv when the server names no file', async () => {
    const saved: string[] = [];
    await exportLeadsCsv(NO_FILTERS, { fetchImpl: async () => csvResponse('a\r\n', null), save: (_b, name) => saved.push(name) });
    expect(saved).toEqual(['leads.csv']);
  });

  it('throws the server’s message when it refuses, and saves nothing', async () => {
    const saved: string[] = [];
    const refuse = async () => new Response(JSON.stringify({ success: false, message: 'Not allowed for your role' }), { status: 403 });
    await expect(exportLeadsCsv(NO_FILTERS, { fetchImpl: refuse, save: (_b, n) => saved.push(n) })).rejects.toThrow('Not allowed for your role');
    const broken = async () => new Response('<html>bad gateway</html>', { status: 502 });
    await expect(exportLeadsCsv(NO_FILTERS, { fetchImpl: broken })).rejects.toThrow('The export failed (HTTP 502)');
    const offline = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(exportLeadsCsv(NO_FILTERS, { fetchImpl: offline })).rejects.toThrow('The export could not be requested: Failed to fetch');
    expect(saved).toEqual([]);
  });

  it('reads the file name of a Content-Disposition header, and never a folder', () => {
    expect(filenameFromDisposition('attachment; filename="leads-2026-03-14.csv"')).toBe('leads-2026-03-14.csv');
    expect(filenameFromDisposition('attachment; filename=leads.csv')).toBe('leads.csv');
    expect(filenameFromDisposition("attachment; filename=\"x.csv\"; filename*=UTF-8''l%C3%A9ads.csv")).toBe('léads.csv');
    expect(filenameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(filenameFromDisposition('attachment')).toBeNull();
    expect(filenameFromDisposition(null)).toBeNull();
  });
});
