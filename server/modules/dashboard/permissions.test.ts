import { parse, type ObjectTypeExtensionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { isPermission } from '../../../shared/permissions';
import { dashboardModule } from './schema';

// Every dashboard operation declares who may call it; none is public.
describe('dashboard module permissions', () => {
  const operations = parse(dashboardModule.typeDefs)
    .definitions.filter((d): d is ObjectTypeExtensionNode => d.kind === 'ObjectTypeExtension' && d.name.value === 'Query')
    .flatMap((d) => (d.fields ?? []).map((f) => `Query.${f.name.value}`));

  it('declares an access rule for every operation, each a list of item-read permissions', () => {
    expect(Object.keys(dashboardModule.permissions ?? {}).sort()).toEqual([...operations].sort());
    for (const access of Object.values(dashboardModule.permissions ?? {})) {
      expect(Array.isArray(access)).toBe(true);
      for (const p of access as string[]) expect(isPermission(p) && p.endsWith('Read')).toBe(true);
    }
  });
});
