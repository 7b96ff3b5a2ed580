import type { Db } from '../../platform/db/client';
import { accountRepository } from './account.repository';
import { hashPassword } from '../auth/auth.module';
import type { LegalService } from '../legal/legal.module';
import { type UsersRepository, handleBase } from '../users/users.module';

/**
 * Demo accounts (listed in the README): emails and phones verified, profiles complete, current terms
 * accepted. The administrator and the host sign in with their password alone; the guest gets the
 * emailed sign-in code, so that flow can be shown. Inserted when missing, never rewritten.
 */
export const DEMO_ACCOUNTS = [
  {
    email: 'admin@repclub.example',
    password: 'Admin123!',
    firstName: 'Avery',
    lastName: 'Admin',
    gender: 'Other',
    dateOfBirth: '1985-04-12',
    phoneNumber: '+12135550101',
    role: 'ADMIN',
    tier: 'VERIFIED',
    skipMultiFactorAuthentication: true,
  },
  {
    email: 'host@repclub.example',
    password: 'Host1234!',
    firstName: 'Harper',
    lastName: 'Host',
    gender: 'Female',
    dateOfBirth: '1992-08-23',
    phoneNumber: '+12135550102',
    role: 'USER',
    tier: 'VERIFIED',
    skipMultiFactorAuthentication: true,
  },
  {
    email: 'guest@repclub.example',
    password: 'Guest123!',
    firstName: 'Gabriel',
    lastName: 'Guest',
    gender: 'Male',
    dateOfBirth: '1998-02-03',
    phoneNumber: '+12135550103',
    role: 'USER',
    tier: 'UNVERIFIED',
    skipMultiFactorAuthentication: false,
  },
] as const;

export async function seedDemoAccounts(
  db: Db,
  { users, legal }: { users: UsersRepository; legal: LegalService },
): Promise<void> {
  const accounts = accountRepository(db);
  const termsVersion = await legal.currentVersion();
  const now = new Date();
  for (const demo of DEMO_ACCOUNTS) {
    if (await users.byEmail(demo.email)) continue;
    const { password, ...fields } = demo;
    await accounts.insertIfMissing({
      ...fields,
      // A handle, never the e-mail (decision 040): harperhost, averyadmin, gabrielguest.
      userName: handleBase(`${demo.firstName} ${demo.lastName}`),
      name: `${demo.firstName} ${demo.lastName}`,
      passwordHash: await hashPassword(password),
      emailVerifiedAt: now,
      phoneVerifiedAt: now,
      acceptedTermsVersion: termsVersion,
      createdAt: now,
      updatedAt: now,
    });
  }
}
