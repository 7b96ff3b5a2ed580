import {
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  CLUB_COLLABORATOR_ROLES,
  CLUB_LIMITS,
  CLUB_MESSAGES,
  CLUB_PATHS,
  CLUB_ROLE_DISPLAY_NAMES,
  CLUB_ROLES,
  clubInviteSchema,
  emailSchema,
  type ClubRole,
} from '@repclub/shared';
import { type FormEvent, useState } from 'react';
import type { UserOption } from '@/entities/user/api/queries';
import { UserPicker } from '@/entities/user/user-picker';
import { useCreateClubInviteMutation } from '@/features/clubs/api/mutations';
import { ADMIN_TEXT } from '@/features/clubs/club-admin-shared';
import { copyText } from '@/lib/clipboard';
import { getErrorMessage } from '@/lib/error-message';
import { AppAlert } from '@/ui/app-alert';
import { notifySuccess } from '@/ui/toast';

export const INVITE_TEXT = {
  title: 'Invite to the club',
  kind: 'Invite as',
  member: 'Team member',
  collaborator: 'Collaborator',
  collaboratorHelp: 'Collaborators are outside partners: they may manage events or offers only.',
  role: 'Role',
  membershipOnly: 'Club member (no team role)',
  person: 'Person',
  personPlaceholder: 'Name, username or e-mail',
  personHelp: 'Leave empty to create an invite link anyone you share it with can use.',
  noMatches: 'Nobody found. Enter an e-mail address to invite someone new.',
  memo: 'Note to the invitee',
  expiry: 'Expires',
  uses: 'Uses',
  usesHelp: 'How many people may use this link.',
  send: 'Send invite',
  createLink: 'Create invite link',
  cancel: 'Cancel',
  clear: 'Clear person',
  sent: (who: string) => `Invite sent to ${who}.`,
  linkReady: 'Invite link created. Share it with the people you want to invite:',
  copy: 'Copy link',
  copied: 'Copied',
  done: 'Done',
};

const EXPIRY_CHOICES = [
  { value: 'never', label: 'Never', days: 0 },
  { value: '1', label: 'In 1 day', days: 1 },
  { value: '7', label: 'In 7 days', days: 7 },
  { value: '30', label: 'In 30 days', days: 30 },
] as const;

const NO_ROLE = 'NONE';

/** An e-mail address is invited as it is, not searched for. */
const isEmail = (keyword: string) => keyword.includes('@') && emailSchema.safeParse(keyword).success;

/** Roles the viewer may offer: only the owner appoints admins; collaborators manage events or offers only. */
export function invitableRoles(kind: 'MEMBER' | 'COLLABORATOR', isOwner: boolean): ClubRole[] {
  if (kind === 'COLLABORATOR') return [...CLUB_COLLABORATOR_ROLES];
  return CLUB_ROLES.filter((role) => role !== 'ADMIN' || isOwner);
}

