import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WithI18n } from '../../testing/test-i18n.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

const renderDialog = (onConfirm: () => Promise<unknown>, errorMessage: string | ((error: unknown) => string) = 'It failed.') =>
  render(
    <ConfirmDialog
      trigger="Delete"
      triggerClassName=""
      title="Delete this?"
      description="It is removed for good."
      confirmLabel="Delete it"
      pendingLabel="Deleting…"
      errorMessage={errorMessage}
      destructive
      pending={false}
      onConfirm={onConfirm}
    >
      <label>
        <input type="checkbox" /> Also the copies
      </label>
    </ConfirmDialog>,
    { wrapper: WithI18n },
  );

describe('ConfirmDialog', () => {
  it('asks first, shows the choices passed in, and closes once the action resolves', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    renderDialog(onConfirm);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    // Pressed before the dialog's code has arrived, the button opens it once it has.
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this?' });
    expect(dialog).toHaveTextContent('It is removed for good.');
    expect(screen.getByRole('checkbox', { name: 'Also the copies' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Delete it' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('stays open with the failure worded by errorMessage', async () => {
    renderDialog(
      () => Promise.reject(new Error('Conflict')),
      (error) => `Not deleted: ${(error as Error).message}`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete it' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not deleted: Conflict');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
