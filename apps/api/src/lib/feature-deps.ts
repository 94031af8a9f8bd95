import type { Catalog } from '../catalog/catalog.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { FileStorage } from './storage.ts';

/** What every signed-in feature's routes receive from buildApp. */
export interface FeatureDeps {
  catalog: Catalog;
  database: DatabaseHandle;
  storage: FileStorage;
  /** Signing secret and public address for links that leave the app (calendar feed, emails). */
  links: LinkConfig;
}

export interface LinkConfig {
  /** HMAC secret of feed and unsubscribe tokens (lib/signed-tokens.ts); never logged. */
  secret: string;
  /** Origin the student reaches the app at, without a trailing slash (https://campuspath.example). */
  publicUrl: string;
}
