// The one reader of a multipart body (an image upload, a CV on file, an application form): parsed as it streams in
// (busboy), its one wanted file into one buffer of at most the file's limit (413 beyond), its text fields at most
// 10 000 characters each, everything else drained. The platform's FormData kept the body, the parsed file and its copy
// at once: about 50 MB for a 5 MB image.
import { Readable } from 'node:stream';
import busboy from 'busboy';
import { badInput, ServiceError } from '../services/errors.js';

export interface MultipartFile {
  bytes: Uint8Array;
  name: string;
}

export interface MultipartOptions {
  /** The file field read; other files are drained unread. */
  field: string;
  maxBytes: number;
  /** The 413's message when the file is larger. */
  tooLarge: string;
  /** What the body is, for the 400 of one that cannot be parsed: "upload", "application". */
  what: string;
}

/** The 400 of a body that is not multipart, or cannot be parsed as it. */
export const unreadableMultipart = (what: string) => badInput(`The ${what} could not be read as multipart/form-data`);

/**
 * The body's text fields (the first of each name) and its file, or null: an empty file input (a browser sends one with
 * no name and no bytes) is no file; an empty file with a name is a file, for its service to refuse.
 */
export function readMultipart(request: Request, options: MultipartOptions): Promise<{ fields: Record<string, string>; file: MultipartFile | null }> {
  const { field: wanted, maxBytes, tooLarge } = options;
  const unreadable = () => unreadableMultipart(options.what);
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': request.headers.get('content-type') ?? '' },
        limits: { files: 1, fileSize: maxBytes, fields: 20, fieldSize: 10_000, parts: 21 },
      });
    } catch {
      reject(unreadable()); // no boundary, or not multipart at all
      return;
    }
    const fields: Record<string, string> = {};
    let file: MultipartFile | null = null;
    let failed = false;
    const fail = (err: ServiceError) => {
      if (failed) return;
      failed = true;
      reject(err);
    };
    parser.on('field', (name, value) => {
      if (!Object.hasOwn(fields, name)) fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== wanted || file) {
        stream.resume();
        return;
      }
      const buffer = Buffer.allocUnsafeSlow(maxBytes);
      let length = 0;
      stream.on('data', (piece: Buffer) => {
        if (length + piece.byteLength > maxBytes) return; // the 'limit' event follows
        piece.copy(buffer, length);
        length += piece.byteLength;
      });
      stream.on('limit', () => fail(new ServiceError('PAYLOAD_TOO_LARGE', tooLarge, wanted)));
      stream.on('end', () => {
        if (length > 0 || info.filename) file = { bytes: buffer.subarray(0, length), name: info.filename ?? '' };
      });
    });
    parser.on('error', () => fail(unreadable()));
    parser.on('close', () => {
      if (!failed) resolve({ fields, file });
    });
    if (!request.body) {
      fail(unreadable());
      return;
    }
    const body = Readable.fromWeb(request.body as import('node:stream/web').ReadableStream<Uint8Array>);
    body.on('error', () => fail(unreadable()));
    body.pipe(parser);
  });
}

/** A body whose one file field is required: the file, or 400 with `missing` naming the field. */
export async function readFileField(request: Request, options: MultipartOptions & { missing: string }): Promise<MultipartFile> {
  const { file } = await readMultipart(request, options);
  if (!file) throw badInput(options.missing, options.field);
  return file;
}
