import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '@/features/users/settings-page';

/** /profile/settings: passkeys, password, email subscriptions, deactivation, deletion (accounts §2.1, §2.4). */
export const Route = createFileRoute('/_app/profile/settings')({
  component: SettingsPage,
});
