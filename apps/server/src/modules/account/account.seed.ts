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

/**
 * The people around the demo host's events (the co-host, attendees, invitees): accounts without a password
 * (nobody signs in as them), so the attendee, team, guest and invite pages have someone to show.
 */
export const DEMO_PEOPLE = [
  {
    email: 'casey@repclub.example',
    firstName: 'Casey',
    lastName: 'Cohost',
    gender: 'Female',
    dateOfBirth: '1990-05-14',
  },
  {
    email: 'riley@repclub.example',
    firstName: 'Riley',
    lastName: 'Rivera',
    gender: 'Female',
    dateOfBirth: '1995-03-02',
  },
  {
    email: 'morgan@repclub.example',
    firstName: 'Morgan',
    lastName: 'Lee',
    gender: 'Male',
    dateOfBirth: '1993-11-19',
  },
  {
    email: 'jamie@repclub.example',
    firstName: 'Jamie',
    lastName: 'Chen',
    gender: 'Other',
    dateOfBirth: '1997-07-07',
  },
  {
    email: 'taylor@repclub.example',
    firstName: 'Taylor',
    lastName: 'Brooks',
    gender: 'Female',
    dateOfBirth: '1988-01-28',
  },
  {
    email: 'sam@repclub.example',
    firstName: 'Sam',
    lastName: 'Patel',
    gender: 'Male',
    dateOfBirth: '1999-09-09',
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
  for (const [index, person] of DEMO_PEOPLE.entries()) {
    if (await users.byEmail(person.email)) continue;
    await accounts.insertIfMissing({
      ...person,
      userName: handleBase(`${person.firstName} ${person.lastName}`),
      name: `${person.firstName} ${person.lastName}`,
      phoneNumber: `+1213555020${index}`,
      role: 'USER',
      tier: 'UNVERIFIED',
      emailVerifiedAt: now,
      phoneVerifiedAt: now,
      acceptedTermsVersion: termsVersion,
      createdAt: now,
      updatedAt: now,
    });
  }
}
