import { createBrowserRouter, type RouteObject } from 'react-router';
import { loadPageTexts } from '../lib/i18n';
import { PageLoader } from '../lib/ui/PageLoader';
import { HomeRedirect, RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { NotFoundPage } from './routes/not-found';

/** Each page and each role area is its own lazy chunk. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: () => <PageLoader minHeight="100vh" />,
    children: [
      { index: true, Component: HomeRedirect },
      { path: 'login', lazy: async () => ({ Component: (await import('./routes/auth/login')).LoginPage }) },
      { path: 'register', lazy: async () => ({ Component: (await import('./routes/auth/register')).RegisterPage }) },
      {
        path: 'register/clinic',
        lazy: async () => ({ Component: (await import('./routes/auth/register-clinic')).RegisterClinicPage }),
      },
      {
        path: 'forgot-password',
        lazy: async () => ({ Component: (await import('./routes/auth/forgot-password')).ForgotPasswordPage }),
      },
      {
        path: 'reset-password',
        lazy: async () => ({ Component: (await import('./routes/auth/reset-password')).ResetPasswordPage }),
      },
      {
        path: 'accept-invitation',
        lazy: async () => ({ Component: (await import('./routes/auth/accept-invitation')).AcceptInvitationPage }),
      },
      {
        path: 'confirm-email',
        lazy: async () => ({ Component: (await import('./routes/auth/confirm-email')).ConfirmEmailPage }),
      },
      {
        path: 'auth/callback',
        lazy: async () => ({ Component: (await import('./routes/auth/auth-callback')).AuthCallbackPage }),
      },
      { path: 'terms', lazy: async () => ({ Component: (await import('./routes/legal/legal')).TermsPage }) },
      { path: 'privacy', lazy: async () => ({ Component: (await import('./routes/legal/legal')).PrivacyPage }) },
      { path: 'help', lazy: async () => ({ Component: (await import('./routes/help')).HelpPage }) },
      {
        path: 'administration/login',
        lazy: async () => ({ Component: (await import('./routes/auth/admin-login')).AdminLoginPage }),
      },
      { path: 'administration/*', lazy: async () => ({ Component: (await import('./routes/admin')).AdminArea }) },
      { path: 'clinic/*', lazy: async () => ({ Component: (await import('./routes/front/clinic')).ClinicArea }) },
      { path: 'employee/*', lazy: async () => ({ Component: (await import('./routes/front/employee')).EmployeeArea }) },
      { path: 'patient/*', lazy: async () => ({ Component: (await import('./routes/front/patient')).PatientArea }) },
      { path: 'frontuser/*', lazy: async () => ({ Component: (await import('./routes/front/frontuser')).FrontuserArea }) },
      { path: '*', Component: NotFoundPage },
    ],
  },
];

/** Pages that show the shell's texts only (lib/locales/shell-texts.ts): they render without the others. */
const SHELL_TEXT_PAGES = new Set(['login', 'administration/login']);

/**
 * Every lazy page but SHELL_TEXT_PAGES loads the texts beyond the shell's (once, beside its own chunk)
 * before it renders.
 */
export function withPageTexts(list: RouteObject[]): RouteObject[] {
  return list.map((route) => {
    const children = route.children ? withPageTexts(route.children) : undefined;
    const lazy = route.lazy;
    if (typeof lazy !== 'function' || SHELL_TEXT_PAGES.has(route.path ?? '')) return { ...route, children } as RouteObject;
    return {
      ...route,
      children,
      lazy: async () => (await Promise.all([lazy(), loadPageTexts()]))[0],
    } as RouteObject;
  });
}

export function createRouter() {
  return createBrowserRouter(withPageTexts(routes));
}
