import { join } from 'node:path';

/** One zone of import-x/no-restricted-paths. */
export interface Zone {
  target: string | string[];
  from: string | string[];
  except?: string[];
  message: string;
}

/**
 * The zones that enforce apps/api/src/feature-layers.ts (paths absolute, so the glob forms work):
 * - a feature's code imports no feature of its own or a higher layer, except that feature's stores;
 * - a store imports no feature code but the stores of its own feature;
 * - read models import no feature code.
 * `features` are the folders found on disk: one missing from the layers is reported by
 * missingFromLayers (eslint.config.js fails on it).
 */
export function featureZones(apiRoot: string, layers: readonly (readonly string[])[]): Zone[] {
  const featuresDir = join(apiRoot, 'src/features');
  const feature = (name: string) => join(featuresDir, name);
  const zones: Zone[] = [];
  layers.forEach((layer, index) => {
    const notBelow = layers.slice(index).flat();
    for (const name of layer) {
      for (const other of notBelow) {
        if (other === name) continue;
        zones.push({
          target: feature(name),
          from: join(feature(other), '**'),
          except: [join(feature(other), '*.store.ts')],
          message: `features/${name} sits below or beside features/${other} (apps/api/src/feature-layers.ts): call its store, or move what both need to lib/ or a lower feature.`,
        });
      }
    }
  });
  for (const name of layers.flat()) {
    zones.push({
      target: join(feature(name), '*.store.ts'),
      from: join(featuresDir, '**'),
      except: [join(feature(name), '*.store.ts')],
      message: 'A store imports no feature code (only lib/, db/, the contract and its own feature’s stores): it sits below every feature.',
    });
  }
  zones.push({
    target: join(apiRoot, 'src/read-models'),
    from: join(featuresDir, '**'),
    message: 'Read models import no feature code: they sit below every feature.',
  });
  return zones;
}

/** Feature folders on disk that apps/api/src/feature-layers.ts does not place. */
export function missingFromLayers(folders: readonly string[], layers: readonly (readonly string[])[]): string[] {
  const placed = new Set(layers.flat());
  return folders.filter((folder) => !placed.has(folder));
}
