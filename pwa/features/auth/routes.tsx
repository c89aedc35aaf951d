import type { RouteObject } from 'react-router-dom';
import type { Permission } from '../../../shared/permissions';
import { lazyComponent, withTimeout } from '../../app/lazyRoute';
import { RouteError } from '../../app/RouteError';
import { OnlySignedOut, RequirePermission, RequireSignedIn } from './guards';

// Identity routes, kept here so the app router only lists them.

/** Children of /:lang: the auth screens (spec §2, public-site §5 guards). */
export const authRoutes: RouteObject[] = [
  {
    lazy: lazyComponent(() => import('../../app/layouts/AuthLayout'), 'AuthLayout'),
    errorElement: <RouteError />,
    children: [
      {
        element: <OnlySignedOut />,
        children: [
          { path: 'auth/signin', lazy: lazyComponent(() => import('./SignInPage'), 'SignInPage') },
          // The spec's older sign-in path.
          { path: 'auth2', lazy: lazyComponent(() => import('./SignInPage'), 'SignInPage') },
          { path: 'signup', lazy: lazyComponent(() => import('./SignUpPage'), 'SignUpPage') },
          { path: 'auth/signup', lazy: lazyComponent(() => import('./SignUpPage'), 'SignUpPage') },
          { path: 'auth/forgot-password', lazy: lazyComponent(() => import('./ForgotPasswordPage'), 'ForgotPasswordPage') },
        ],
      },
      // Mailed links work whether or not someone is signed in on this browser.
      { path: 'auth/password-reset', lazy: lazyComponent(() => import('./PasswordResetPage'), 'PasswordResetPage') },
      { path: 'auth/verify-email', lazy: lazyComponent(() => import('./VerifyEmailPage'), 'VerifyEmailPage') },
      {
        element: <RequireSignedIn />,
        children: [
          { path: 'auth/pending-permissions', lazy: lazyComponent(() => import('./PendingPermissionsPage'), 'PendingPermissionsPage') },
          { path: 'auth/email-unverified', lazy: lazyComponent(() => import('./EmailUnverifiedPage'), 'EmailUnverifiedPage') },
        ],
      },
    ],
  },
];

function guarded(permission: Permission, route: RouteObject): RouteObject {
  return { element: <RequirePermission permission={permission} />, children: [route] };
}

const iamPage = (name: 'UserViewPage' | 'UserEditPage' | 'UserActivityPage') => lazyComponent(() => import('../iam/UserPages'), name);

/** Children of /:lang/admin that identity builds. */
export const identityAdminRoutes: RouteObject[] = [
  guarded('iamRead', { path: 'iam', lazy: lazyComponent(() => import('../iam/UserListPage'), 'UserListPage') }),
  guarded('iamRead', {
    path: 'iam/administrators',
    lazy: async () => {
      const { UserListPage } = await withTimeout(import('../iam/UserListPage'));
      return { element: <UserListPage key="admins" scope="admins" /> };
    },
  }),
  guarded('iamRead', {
    path: 'iam/clients',
    lazy: async () => {
      const { UserListPage } = await withTimeout(import('../iam/UserListPage'));
      return { element: <UserListPage key="clients" scope="clients" /> };
    },
  }),
  guarded('iamCreate', { path: 'iam/new', lazy: lazyComponent(() => import('../iam/UserNewPage'), 'UserNewPage') }),
  guarded('iamImport', { path: 'iam/import', lazy: lazyComponent(() => import('../iam/UserImportPage'), 'UserImportPage') }),
  guarded('iamEdit', { path: 'iam/:id/edit', lazy: iamPage('UserEditPage') }),
  guarded('auditLogRead', { path: 'iam/:id/activity', lazy: iamPage('UserActivityPage') }),
  guarded('iamRead', { path: 'iam/:id', lazy: iamPage('UserViewPage') }),
  guarded('auditLogRead', { path: 'audit-logs', lazy: lazyComponent(() => import('../audit/AuditLogPage'), 'AuditLogPage') }),
  { path: 'profile', lazy: lazyComponent(() => import('./ProfilePage'), 'ProfilePage') },
  { path: 'profile/edit', lazy: lazyComponent(() => import('./ProfilePage'), 'ProfileEditPage') },
];

/** Menu paths these routes replace (no placeholder for them). */
export const IDENTITY_PATHS = new Set(['iam', 'iam/administrators', 'iam/clients', 'audit-logs', 'profile']);
