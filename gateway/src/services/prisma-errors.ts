// Maps the Prisma errors a service expects (a missing row, a duplicate key) to ServiceErrors.
import { Prisma } from '../generated/prisma/client.js';
import { ServiceError } from './errors.js';

export function isPrismaError(err: unknown, code: 'P2002' | 'P2003' | 'P2025' | 'P2034'): err is Prisma.PrismaClientKnownRequestError {
  return err instanceof Prisma.PrismaClientKnownRequestError && err.code === code;
}

/** Runs a write; a missing row becomes NOT_FOUND and a duplicate key CONFLICT, each with the caller's message. */
export async function mapWriteErrors<T>(write: () => Promise<T>, messages: { notFound: string; conflict?: (fields: string) => string }): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isPrismaError(err, 'P2025')) throw new ServiceError('NOT_FOUND', messages.notFound);
    if (isPrismaError(err, 'P2034')) throw new ServiceError('CONFLICT', 'Someone else changed this at the same moment. Please try again.');
    if (isPrismaError(err, 'P2002') && messages.conflict) {
      // PGlite's adapter names the fields; node-postgres names the index (e.g. "User_username_key"). Either will do.
      const constraint = (err.meta?.driverAdapterError as { cause?: { constraint?: { fields?: string[]; index?: string } } } | undefined)?.cause?.constraint;
      const target = (err.meta?.target ?? constraint?.fields ?? constraint?.index) as string[] | string | undefined;
      const fields = Array.isArray(target) ? target.join(', ') : String(target ?? '');
      throw new ServiceError('CONFLICT', messages.conflict(fields));
    }
    throw err;
  }
}
