// Demo accounts exist only in demo data (SEED_DEMO); their password is
// DEMO_PASSWORD, never a literal in the repository. Staff of an Egyptian
// company: their names are written in Arabic, as they would write them.
export interface DemoAccount {
  email: string;
  firstName: string;
  lastName: string;
  roles: string[];
  userType: 'admin' | 'seller' | 'client';
  description: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'owner@demo.test',
    firstName: 'عمر',
    lastName: 'الشناوي',
    roles: ['owner'],
    userType: 'admin',
    description: 'owner: everything, settings included',
  },
  {
    email: 'admin@demo.test',
    firstName: 'أمل',
    lastName: 'رشدي',
    roles: ['admin'],
    userType: 'admin',
    description: 'admin: full access except settings',
  },
  {
    email: 'editor@demo.test',
    firstName: 'عصام',
    lastName: 'حلمي',
    roles: ['editor'],
    userType: 'admin',
    description: 'editor: edits everything',
  },
  {
    email: 'viewer@demo.test',
    firstName: 'فيروز',
    lastName: 'نبيل',
    roles: ['viewer'],
    userType: 'admin',
    description: 'viewer: reads everything',
  },
  {
    email: 'seller@demo.test',
    firstName: 'سمير',
    lastName: 'عبد الله',
    roles: ['activationEditor', 'exportEditor'],
    userType: 'seller',
    description: 'branch seller (Smouha branch)',
  },
  {
    email: 'distributor@demo.test',
    firstName: 'دينا',
    lastName: 'مراد',
    roles: ['activationEditor'],
    userType: 'seller',
    description: 'distributor (Alexandria)',
  },
];
