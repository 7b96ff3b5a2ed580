import { Button, Menu } from '@mantine/core';
import { createMenuItems, LABELS } from '@repclub/shared';
import { IconAward, IconCalendarPlus, IconPlus, IconTicket } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { useRouteExists } from '@/lib/route-exists';
import classes from './main-shell.module.css';

const ICONS: Record<string, typeof IconPlus> = {
  [LABELS.createEvent]: IconCalendarPlus,
  [LABELS.createOffer]: IconTicket,
  [LABELS.createAchievement]: IconAward,
};

/**
 * The Create menu (accounts §2.4): Event; Offer (/my/rep-clubs/{slug}/offers/select-offer-type) and Achievement
 * (/my/rep-clubs/{slug}/achievements/create) when the user has a club. An entry shows only if its page exists.
 */
export function CreateMenu({ clubSlug }: { clubSlug?: string | null }) {
  const router = useRouter();
  const exists = useRouteExists();
  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        <Button leftSection={<IconPlus size={18} aria-hidden />} radius="xl" className={classes.createButton}>
          <span className={classes.createLabel}>{LABELS.create}</span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {createMenuItems(clubSlug)
          .filter((item) => exists(item.to))
          .map((item) => {
            const Icon = ICONS[item.label] ?? IconPlus;
            return (
              <Menu.Item
                key={item.to}
                leftSection={<Icon size={18} aria-hidden />}
                onClick={() => void router.navigate({ href: item.to })}
              >
                {item.label}
              </Menu.Item>
            );
          })}
      </Menu.Dropdown>
    </Menu>
  );
}
