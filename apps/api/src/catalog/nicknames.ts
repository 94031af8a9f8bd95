import file from '../../../../data/search/nicknames.json' with { type: 'json' };
import type { Nickname } from './school-names.ts';

/** The curated short names and nicknames (data/search/nicknames.json): search vocabulary only. */
export const NICKNAMES: readonly Nickname[] = file.entries;
export const NICKNAME_SOURCES: readonly string[] = file.sources;
