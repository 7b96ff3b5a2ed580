import { DEFAULT_DISPLAY_NAME } from '@repclub/shared';

export type PersonNameLike = { name?: string | null; userName?: string | null };

/** A person's name as lists show it: the name, else the username, else the default display name. */
export const personName = (person: PersonNameLike | null | undefined) =>
  person?.name || person?.userName || DEFAULT_DISPLAY_NAME;
