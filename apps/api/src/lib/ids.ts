import { randomUUID } from 'node:crypto';

/** Ids for user-owned rows: random, so they reveal nothing and cannot be guessed or enumerated. */
export const newId = (): string => randomUUID();
