import type { RouteObject } from 'react-router-dom';
import { lazyComponent, withTimeout } from '../ui/lazyRoute';
import { RouteError } from './RouteError';
import { guarded, OnlySignedOut, RequireSignedIn } from '../session/guards';

// Identity routes, kept here so the app router only lists them.

const memberDetails = (complete: boolean) => async () => {
  const { MemberDetailsPage } = await withTimeout(import('../features/auth/MemberDetailsPage'));
  return { element: <MemberDetailsPage complete={complete} /> };
};

/** Children of /:lang: the auth screens (spec §2, public-site §5 guards). */
export const authRoutes: RouteObject[] = [
  {
    lazy: lazyComponent(() => import('./layouts/AuthLayout'), 'AuthLayout'),
    errorElement: <RouteError />,
    children: [
      {
        element: <OnlySignedOut />,
        children: [
          { path: 'auth', lazy: lazyComponent(() => import('../features/auth/AuthSplashPage'), 'AuthSplashPage') },
          { path: 'auth/signin', lazy: lazyComponent(() => import('../features/auth/SignInPage'), 'SignInPage') },
          // The spec's older sign-in path.
          { path: 'auth2', lazy: lazyComponent(() => import('../features/auth/SignInPage'), 'SignInPage') },
          { path: 'signup', lazy: lazyComponent(() => import('../features/auth/SignUpPage'), 'SignUpPage') },
          { path: 'auth/signup', lazy: lazyComponent(() => import('../features/auth/SignUpPage'), 'SignUpPage') },
          { path: 'auth/forgot-password', lazy: lazyComponent(() => import('../features/auth/ForgotPasswordPage'), 'ForgotPasswordPage') },
        ],
      },
      // Mailed links work whether or not someone is signed in on this browser.
      { path: 'auth/password-reset', lazy: lazyComponent(() => import('../features/auth/PasswordResetPage'), 'PasswordResetPage') },
      { path: 'auth/signin-link', lazy: lazyComponent(() => import('../features/auth/SignInLinkPage'), 'SignInLinkPage') },
      { path: 'auth/verify-email', lazy: lazyComponent(() => import('../features/auth/VerifyEmailPage'), 'VerifyEmailPage') },
      {
        element: <RequireSignedIn />,
        children: [
          {
            path: 'auth/pending-permissions',
            lazy: lazyComponent(() => import('../features/auth/PendingPermissionsPage'), 'PendingPermissionsPage'),
          },
          {
            path: 'auth/email-unverified',
            lazy: lazyComponent(() => import('../features/auth/EmailUnverifiedPage'), 'EmailUnverifiedPage'),
          },
          { path: 'auth/update-account-roles', lazy: memberDetails(true) },
          { path: 'auth/edit-profile', lazy: memberDetails(false) },
        ],
      },
    ],
  },
];

const iamPage = (name: 'UserViewPage' | 'UserEditPage' | 'UserActivityPage') =>
  lazyComponent(() => import('../features/iam/UserPages'), name);

/** Children of /:lang/admin that identity builds. */
export const identityAdminRoutes: RouteObject[] = [
  guarded({ op: 'iamListUsers' }, { path: 'iam', lazy: lazyComponent(() => import('../features/iam/UserListPage'), 'UserListPage') }),
  guarded(
    { op: 'iamListUsers' },
    {
      path: 'iam/administrators',
      lazy: async () => {
        const { UserListPage } = await withTimeout(import('../features/iam/UserListPage'));
        return { element: <UserListPage key="admins" scope="admins" /> };
      },
    },
  ),
  guarded(
    { op: 'iamListUsers' },
    {
      path: 'iam/clients',
      lazy: async () => {
        const { UserListPage } = await withTimeout(import('../features/iam/UserListPage'));
        return { element: <UserListPage key="clients" scope="clients" /> };
      },
    },
  ),
  guarded({ op: 'iamCreate' }, { path: 'iam/new', lazy: lazyComponent(() => import('../features/iam/UserNewPage'), 'UserNewPage') }),
  guarded(
    { op: 'iamImport' },
    { path: 'iam/import', lazy: lazyComponent(() => import('../features/iam/UserImportPage'), 'UserImportPage') },
  ),
  guarded({ op: 'iamEdit' }, { path: 'iam/:id/edit', lazy: iamPage('UserEditPage') }),
  guarded({ op: ['iamFind', 'auditLogList'] }, { path: 'iam/:id/activity', lazy: iamPage('UserActivityPage') }),
  guarded({ op: 'iamFind' }, { path: 'iam/:id', lazy: iamPage('UserViewPage') }),
  guarded(
    { op: 'auditLogList' },
    { path: 'audit-logs', lazy: lazyComponent(() => import('../features/audit/AuditLogPage'), 'AuditLogPage') },
  ),
  { path: 'profile', lazy: lazyComponent(() => import('../features/auth/ProfilePage'), 'ProfilePage') },
  { path: 'profile/edit', lazy: lazyComponent(() => import('../features/auth/ProfilePage'), 'ProfileEditPage') },
];
