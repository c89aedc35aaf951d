import { randomUUID } from 'node:crypto';
import type { SeedDeps } from '../../db/seeding';
import type { MemberRelation } from '../../db/tables/members';

/** Demo memberships (README): nobody has an account yet; each registers through the modal. */
export const DEMO_MEMBERSHIPS: Array<{ memberId: string; people: Array<{ en: string; ar: string; relation: MemberRelation }> }> = [
  {
    memberId: '1001',
    people: [
      { en: 'Ahmed Hassan', ar: 'أحمد حسن', relation: 'member' },
      { en: 'Mona Adel', ar: 'منى عادل', relation: 'spouse' },
      { en: 'Omar Ahmed', ar: 'عمر أحمد', relation: 'child' },
    ],
  },
  {
    memberId: '1002',
    people: [
      { en: 'Youssef Kamal', ar: 'يوسف كمال', relation: 'member' },
      { en: 'Salma Youssef', ar: 'سلمى يوسف', relation: 'child' },
    ],
  },
  { memberId: '1003', people: [{ en: 'Nadia Fawzy', ar: 'نادية فوزي', relation: 'member' }] },
];

export async function seedMembers({ db }: SeedDeps): Promise<void> {
  const now = new Date().toISOString();
  const rows = DEMO_MEMBERSHIPS.flatMap((m) =>
    m.people.map((p, position) => ({
      id: randomUUID(),
      member_id: m.memberId,
      position,
      name_en: p.en,
      name_ar: p.ar,
      relation: p.relation,
      user_id: null,
      created_at: now,
      updated_at: now,
    })),
  );
  await db.insertInto('member_identities').values(rows).execute();
}
