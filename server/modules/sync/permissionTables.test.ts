import { describe, expect, it } from 'vitest';
import { isPermission } from '../../../shared/permissions';
import { catalogModule } from '../catalog/schema';
import { geoModule } from '../geo/schema';
import { itemsModule } from '../items/schema';
import { sellersModule } from '../sellers/schema';
import { syncModule } from './schema';

// The matrix-walk test elsewhere drives every operation from these tables: each
// resolver of the items area must be listed, and nothing listed may be missing.
describe('operation → permission tables of the items area', () => {
  for (const module of [catalogModule, geoModule, sellersModule, itemsModule, syncModule]) {
    it(`${module.name} lists every operation with a known requirement`, () => {
      const resolvers = module.resolvers as Record<string, Record<string, unknown>>;
      const operations = ['Query', 'Mutation'].flatMap((type) => Object.keys(resolvers[type] ?? {}).map((field) => `${type}.${field}`));
      expect(Object.keys(module.permissions ?? {}).sort()).toEqual(operations.sort());
      for (const value of Object.values(module.permissions ?? {})) {
        const list = Array.isArray(value) ? value : [value];
        expect(list.length > 0 && list.every((v) => v === 'public' || v === 'signedIn' || isPermission(v))).toBe(true);
      }
    });
  }
});
