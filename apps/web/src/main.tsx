import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installChunkReloadHandler } from '@/lib/chunk-reload';
import { createQueryClient } from '@/lib/query-client';
import { createAppRouter } from '@/router';

// A route chunk that fails to load (an old tab after a deploy) reloads the page once.
installChunkReloadHandler();

const queryClient = createQueryClient();
const router = createAppRouter({ queryClient });

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Missing #root element in index.html');

createRoot(rootElement).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
