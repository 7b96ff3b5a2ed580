import { MantineProvider } from '@mantine/core';
import { ROUTES, TOAST_DURATION_MS, TOAST_POSITION } from '@repclub/shared';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRootRouteWithContext, Navigate, Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ModalsHost } from '@/ui/modals-host';
import { RootErrorView } from '@/ui/root-error-view';
import { cssVariablesResolver, theme } from '@/ui/theme';
import { ToastHost } from '@/ui/toast-host';

export type RouterContext = {
  queryClient: QueryClient;
};

function AppProviders({ children }: { children: ReactNode }) {
  const queryClient = Route.useRouteContext({ select: (context) => context.queryClient });
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <ToastHost position={TOAST_POSITION} autoClose={TOAST_DURATION_MS} />
      <QueryClientProvider client={queryClient}>
        {children}
        <ModalsHost />
      </QueryClientProvider>
    </MantineProvider>
  );
}

function RootComponent() {
  return (
    <AppProviders>
      <Outlet />
    </AppProviders>
  );
}

/** The root error component replaces the root component, so it brings its own providers. */
function RootErrorComponent({ error }: { error: unknown }) {
  return (
    <AppProviders>
      <RootErrorView error={error} />
    </AppProviders>
  );
}

/** Anything else shows the not-found page at /404 (accounts spec §2.1). */
function NotFoundRedirect() {
  return <Navigate to={ROUTES.notFound} replace />;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootComponent,
  errorComponent: RootErrorComponent,
  notFoundComponent: NotFoundRedirect,
});
