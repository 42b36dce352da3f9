// Which GraphQL writes empty the public caches: a write to what the public site shows does, before its answer leaves;
// a learner's own rows (alerts, applications) do not, so that a busy day of learners does not refill every page.
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { useAnnounceContentMutations } from '../src/cache/announce-writes.js';
import type { ContentChanges } from '../src/cache/content-changes.js';

function announced(mutation: string, data: Record<string, unknown>): number {
  let announcements = 0;
  const changes = { notifyLocal: () => void announcements++ } as unknown as ContentChanges;
  const plugin = useAnnounceContentMutations(changes) as unknown as {
    onExecute(payload: { args: { document: unknown; operationName?: string } }): { onExecuteDone(payload: { result: { data: unknown } }): void } | undefined;
  };
  plugin.onExecute({ args: { document: parse(mutation) } })!.onExecuteDone({ result: { data } });
  return announcements;
}

describe('announced writes', () => {
  it.each([
    ['updateJobAlert', 'mutation { updateJobAlert(id: "a1", keywords: "sql") { id } }'],
    ['setJobAlertPaused', 'mutation { setJobAlertPaused(id: "a1", paused: true) { id } }'],
    ['deleteJobAlert', 'mutation { deleteJobAlert(id: "a1") }'],
    ['updateLeadContact', 'mutation { updateLeadContact(id: "l1", input: { name: "Asha" }) { id } }'],
  ])("a learner's or counsellor's %s leaves the public caches alone", (field, mutation) => {
    expect(announced(mutation, { [field]: field === 'deleteJobAlert' ? true : { id: 'a1' } })).toBe(0);
  });

  it('a job post saved empties them', () => {
    expect(announced('mutation { updateJobPost(id: "j1", input: {}) { id } }', { updateJobPost: { id: 'j1' } })).toBe(1);
  });
});
