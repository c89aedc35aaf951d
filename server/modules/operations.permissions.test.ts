import { describe, expect, it } from 'vitest';
import { parse, type ObjectTypeExtensionNode } from 'graphql';
import { isPermission } from '../../shared/permissions';
import { complaintsModule } from './complaints/schema';
import { offersModule } from './offers/schema';
import { settingsModule } from './settings/schema';

// Every operation of the operations modules declares who may call it, and
// only those declared 'public' are reachable without signing in.
describe.each([settingsModule, complaintsModule, offersModule])('$name module permissions', (module) => {
  const operations = parse(module.typeDefs)
    .definitions.filter((d): d is ObjectTypeExtensionNode => d.kind === 'ObjectTypeExtension' && (d.name.value === 'Query' || d.name.value === 'Mutation'))
    .flatMap((d) => (d.fields ?? []).map((f) => `${d.name.value}.${f.name.value}`));

  it('declares an access rule for every operation, and nothing else', () => {
    expect(Object.keys(module.permissions ?? {}).sort()).toEqual([...operations].sort());
  });

  it('names real permissions', () => {
    for (const access of Object.values(module.permissions ?? {})) expect(access === 'public' || access === 'signedIn' || isPermission(access)).toBe(true);
  });
});

describe('public operations', () => {
  it('are only appSettings and complaintCreate', () => {
    const open = [settingsModule, complaintsModule, offersModule].flatMap((m) => Object.entries(m.permissions ?? {}).filter(([, a]) => a === 'public').map(([op]) => op));
    expect(open.sort()).toEqual(['Mutation.complaintCreate', 'Query.appSettings']);
  });
});
