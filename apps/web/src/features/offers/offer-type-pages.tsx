import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconChevronRight } from '@tabler/icons-react';
import { OFFER_PROGRAMS, type OfferProgramInfo, subTypeHref } from '@/features/offers/offer-catalogue';
import { OFFER_TEXT } from '@/features/offers/offer-text';
import classes from '@/features/offers/offers.module.css';
import { NotFoundState } from '@/ui/load-state';
import { usePathLinkProps } from '@/ui/path-link';

function SubTypeLink({
  clubId,
  program,
  value,
  label,
  description,
}: {
  clubId: string;
  program: OfferProgramInfo;
  value: string;
  label: string;
  description: string;
}) {
  const link = usePathLinkProps(subTypeHref(clubId, program, value));
  return (
    <UnstyledButton {...link} className={classes.subType}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} size="sm">
            {label}
          </Text>
          <Text size="xs" c="gray.7">
            {description}
          </Text>
        </Stack>
        <IconChevronRight size={16} aria-hidden style={{ flexShrink: 0 }} />
      </Group>
    </UnstyledButton>
  );
}

function ProgramTitleLink({ clubId, program }: { clubId: string; program: OfferProgramInfo }) {
  const link = usePathLinkProps(`/my/rep-clubs/${encodeURIComponent(clubId)}/offers/${program.segment}`);
  return (
    <Anchor {...link} c="inherit" underline="hover">
      {program.label}
    </Anchor>
  );
}

/** A program's card: its name, what it is for and each of its sub-types as a link to the preset wizard. */
function ProgramCard({
  clubId,
  program,
  linkTitle,
}: {
  clubId: string;
  program: OfferProgramInfo;
  linkTitle: boolean;
}) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={`program-${program.type}`}>
      <Stack gap="sm">
        <Stack gap={2}>
          <Group gap="xs" justify="space-between">
            <Title order={2} size="h4" id={`program-${program.type}`}>
              {linkTitle ? <ProgramTitleLink clubId={clubId} program={program} /> : program.label}
            </Title>
            <Badge variant="light" size="sm">
              {OFFER_TEXT.subTypeCount(program.subTypes.length)}
            </Badge>
          </Group>
          <Text size="sm" c="gray.7">
            {program.description}
          </Text>
        </Stack>
        <Stack gap={4} component="ul" className={classes.plainList}>
          {program.subTypes.map((subType) => (
            <li key={subType.value}>
              <SubTypeLink clubId={clubId} program={program} {...subType} />
            </li>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}

/** /my/rep-clubs/{club_id}/offers/select-offer-type: the four programs and their sub-types (domain §4). */
export function SelectOfferTypePage({ clubId }: { clubId: string }) {
  useDocumentTitle(`${OFFER_TEXT.selectTypeTitle} | RepClub`);
  return (
    <Stack gap="md" w="100%">
      <Stack gap={4}>
        <Title order={2} size="h3">
          {OFFER_TEXT.selectTypeTitle}
        </Title>
        <Text c="gray.7">{OFFER_TEXT.selectTypeIntro}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {OFFER_PROGRAMS.map((program) => (
          <ProgramCard key={program.type} clubId={clubId} program={program} linkTitle />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** /my/rep-clubs/{club_id}/offers/{offer_type}: one program's sub-types. */
export function OfferProgramPage({ clubId, program }: { clubId: string; program: OfferProgramInfo | null }) {
  const back = usePathLinkProps(`/my/rep-clubs/${encodeURIComponent(clubId)}/offers/select-offer-type`);
  useDocumentTitle(`${program?.label ?? OFFER_TEXT.programNotFoundTitle} | RepClub`);
  if (!program)
    return (
      <NotFoundState
        title={OFFER_TEXT.programNotFoundTitle}
        text={OFFER_TEXT.programNotFoundText}
        action={<Anchor {...back}>{OFFER_TEXT.selectTypeTitle}</Anchor>}
      />
    );
  return (
    <Stack gap="md" w="100%" maw={760}>
      <Anchor {...back} size="sm">
        {OFFER_TEXT.allPrograms}
      </Anchor>
      <ProgramCard clubId={clubId} program={program} linkTitle={false} />
    </Stack>
  );
}
