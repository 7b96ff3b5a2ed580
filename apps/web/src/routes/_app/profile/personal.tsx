import { createFileRoute } from '@tanstack/react-router';
import { PersonalPage } from '@/features/users/personal-page';

/** /profile/personal: gender, date of birth, email, phone number (accounts §2.1, §2.4). */
export const Route = createFileRoute('/_app/profile/personal')({
  component: PersonalPage,
});
