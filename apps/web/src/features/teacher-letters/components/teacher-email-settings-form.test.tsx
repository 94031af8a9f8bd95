import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TeacherEmailSettings } from '@campuspath/contract/teacher-email-settings';
import { stubApi } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { useTeacherEmailSettings } from '../api/get-teacher-email-settings.ts';
import { TeacherEmailSettingsForm } from './teacher-email-settings-form.tsx';

afterEach(() => vi.unstubAllGlobals());

const settings = (overrides: Partial<TeacherEmailSettings> = {}): TeacherEmailSettings => ({
  address: 'alvarez@school.example.org',
  addressVerified: true,
  deadlineReminders: true,
  stoppedAt: null,
  ...overrides,
});

function Settings() {
  const query = useTeacherEmailSettings();
  return query.data ? <TeacherEmailSettingsForm settings={query.data} /> : null;
}

describe('a teacher’s email settings', () => {
  it('says when the address stopped letter emails, turns them back on, and moves focus to the new status', async () => {
    const calls = stubApi({
      'GET /teacher/email-settings': { body: settings({ stoppedAt: '2026-10-05T14:30:00.000Z' }) },
      'DELETE /teacher/email-settings/stop': { body: settings() },
    });
    renderApp([{ path: '*', element: <Settings /> }], '/');
    expect(await screen.findByText('You stopped letter emails to alvarez@school.example.org on October 5, 2026.')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Receive letter emails again' });
    button.focus();
    fireEvent.click(button);

    const now = await screen.findByText(/When a student asks you for a letter, CampusPath emails alvarez@school\.example\.org/);
    await waitFor(() => expect(now).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('Letter request emails are on again.');
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('turns deadline reminders off at once', async () => {
    const calls = stubApi({
      'GET /teacher/email-settings': { body: settings() },
      'PUT /teacher/email-settings': { body: settings({ deadlineReminders: false }) },
    });
    renderApp([{ path: '*', element: <Settings /> }], '/');
    const reminders = await screen.findByRole('switch', { name: 'Deadline reminder emails' });
    expect(reminders).toBeChecked();
    fireEvent.click(reminders);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Deadline reminder emails' })).not.toBeChecked());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ deadlineReminders: false });
  });

  it('asks an unverified teacher to verify first, with nothing to press', async () => {
    stubApi({ 'GET /teacher/email-settings': { body: settings({ addressVerified: false }) } });
    renderApp([{ path: '*', element: <Settings /> }], '/');
    expect(await screen.findByText(/Verify your email address/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
