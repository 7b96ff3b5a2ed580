import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/app/pages/home-page';

/** /home: the signed-in start page (accounts §2.1). */
export const Route = createFileRoute('/_app/home')({
  component: HomePage,
});
