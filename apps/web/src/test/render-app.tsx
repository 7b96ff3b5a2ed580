import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createQueryClient } from '@/lib/query-client';
import { createAppRouter } from '@/router';

/** Renders the whole app (real route tree, providers, fresh query client) at `path`. */
export function renderApp(path: string) {
  const history = createMemoryHistory({ initialEntries: [path] });
  const queryClient = createQueryClient();
  const router = createAppRouter({ queryClient, history });
  const user = userEvent.setup();
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, history, queryClient, user };
}
