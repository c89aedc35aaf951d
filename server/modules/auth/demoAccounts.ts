// Demo accounts exist only in demo data (SEED_DEMO); their password is
// DEMO_PASSWORD, never a literal in the repository.
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
    firstName: 'Omar',
    lastName: 'Owner',
    roles: ['owner'],
    userType: 'admin',
    description: 'owner: everything, settings included',
  },
  {
    email: 'admin@demo.test',
    firstName: 'Amal',
    lastName: 'Admin',
    roles: ['admin'],
    userType: 'admin',
    description: 'admin: full access except settings',
  },
  {
    email: 'editor@demo.test',
    firstName: 'Essam',
    lastName: 'Editor',
    roles: ['editor'],
    userType: 'admin',
    description: 'editor: edits everything',
  },
  {
    email: 'viewer@demo.test',
    firstName: 'Vera',
    lastName: 'Viewer',
    roles: ['viewer'],
    userType: 'admin',
    description: 'viewer: reads everything',
  },
  {
    email: 'seller@demo.test',
    firstName: 'Samir',
    lastName: 'Seller',
    roles: ['activationEditor', 'exportEditor'],
    userType: 'seller',
    description: 'branch seller (Smouha branch)',
  },
  {
    email: 'distributor@demo.test',
    firstName: 'Dina',
    lastName: 'Distributor',
    roles: ['activationEditor'],
    userType: 'seller',
    description: 'distributor (Alexandria)',
  },
];
