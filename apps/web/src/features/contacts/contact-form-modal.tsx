import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { contactInputSchema } from '@repclub/shared';
import { useState } from 'react';
import { getErrorMessage } from '@/lib/error-message';
import { AppAlert } from '@/ui/app-alert';
import { useSaveContactMutation } from './api/mutations';
import type { Contact } from './api/queries';

export const CONTACT_FORM_TEXT = {
  addTitle: 'Add contact',
  editTitle: 'Edit contact',
  name: 'Name',
  email: 'Email address',
  phone: 'Phone number',
  group: 'Group',
  noGroup: 'No group',
  save: 'Save',
  cancel: 'Cancel',
} as const;

type Group = { groupId: string; groupName: string };

/** Add or edit a contact: the shared contact rules (a name; an e-mail or a phone) checked before sending. */
export function ContactFormModal({
  opened,
  contact,
  groups,
  onClose,
}: {
  opened: boolean;
  contact: Contact | null;
  groups: readonly Group[];
  onClose: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={contact ? CONTACT_FORM_TEXT.editTitle : CONTACT_FORM_TEXT.addTitle}
      centered
      radius="lg"
    >
      {/* Keyed so that each opening starts from the contact's values. */}
      {opened ? (
        <ContactForm key={contact?.contactId ?? 'new'} contact={contact} groups={groups} onDone={onClose} />
      ) : null}
    </Modal>
  );
}

function ContactForm({
  contact,
  groups,
  onDone,
}: {
  contact: Contact | null;
  groups: readonly Group[];
  onDone: () => void;
}) {
  const [name, setName] = useState(contact?.name ?? '');
  const [email, setEmail] = useState(contact?.emailAddress ?? '');
  const [phone, setPhone] = useState(contact?.phoneNumber ?? '');
  const [groupId, setGroupId] = useState<string | null>(contact?.group?.groupId ?? null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveContactMutation();

  const submit = async () => {
    const input = { name, emailAddress: email, phoneNumber: phone, groupId };
    const parsed = contactInputSchema.safeParse(input);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0] ?? 'name')] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({
        contactId: contact?.contactId ?? null,
        input: {
          name: parsed.data.name,
          emailAddress: parsed.data.emailAddress,
          phoneNumber: parsed.data.phoneNumber,
          groupId: parsed.data.groupId,
        },
      });
      onDone();
    } catch {
      // Shown below from the mutation's error.
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={CONTACT_FORM_TEXT.name}
          required
          value={name}
          error={errors.name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <TextInput
          label={CONTACT_FORM_TEXT.email}
          type="email"
          value={email}
          error={errors.emailAddress}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <TextInput
          label={CONTACT_FORM_TEXT.phone}
          type="tel"
          value={phone}
          error={errors.phoneNumber}
          onChange={(e) => setPhone(e.currentTarget.value)}
        />
        <Select
          label={CONTACT_FORM_TEXT.group}
          placeholder={CONTACT_FORM_TEXT.noGroup}
          clearable
          data={groups.map((g) => ({ value: g.groupId, label: g.groupName }))}
          value={groupId}
          onChange={setGroupId}
        />
        {save.isError ? <AppAlert type="danger">{getErrorMessage(save.error)}</AppAlert> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            {CONTACT_FORM_TEXT.cancel}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {CONTACT_FORM_TEXT.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
