import { Anchor, Paper, Stack, Switch, Text } from '@mantine/core';
import {
  clearFeatureFlagOverrides,
  FEATURE_FLAGS,
  forceAllFeatureFlags,
  isFeatureEnabled,
  useFeatureFlagOverrides,
} from '@/features/feature-flags/feature-flags';
import { LABELS } from '@repclub/shared';
import { BUILD_INFO } from './build-info';
import classes from './main-shell.module.css';

/**
 * Development builds only (accounts §2.4): the build's version, commit and mode, and the Dev Mode switch,
 * which forces every feature flag on (checked) or off (unchecked). "Use defaults" removes the overrides.
 */
export function DevTools() {
  const overrides = useFeatureFlagOverrides();
  const allOn = FEATURE_FLAGS.every((name) => isFeatureEnabled(name, overrides));
  const hasOverrides = Object.keys(overrides).length > 0;

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      className={classes.devTools}
      aria-label="Development tools"
      component="section"
    >
      <Stack gap={6}>
        <Text size="xs" fw={700} tt="uppercase" c="gray.7">
          Build
        </Text>
        <Text size="xs" c="gray.8" data-testid="build-info">
          v{BUILD_INFO.version}
          {BUILD_INFO.commit ? ` · ${BUILD_INFO.commit}` : ''} · {BUILD_INFO.mode}
        </Text>
        <Switch
          size="sm"
          label={LABELS.devMode}
          checked={allOn}
          onChange={(event) => forceAllFeatureFlags(event.currentTarget.checked)}
        />
        <Text size="xs" c="gray.7" aria-live="polite">
          {allOn ? 'All feature flags on' : 'All feature flags off'}
        </Text>
        {hasOverrides && (
          <Anchor component="button" type="button" size="xs" onClick={clearFeatureFlagOverrides} ta="left">
            Use defaults
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