/** The invite dialog of the team page: kind, role, a user or an e-mail (or neither: a link), note, expiry, uses. */
export function InviteDialog({
  opened,
  onClose,
  clubId,
  isOwner,
}: {
  opened: boolean;
  onClose: () => void;
  clubId: string;
  isOwner: boolean;
}) {
  const [kind, setKind] = useState<'MEMBER' | 'COLLABORATOR'>('MEMBER');
  const [role, setRole] = useState<string>('ACCOUNT_MANAGER');
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<UserOption | null>(null);
  const [memo, setMemo] = useState('');
  const [expiry, setExpiry] = useState<string>('7');
  const [uses, setUses] = useState<number | ''>(1);
  const [formError, setFormError] = useState<string | null>(null);
  const [linkId, setLinkId] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const invite = useCreateClubInviteMutation();
  const email = emailSchema.safeParse(text.trim());
  const roles = invitableRoles(kind, isOwner);

  const reset = () => {
    setKind('MEMBER');
    setRole('ACCOUNT_MANAGER');
    setText('');
    setChosen(null);
    setMemo('');
    setExpiry('7');
    setUses(1);
    setFormError(null);
    setLinkId(null);
    setCopied(false);
    invite.reset();
  };
  const handleClose = () => {
    reset();
    onClose();
  };

  const handleKind = (value: string) => {
    const next = value === 'COLLABORATOR' ? 'COLLABORATOR' : 'MEMBER';
    setKind(next);
    if (!invitableRoles(next, isOwner).includes(role as ClubRole)) setRole(invitableRoles(next, isOwner)[0]!);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const typed = text.trim();
    if (!chosen && typed && !email.success) {
      setFormError(CLUB_MESSAGES.inviteEmailInvalid);
      return;
    }
    const days = EXPIRY_CHOICES.find((choice) => choice.value === expiry)?.days ?? 0;
    const parsed = clubInviteSchema.safeParse({
      clubId,
      kind,
      role: role === NO_ROLE ? null : role,
      userId: chosen?.userId ?? null,
      email: chosen ? null : typed || null,
      memo,
      expiresAt: days ? new Date(Date.now() + days * 86_400_000).toISOString() : null,
      // A person or an e-mail gets a single-use invite; a link may serve several people.
      usesPerInvite: chosen || typed ? 1 : uses === '' ? null : uses,
    });
    if (!parsed.success) {
      setFormError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    const who = chosen ? ADMIN_TEXT.personName(chosen) : parsed.data.email;
    invite.mutate(
      { ...parsed.data, expiresAt: parsed.data.expiresAt?.toISOString() ?? null },
      {
        onSuccess: (created) => {
          if (!who) {
            setLinkId(created.id);
            return;
          }
          handleClose();
          if (who) notifySuccess(INVITE_TEXT.sent(who));
        },
      },
    );
  };

  const link =
    linkId && typeof window !== 'undefined'
      ? `${window.location.origin}${CLUB_PATHS.myRepClubs.index}?invite=${encodeURIComponent(linkId)}`
      : null;
  const isLink = !chosen && !text.trim();

  return (
    <Modal opened={opened} onClose={handleClose} title={INVITE_TEXT.title} centered size="lg">
      {link ? (
        <Stack gap="sm">
          <Text size="sm">{INVITE_TEXT.linkReady}</Text>
          <TextInput
            value={link}
            readOnly
            aria-label={INVITE_TEXT.createLink}
            onFocus={(e) => e.currentTarget.select()}
          />
          <Group justify="flex-end" gap="sm">
            <Button
              variant="light"
              onClick={() => void copyText(link).then((result) => setCopied(result === 'copied'))}
            >
              {copied ? INVITE_TEXT.copied : INVITE_TEXT.copy}
            </Button>
            <Button onClick={handleClose}>{INVITE_TEXT.done}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="sm">
            <Stack gap={4}>
              <Text fw={500} size="sm" id="club-invite-kind">
                {INVITE_TEXT.kind}
              </Text>
              <SegmentedControl
                aria-labelledby="club-invite-kind"
                value={kind}
                onChange={handleKind}
                data={[
                  { value: 'MEMBER', label: INVITE_TEXT.member },
                  { value: 'COLLABORATOR', label: INVITE_TEXT.collaborator },
                ]}
                style={{ alignSelf: 'flex-start' }}
              />
              {kind === 'COLLABORATOR' ? (
                <Text size="xs" c="gray.7">
                  {INVITE_TEXT.collaboratorHelp}
                </Text>
              ) : null}
            </Stack>
            <Select
              label={INVITE_TEXT.role}
              data={[
                ...roles.map((value) => ({ value, label: CLUB_ROLE_DISPLAY_NAMES[value] })),
                ...(kind === 'MEMBER' ? [{ value: NO_ROLE, label: INVITE_TEXT.membershipOnly }] : []),
              ]}
              value={role}
              onChange={(value) => value && setRole(value)}
              allowDeselect={false}
            />
            <UserPicker
              label={INVITE_TEXT.person}
              placeholder={INVITE_TEXT.personPlaceholder}
              description={INVITE_TEXT.personHelp}
              clearLabel={INVITE_TEXT.clear}
              noMatches={email.success ? null : INVITE_TEXT.noMatches}
              value={chosen}
              onChange={(user) => {
                setChosen(user);
                if (user) setFormError(null);
              }}
              text={text}
              onTextChange={setText}
              skipSearch={isEmail}
              error={formError}
            />
            <Textarea
              label={INVITE_TEXT.memo}
              value={memo}
              onChange={(event) => setMemo(event.currentTarget.value)}
              maxLength={CLUB_LIMITS.inviteMemoMax}
              autosize
              minRows={2}
            />
            <Group grow gap="sm" align="flex-start">
              <Select
                label={INVITE_TEXT.expiry}
                data={EXPIRY_CHOICES.map(({ value, label }) => ({ value, label }))}
                value={expiry}
                onChange={(value) => value && setExpiry(value)}
                allowDeselect={false}
              />
              {isLink ? (
                <NumberInput
                  label={INVITE_TEXT.uses}
                  description={INVITE_TEXT.usesHelp}
                  value={uses}
                  onChange={(value) => setUses(typeof value === 'number' ? value : '')}
                  min={1}
                  max={CLUB_LIMITS.inviteUsesMax}
                  allowDecimal={false}
                  allowNegative={false}
                />
              ) : null}
            </Group>
            {invite.isError ? <AppAlert type="danger">{getErrorMessage(invite.error)}</AppAlert> : null}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={handleClose}>
                {INVITE_TEXT.cancel}
              </Button>
              <Button type="submit" loading={invite.isPending}>
                {isLink ? INVITE_TEXT.createLink : INVITE_TEXT.send}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
