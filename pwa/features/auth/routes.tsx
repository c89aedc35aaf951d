import type { RouteObject } from 'react-router-dom';
import { lazyComponent, withTimeout } from '../../app/lazyRoute';
import { RouteError } from '../../app/RouteError';
import { guarded, OnlySignedOut, RequireSignedIn } from './guards';

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

const iamPage = (name: 'UserViewPage' | 'UserEditPage' | 'UserActivityPage') => lazyComponent(() => import('../iam/UserPages'), name);

/** Children of /:lang/admin that identity builds. */
export const identityAdminRoutes: RouteObject[] = [
  guarded({ op: 'iamListUsers' }, { path: 'iam', lazy: lazyComponent(() => import('../iam/UserListPage'), 'UserListPage') }),
  guarded(
    { op: 'iamListUsers' },
    {
      path: 'iam/administrators',
      lazy: async () => {
        const { UserListPage } = await withTimeout(import('../iam/UserListPage'));
        return { element: <UserListPage key="admins" scope="admins" /> };
      },
    },
  ),
  guarded(
    { op: 'iamListUsers' },
    {
      path: 'iam/clients',
      lazy: async () => {
        const { UserListPage } = await withTimeout(import('../iam/UserListPage'));
        return { element: <UserListPage key="clients" scope="clients" /> };
      },
    },
  ),
  guarded({ op: 'iamCreate' }, { path: 'iam/new', lazy: lazyComponent(() => import('../iam/UserNewPage'), 'UserNewPage') }),
  guarded({ op: 'iamImport' }, { path: 'iam/import', lazy: lazyComponent(() => import('../iam/UserImportPage'), 'UserImportPage') }),
  guarded({ op: 'iamEdit' }, { path: 'iam/:id/edit', lazy: iamPage('UserEditPage') }),
  guarded({ op: ['iamFind', 'auditLogList'] }, { path: 'iam/:id/activity', lazy: iamPage('UserActivityPage') }),
  guarded({ op: 'iamFind' }, { path: 'iam/:id', lazy: iamPage('UserViewPage') }),
  guarded({ op: 'auditLogList' }, { path: 'audit-logs', lazy: lazyComponent(() => import('../audit/AuditLogPage'), 'AuditLogPage') }),
  { path: 'profile', lazy: lazyComponent(() => import('./ProfilePage'), 'ProfilePage') },
  { path: 'profile/edit', lazy: lazyComponent(() => import('./ProfilePage'), 'ProfileEditPage') },
];
