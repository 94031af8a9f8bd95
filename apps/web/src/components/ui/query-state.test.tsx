import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorState, LoadingState } from './query-state.tsx';
import { WithI18n } from '../../testing/test-i18n.tsx';

describe('query states', () => {
  it('loading is a busy status region named after what loads', () => {
    render(
      <LoadingState label="Loading tasks">
        <div />
      </LoadingState>,
    );
    const status = screen.getByRole('status', { name: 'Loading tasks' });
    expect(status).toHaveAttribute('aria-busy', 'true');
  });

  it('a failure is an alert with its message, and Try Again asks again', async () => {
    const onRetry = vi.fn();
    render(<ErrorState title="Error" message="Your tasks could not be loaded." onRetry={onRetry} />, { wrapper: WithI18n });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Your tasks could not be loaded.');
    expect(screen.getByRole('heading', { name: 'Error' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
