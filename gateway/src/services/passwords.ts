// Password hashing: argon2id with the library's recommended parameters, stored as a PHC string.
import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id is a const enum (2); isolatedModules forbids importing const enums, so it is spelt out.
const ARGON2ID = 2;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verifying against this keeps the time of a refused login the same whether or not the username exists.
let dummyHash: Promise<string> | undefined;
export async function burnVerifyTime(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing');
  await verifyPassword(await dummyHash, password);
}
