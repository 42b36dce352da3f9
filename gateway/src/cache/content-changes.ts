// One stream of "what the public site shows has changed" events for this process's caches: writes this process just
// made (announced at once) and every committed change to a public table, from any process sharing the database
// (the triggers of prisma/migrations/*_public_content_notify NOTIFY `public_content_changed`).
import type { Database } from '../db/client.js';
import { errorFields, log } from '../log.js';

/** The channel the triggers notify on; the payload is the changed table's name. */
export const PUBLIC_CONTENT_CHANNEL = 'public_content_changed';

/** The tables whose rows the public pages and public GraphQL queries show (each has the trigger). */
export const PUBLIC_CONTENT_TABLES = ['JobPost', 'Story', 'StoryComment', 'SiteSettings'] as const;

export type ContentChange = {
  /** The changed tables; every public table when the source cannot tell (a local write, a reconnect). */
  tables: string[];
  /**
   * local: this process announced its own write; database: a committed write of any process (this one included);
   * reconnect: the listening connection was lost and is back, so notifications may have been missed.
   */
  source: 'local' | 'database' | 'reconnect';
};

export interface ContentChanges {
  /** Runs the listener after anything the public site shows changed, in this process or (PostgreSQL) in any process sharing the database. */
  subscribe(listener: (change: ContentChange) => void): () => void;
  /** Announce a change this process just committed, at once (the database's notification follows and is harmless). */
  notifyLocal(tables: string[]): void;
  close(): Promise<void>;
}

/** Starts listening (resolves once the LISTEN is in place, so no committed change after this is missed). */
export async function startContentChanges(db: Pick<Database, 'listen'>): Promise<ContentChanges> {
  const listeners = new Set<(change: ContentChange) => void>();
  const emit = (change: ContentChange) => {
    for (const listener of [...listeners]) {
      try {
        listener(change);
      } catch (err) {
        // One cache failing to clear must not stop the others, nor the write or the notification that caused it.
        log.error(errorFields(err), 'content-change listener failed');
      }
    }
  };
  const unlisten = db.listen
    ? await db.listen(PUBLIC_CONTENT_CHANNEL, (table) => emit({ tables: [table], source: 'database' }), {
        onReconnect: () => emit({ tables: [...PUBLIC_CONTENT_TABLES], source: 'reconnect' }),
      })
    : null;
  let closed = false;

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    notifyLocal(tables) {
      if (!closed) emit({ tables: tables.length ? [...tables] : [...PUBLIC_CONTENT_TABLES], source: 'local' });
    },
    async close() {
      if (closed) return;
      closed = true;
      listeners.clear();
      await unlisten?.().catch(() => undefined);
    },
  };
}
