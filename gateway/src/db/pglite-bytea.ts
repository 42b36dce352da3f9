// bytea values through PGlite in one piece. PGlite's own serializer writes a parameter as
// `Array.from(bytes).map((b) => b.toString(16).padStart(2, '0')).join('')`, a JavaScript string per byte: a 4 MB image
// took over 100 MB of heap and ended a gateway capped at 128 MB (issue 25). Its parser builds the bytes back from
// two-character substrings. Node's hex codec does either in one step, with one string and one buffer.
import { types } from '@electric-sql/pglite';

/** A bytea parameter as PostgreSQL's hex text. */
export function serializeBytea(value: unknown): string {
  if (!(value instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
  return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
}

/** PostgreSQL's hex text of a bytea (`\x…`, bytea_output's default) as bytes. */
export function parseBytea(text: string): Buffer {
  return Buffer.from(text.slice(2), 'hex');
}

/** PGlite options that replace its bytea handling (parameters always; results where no caller brings its own parser). */
export const PGLITE_BYTEA_TYPES = {
  serializers: { [types.BYTEA]: serializeBytea },
  parsers: { [types.BYTEA]: parseBytea },
};
