import type { Catalog } from '../catalog/catalog.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { FileStorage } from './storage.ts';

/** What every signed-in feature's routes receive from buildApp. */
export interface FeatureDeps {
  catalog: Catalog;
  database: DatabaseHandle;
  storage: FileStorage;
}
