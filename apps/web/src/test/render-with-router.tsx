import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '@/lib/query-client';
import { cssVariablesResolver, theme } from '@/ui/theme';

/**
 * Renders one component at `/` inside the app's providers and a small router whose other pages are
 * `extraPaths` (each shows its path), for components that navigate or check which pages exist.
 */
export function renderWithRouter(ui: ReactNode, { extraPaths = [] as string[] } = {}) {
  const queryClient = createQueryClient();
  const rootRoute = createRootRoute({
    component: () => (
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
        <QueryClientProvider client={queryClient}>
          <ModalsProvider>
            <Outlet />
          </ModalsProvider>
        </QueryClientProvider>
      </MantineProvider>
    ),
  });
  const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <>{ui}</> });
  const others = extraPaths.map((path) =>
    createRoute({ getParentRoute: () => rootRoute, path, component: () => <p>Page {path}</p> }),
  );
  const router = createRouter({
    routeTree: rootRoute.addChildren([indexRoute, ...others]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, queryClient };
}
