import { MantineProvider } from '@mantine/core';
import type { AlertType } from '@repclub/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppAlert } from '@/ui/app-alert';
import { theme } from '@/ui/theme';

function renderAlert(type: AlertType | undefined, text = 'Body text') {
  return render(
    <MantineProvider theme={theme}>
      <AppAlert type={type}>{text}</AppAlert>
    </MantineProvider>,
  );
}

describe('AppAlert', () => {
  it.each([
    ['danger', 'Oops ...'],
    ['info', 'Info!'],
    ['success', 'Success!'],
    ['warning', 'Warning!'],
  ] as const)('a %s alert is titled "%s"', (type, title) => {
    renderAlert(type);
    expect(screen.getByText(title)).toBeInTheDocument();
    expect(screen.getByText('Body text')).toBeInTheDocument();
  });

  it('a default alert has no title', () => {
    const { container } = renderAlert('default');
    expect(screen.getByText('Body text')).toBeInTheDocument();
    expect(container.querySelector('.mantine-Alert-title')).toBeNull();
    for (const title of ['Oops ...', 'Info!', 'Success!', 'Warning!']) {
      expect(screen.queryByText(title)).not.toBeInTheDocument();
    }
  });

  it('is type default when no type is given, and a danger alert is announced', () => {
    renderAlert(undefined);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    renderAlert('danger', 'Broken');
    expect(screen.getByRole('alert')).toHaveTextContent('Broken');
  });
});
