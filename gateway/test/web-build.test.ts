// The browser build's files (npm test builds the web app first): no file passes Vite's 500 kB warning, and the admin
// area's pages are files of their own, fetched when opened, not part of what /admin loads first.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const clientDir = path.resolve(import.meta.dirname, '../../web/dist/client');
const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
const built = existsSync(manifestFile);
if (!built && process.env.CI) throw new Error('web/dist is not built: run `npm run build --workspace web` (npm test does it first)');

type Chunk = { file: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[] };

describe.skipIf(!built)('the browser build', () => {
  const manifest = built ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, Chunk>) : {};

  it('has no script file over 500 kB (minified), the size Vite warns about', () => {
    const scripts = Object.values(manifest).filter((c) => c.file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(10);
    const large = scripts.map((c) => ({ file: c.file, kB: statSync(path.join(clientDir, c.file)).size / 1000 })).filter((f) => f.kB > 500);
    expect(large).toEqual([]);
  });

  it('loads each admin page but the dashboard on demand, and none of them with the admin area itself', () => {
    const admin = manifest['src/admin/adminRouter.tsx']!;
    const pages = ['src/admin/courses/CourseEditorPage.tsx', 'src/admin/leads/LeadsPage.tsx', 'src/admin/leads/LeadPage.tsx', 'src/admin/applications/ApplicationsPage.tsx', 'src/admin/settings/SettingsPage.tsx'];
    for (const page of pages) {
      expect(admin.dynamicImports, page).toContain(page);
      expect(manifest[page]?.isDynamicEntry, page).toBe(true);
    }
    // What /admin downloads first (the admin file and the files it imports) holds none of those pages.
    const first = [admin.file, ...(admin.imports ?? []).map((key) => manifest[key]!.file)];
    for (const page of pages) expect(first).not.toContain(manifest[page]!.file);
  });

  // The login modal is fetched when it opens. The jobs list's alert box uses the same field and message as the modal
  // (formFields.tsx); imported from the modal's own file, they took the whole modal into the list's first download
  // (2.8 kB compressed, the list then over its 130 kB budget in `npm run bench:web`).
  it('leaves the login modal out of what the landing pages download first', () => {
    const staticFiles = (key: string, seen = new Set<string>()): Set<string> => {
      for (const dep of manifest[key]?.imports ?? []) {
        if (!seen.has(dep)) {
          seen.add(dep);
          staticFiles(dep, seen);
        }
      }
      return seen;
    };
    const modal = 'src/public/LoginModal.tsx';
    expect(manifest[modal]?.isDynamicEntry).toBe(true);
    for (const page of ['src/public/home/HomePage.tsx', 'src/public/jobs/JobsPage.tsx', 'src/public/jobs/JobDetailPage.tsx', 'src/public/placements/PlacementsPage.tsx']) {
      expect(manifest[page]?.isDynamicEntry, page).toBe(true);
      expect([...staticFiles(page)], page).not.toContain(modal);
    }
  });

  // Each graphql() call is compiled to an import of its own document (graphqlDocumentImports in web/vite.config.ts), so
  // gql.ts's map from every document's text to the document is not bundled: the text of the documents (the map's keys)
  // is not in the file every public page loads, only their parsed form.
  it("leaves gql.ts's map of every document's text out of the file every public page loads", () => {
    const entry = Object.values(manifest).find((c) => c.isEntry && c.file.endsWith('.js'))!;
    const first = readFileSync(path.join(clientDir, entry.file), 'utf8');
    for (const text of ['query PortalJobDetail(', 'query PortalStories(', 'mutation SubmitLead(', 'query MyAppliedJobs {']) expect(first.includes(text), text).toBe(false);
    // The documents themselves are still there (parsed), for the pages that ask them.
    expect(first).toContain('PortalJobDetail');
  });
});
