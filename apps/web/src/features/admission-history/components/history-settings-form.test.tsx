import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HistorySettings } from '@campuspath/contract/admission-history';
import { stubApi } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { HistorySettingsForm } from './history-settings-form.tsx';

/** What students see of the history: the display minimum and the class years, checked by the API. */
const settings: HistorySettings = { displayMinimum: 5, classYears: null, availableClassYears: [2023, 2024, 2025], updatedAt: null };
const SETTINGS = 'PUT /high-schools/hs-1/admission-history/settings';

afterEach(() => vi.unstubAllGlobals());

describe('display settings', () => {
  it('keeps a minimum under 5 as typed and shows the API’s words under the field', async () => {
    const message = 'The display minimum is a whole number from 5 to 100 (it can be raised, never set below 5)';
    const calls = stubApi({
      'GET /auth/session': { body: { user: null } },
      [SETTINGS]: { status: 400, body: { error: 'invalid_request', message: 'Invalid', fields: { displayMinimum: message } } },
    });
    renderApp([{ path: '/', element: <HistorySettingsForm highSchoolId="hs-1" settings={settings} /> }], '/');
    fireEvent.change(screen.getByLabelText('Display minimum'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save what students see' }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByLabelText('Display minimum')).toHaveValue(3);
    expect(screen.getByLabelText('Display minimum')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ displayMinimum: 3, classYears: null });
  });

  it('sends the chosen class years and says when students see the change', async () => {
    const calls = stubApi({
      'GET /auth/session': { body: { user: null } },
      [SETTINGS]: { body: { settings: { ...settings, displayMinimum: 8, classYears: [2024, 2025] } } },
    });
    renderApp([{ path: '/', element: <HistorySettingsForm highSchoolId="hs-1" settings={settings} /> }], '/');
    fireEvent.change(screen.getByLabelText('Display minimum'), { target: { value: '8' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Only these class years' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Class of 2023' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save what students see' }));
    expect(await screen.findByText('Saved. Students see the change on their next page.')).toBeVisible();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ displayMinimum: 8, classYears: [2024, 2025] });
  });
});
