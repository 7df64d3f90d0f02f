import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { registerRoutes } from '@/lib/route-registry';
import { Layout } from './shell/layout';
import { RouteError } from './shell/route-error';
import { SessionGuard } from './shell/session-guard';

/**
 * The route table (spec 000 §2): one shell for every route; inside it the session guard wraps
 * every route except those the spec leaves unwrapped (DECISIONS.md "The guard"). Every page is
 * a lazy module exporting `Component`; paths keep the live site's spellings (config/paths.ts).
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            element: <SessionGuard />,
            children: [
              { index: true, lazy: () => import('./routes/home') },
              { path: 'impressum', lazy: () => import('./routes/impressum') },
              { path: 'datenschutz', lazy: () => import('./routes/datenschutz') },
              { path: 'Nutzungsbedingungen', lazy: () => import('./routes/nutzungsbedingungen') },
              { path: 'barrierfreiheit', lazy: () => import('./routes/barrierefreiheit') },
              { path: 'worksheets', lazy: () => import('./routes/worksheets') },
              { path: 'success-registration', lazy: () => import('./routes/success-registration') },
              { path: 'something-went-wrong', lazy: () => import('./routes/something-went-wrong') },
            ],
          },
          // Outside the guard, as the spec leaves them (spec 000 §2 "Route guard").
          { path: 'account', lazy: () => import('./routes/account') },
          { path: 'login', lazy: () => import('./routes/login') },
          { path: 'register', lazy: () => import('./routes/register') },
          { path: 'forgot-password', lazy: () => import('./routes/forgot-password') },
          { path: 'reset-password/:token', lazy: () => import('./routes/reset-password') },
          { path: 'reregestration-fail', lazy: () => import('./routes/reregestration-fail') },
          { path: 'success-reregistration', lazy: () => import('./routes/success-reregistration') },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
];

registerRoutes(routes);

export function createAppRouter() {
  return createBrowserRouter(routes);
}
