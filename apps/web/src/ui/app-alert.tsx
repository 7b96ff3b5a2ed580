import { Alert, type AlertProps } from '@mantine/core';
import { ALERT_TITLES, type AlertType } from '@repclub/shared';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconExclamationCircle,
  IconInfoCircle,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';

type AlertAppearance = { color: string; icon: ReactNode };

const iconProps = { size: 20, stroke: 2 } as const;

/** Colours and icons per alert type; the titles are the spec's (accounts §8). */
const alertAppearance: Record<AlertType, AlertAppearance> = {
  danger: { color: 'red', icon: <IconExclamationCircle {...iconProps} /> },
  info: { color: 'blue', icon: <IconInfoCircle {...iconProps} /> },
  success: { color: 'green', icon: <IconCircleCheck {...iconProps} /> },
  warning: { color: 'yellow', icon: <IconAlertTriangle {...iconProps} /> },
  default: { color: 'gray', icon: <IconInfoCircle {...iconProps} /> },
};

export type AppAlertProps = Omit<AlertProps, 'title' | 'color' | 'icon'> & {
  type?: AlertType;
  /** Replaces the type's title; `null` hides it. */
  title?: ReactNode;
  children?: ReactNode;
};

/** An inline notice with the spec's title, and a matching colour and icon, for its type. */
export function AppAlert({ type = 'default', title, children, ...alertProps }: AppAlertProps) {
  const appearance = alertAppearance[type];
  return (
    <Alert
      variant="light"
      color={appearance.color}
      icon={appearance.icon}
      title={title === undefined ? ALERT_TITLES[type] : title}
      role={type === 'danger' || type === 'warning' ? 'alert' : 'status'}
      // The light variant's coloured title falls below 4.5:1 on its tinted background (axe); the icon keeps the colour.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      {...alertProps}
    >
      {children}
    </Alert>
  );
}
