// The key that signs and checks the gateway's tokens (staff access tokens and learners' session cookies).
import { webcrypto } from 'node:crypto';
import type { AuthSettings } from './context.js';

const keys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();

/**
 * JWT_SECRET as an HMAC-SHA-256 CryptoKey, imported once per secret. jose works with Web Crypto keys: given the bytes
 * or a KeyObject, it imports them again on every sign and verify (about a third of a token check's time).
 */
export function tokenKey(auth: AuthSettings): Promise<webcrypto.CryptoKey> {
  let key = keys.get(auth.jwtSecret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', auth.jwtSecret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(auth.jwtSecret, key);
  }
  return key;
}
