import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * argon2id with the OWASP-recommended minimum (19 MiB, 2 iterations, 1 lane). Parameters live in
 * each hash, so raising them later only affects new hashes.
 */
/** `algorithm: 2` is Algorithm.Argon2id (a const enum, which isolated modules cannot import). */
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a random password, verified against when the email is unknown so that a wrong
 * email takes as long as a wrong password (no timing hint about which accounts exist).
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(`decoy-${randomBytes(24).toString('base64url')}`);
  return decoyHash;
}

/** The zxcvbn common-password list (~49,000 passwords from public breach corpora), built once. */
let common: Set<string> | undefined;
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return common.has(password.toLowerCase());
}

/** Field message for a password that passes the length rules but is still a poor choice. */
export function weakPasswordReason(password: string, context: { email: string; name: string }): string | null {
  if (isCommonPassword(password)) return /*i18n*/ 'This password is too common; choose one that is harder to guess';
  const lowered = password.toLowerCase();
  if (lowered === context.email.toLowerCase() || lowered === context.email.split('@')[0]?.toLowerCase()) {
    return /*i18n*/ 'Do not use your email address as your password';
  }
  if (new Set(password).size < 4) return /*i18n*/ 'Use a password with more different characters';
  return null;
}
