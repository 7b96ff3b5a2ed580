import { List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import {
  PASSWORD_MIN_CLASSES,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
  passwordStrength,
} from '@repclub/shared';
import { IconCheck, IconCircle } from '@tabler/icons-react';

type Rule = { label: string; met: boolean };

/**
 * The password rule of accounts §5 as a live checklist: 8 characters, and 2 of uppercase letter,
 * number, special character. It reads the shared `passwordStrength`, the same rule the schema and the
 * server apply.
 */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  const strength = passwordStrength(password);
  const classes: Rule[] = [
    { label: 'An uppercase letter', met: strength.hasUppercase },
    { label: 'A number', met: strength.hasDigit },
    {
      label: `A special character (${PASSWORD_SPECIAL_CHARACTERS.split('').join(' ')})`,
      met: strength.hasSpecial,
    },
  ];
  const item = (rule: Rule) => (
    <List.Item
      key={rule.label}
      c={rule.met ? 'gray.9' : 'gray.7'}
      icon={
        <ThemeIcon
          size={16}
          radius="xl"
          variant={rule.met ? 'filled' : 'light'}
          color={rule.met ? 'green.8' : 'gray'}
          aria-hidden
        >
          {rule.met ? <IconCheck size={11} stroke={3} /> : <IconCircle size={8} stroke={3} />}
        </ThemeIcon>
      }
    >
      {rule.label}
      <VisuallyHidden>{rule.met ? ', met' : ', not met yet'}</VisuallyHidden>
    </List.Item>
  );
  return (
    <div id={id}>
      <List spacing={2} size="xs" center aria-label="Password requirements">
        {item({ label: `At least ${PASSWORD_MIN_LENGTH} characters`, met: strength.hasMinLength })}
      </List>
      <Text size="xs" c="gray.7" mt={4} mb={2}>
        and at least {PASSWORD_MIN_CLASSES} of ({Math.min(strength.classesMet, PASSWORD_MIN_CLASSES)}/
        {PASSWORD_MIN_CLASSES}):
      </Text>
      <List spacing={2} size="xs" center aria-label="Password character types">
        {classes.map(item)}
      </List>
    </div>
  );
}
