import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { createQueryClient } from '@/app/query-client';
import { i18n } from '@/i18n/i18n';

/** Renders a route table at `path` inside the app's providers, as the real app does. */
export function renderRoutes(routes: RouteObject[], path = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  // No retries in tests; the app's network mode (offline, calls run and fail with the offline message; reconnecting fetches again).
  const { networkMode, refetchOnReconnect } = defaults.queries ?? {};
  queryClient.setDefaultOptions({ queries: { retry: false, networkMode, refetchOnReconnect }, mutations: defaults.mutations });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, router, queryClient };
}

/** Renders one element inside the providers and a router (for components using links). */
export function renderWithProviders(ui: ReactElement, path = '/') {
  return renderRoutes([{ path: '*', element: ui }], path);
}
