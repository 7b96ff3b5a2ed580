import { Button, Group, Modal, Stack, Table, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { getErrorMessage } from '@/lib/error-message';
import { AppAlert } from '@/ui/app-alert';
import { useImportContactsMutation } from './api/mutations';

export const IMPORT_TEXT = {
  title: 'Import contacts',
  help: 'Paste CSV text: a first line naming the columns (name, email, phone), then one contact a line.',
  label: 'CSV',
  placeholder: 'name,email,phone\nJane Doe,jane@example.com,+1 213 555 0123',
  file: 'Or choose a CSV file',
  submit: 'Import',
  close: 'Close',
  summary: (created: number, skipped: number) => `${created} imported, ${skipped} skipped.`,
  row: 'Row',
  result: 'Result',
  status: { CREATED: 'Imported', DUPLICATE: 'Duplicate', INVALID: 'Invalid' } as Record<string, string>,
} as const;

type Outcome = { row: number; status: string; message?: string | null };

/** Import from CSV (pasted or a file); each row is answered on its own: imported, duplicate or invalid. */
export function ImportContactsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [csv, setCsv] = useState('');
  const [outcomes, setOutcomes] = useState<Outcome[] | null>(null);
  const importContacts = useImportContactsMutation();
  const close = () => {
    setCsv('');
    setOutcomes(null);
    importContacts.reset();
    onClose();
  };
  const created = outcomes?.filter((o) => o.status === 'CREATED').length ?? 0;
  return (
    <Modal opened={opened} onClose={close} title={IMPORT_TEXT.title} centered radius="lg" size="lg">
      <Stack gap="sm">
        <Text size="sm" c="gray.7">
          {IMPORT_TEXT.help}
        </Text>
        <Textarea
          label={IMPORT_TEXT.label}
          placeholder={IMPORT_TEXT.placeholder}
          rows={5}
          value={csv}
          onChange={(e) => setCsv(e.currentTarget.value)}
        />
        <label>
          <Text size="sm" component="span">
            {IMPORT_TEXT.file}{' '}
          </Text>
          <input
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              if (file) void file.text().then(setCsv);
            }}
          />
        </label>
        {importContacts.isError ? (
          <AppAlert type="danger">{getErrorMessage(importContacts.error)}</AppAlert>
        ) : null}
        {outcomes ? (
          <Stack gap="xs">
            <Text size="sm" fw={600} role="status">
              {IMPORT_TEXT.summary(created, outcomes.length - created)}
            </Text>
            <Table.ScrollContainer minWidth={280}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{IMPORT_TEXT.row}</Table.Th>
                    <Table.Th>{IMPORT_TEXT.result}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {outcomes
                    .filter((o) => o.status !== 'CREATED')
                    .map((o) => (
                      <Table.Tr key={o.row}>
                        <Table.Td>{o.row}</Table.Td>
                        <Table.Td>
                          {IMPORT_TEXT.status[o.status] ?? o.status}
                          {o.message ? `: ${o.message}` : ''}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {IMPORT_TEXT.close}
          </Button>
          <Button
            loading={importContacts.isPending}
            disabled={!csv.trim()}
            onClick={() => {
              importContacts
                .mutateAsync({ csv })
                .then(setOutcomes)
                .catch(() => undefined);
            }}
          >
            {IMPORT_TEXT.submit}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
