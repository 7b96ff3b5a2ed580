import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CodeEntryForm, type CodeEntryFormProps } from './code-entry-form';
import { theme } from '@/ui/theme';

function renderForm(props: Partial<CodeEntryFormProps> = {}) {
  const onSubmit = props.onSubmit ?? vi.fn(async () => undefined);
  render(
    <MantineProvider theme={theme} env="test">
      <CodeEntryForm submitLabel="Verify Code" {...props} onSubmit={onSubmit} />
    </MantineProvider>,
  );
  return { onSubmit, field: screen.getByRole('textbox', { name: 'Verification code' }) };
}

describe('CodeEntryForm', () => {
  it('checks the code with the spec messages before sending it', async () => {
    const { onSubmit, field } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText('Please enter the verification code')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText('Verification code must be 6 digits')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps digits only, sends the code on submit and clears the field afterwards', async () => {
    const { onSubmit, field } = renderForm();
    fireEvent.change(field, { target: { value: '12 34-56' } });
    expect(field).toHaveValue('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('123456'));
    await waitFor(() => expect(field).toHaveValue(''));
  });

  it('with submitOnComplete, sends the code as soon as the sixth digit arrives, once', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { field } = renderForm({ onSubmit, submitOnComplete: true });
    fireEvent.change(field, { target: { value: '654321' } });
    expect(onSubmit).toHaveBeenCalledWith('654321');
    // While it is checked, the field is disabled and the button busy: no second send.
    expect(field).toBeDisabled();
    fireEvent.submit(field.closest('form')!);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    finish();
    await waitFor(() => expect(field).toBeEnabled());
  });

  it('without submitOnComplete, waits for the button', () => {
    const { onSubmit, field } = renderForm();
    fireEvent.change(field, { target: { value: '654321' } });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes an emailed token where allowed (accounts §4.2)', async () => {
    const { onSubmit, field } = renderForm({ acceptEmailToken: true });
    fireEvent.change(field, { target: { value: 'abcDEF123456789' } });
    expect(field).toHaveValue('abcDEF123456789');
    fireEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('abcDEF123456789'));
  });

  it('counts the resend wait down in the given words, then resends', async () => {
    const onResend = vi.fn(async () => undefined);
    const { rerender } = render(
      <MantineProvider theme={theme} env="test">
        <CodeEntryForm submitLabel="Continue" onSubmit={vi.fn()} resend={{ onResend, waitSeconds: 12 }} />
      </MantineProvider>,
    );
    expect(screen.getByText("Didn't get the code?")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend (12s)' })).toBeDisabled();
    rerender(
      <MantineProvider theme={theme} env="test">
        <CodeEntryForm
          submitLabel="Continue"
          onSubmit={vi.fn()}
          resend={{ onResend, waitSeconds: 5, waitLabel: (s) => `Resend in ${s}s` }}
        />
      </MantineProvider>,
    );
    expect(screen.getByRole('button', { name: 'Resend in 5s' })).toBeDisabled();
    rerender(
      <MantineProvider theme={theme} env="test">
        <CodeEntryForm submitLabel="Continue" onSubmit={vi.fn()} resend={{ onResend, waitSeconds: 0 }} />
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(onResend).toHaveBeenCalledTimes(1));
  });

  it('disabled (blocked): neither the field nor the button can be used', () => {
    const { onSubmit, field } = renderForm({ disabled: true });
    expect(field).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Verify Code' })).toBeDisabled();
    fireEvent.submit(field.closest('form')!);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
