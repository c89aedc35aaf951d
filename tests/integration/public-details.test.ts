import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleValues } from '../support/contentSamples';
import { buildUser, type BuiltUser } from '../support/factories';
import { gql } from '../support/graphql';
import { startTestServer, type TestServer } from '../support/server';

// The public site's rows of the spec that only the server decides (spec public §9).

let server: TestServer;
let editor: BuiltUser;
beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
  editor = await buildUser(server, { roles: ['contentEditor'] });
});
afterAll(async () => {
  await server?.stop();
});

const CREATE = `mutation($type: ContentType!, $values: ContentValues!, $published: Boolean) {
  contentAdminCreate(type: $type, values: $values, published: $published) { id values }
}`;
const UPDATE = `mutation($type: ContentType!, $id: ID!, $values: ContentValues!) {
  contentAdminUpdate(type: $type, id: $id, values: $values) { id }
}`;
const SPONSORS = '{ sponsorList { count rows { name { en ar } } } }';

type Created = { contentAdminCreate: { id: string; values: Record<string, unknown> } };
type Sponsors = { sponsorList: { count: number; rows: Array<{ name: { en: string; ar: string } }> } };

describe('sponsors', () => {
  it('are listed in the order they were created, oldest first, whatever their names or later edits', async () => {
    // Neither alphabetical nor newest first: Cairo, then Alexandria, then Benha.
    const names = [
      { en: 'Cairo Water Co', ar: 'شركة مياه القاهرة' },
      { en: 'Alexandria Pumps', ar: 'مضخات الإسكندرية' },
      { en: 'Benha Filters', ar: 'فلاتر بنها' },
    ];
    const ids: string[] = [];
    for (const [n, name] of names.entries()) {
      const created = await gql<Created>(
        server.url,
        CREATE,
        { type: 'sponsor', values: { ...sampleValues('sponsor', n), name }, published: true },
        { token: editor.token },
      );
      expect(created.errors).toBeUndefined();
      ids.push(created.data?.contentAdminCreate.id as string);
    }
    // An edit to the oldest moves its update time, not its place.
    const edited = await gql(
      server.url,
      UPDATE,
      { type: 'sponsor', id: ids[0], values: { ...sampleValues('sponsor', 0), name: { ...names[0], en: 'Cairo Water Company' } } },
      { token: editor.token },
    );
    expect(edited.errors).toBeUndefined();

    const listed = await gql<Sponsors>(server.url, SPONSORS);
    expect(listed.errors).toBeUndefined();
    expect(listed.data?.sponsorList.count).toBe(3);
    expect(listed.data?.sponsorList.rows.map((row) => row.name.en)).toEqual(['Cairo Water Company', 'Alexandria Pumps', 'Benha Filters']);
    const created = await server.database.db.selectFrom('content_sponsors').select(['id', 'created_at']).orderBy('id').execute();
    expect(created.map((row) => String(row.id))).toEqual(ids);
    expect([...created.map((row) => row.created_at)].sort()).toEqual(created.map((row) => row.created_at));
  });
});
