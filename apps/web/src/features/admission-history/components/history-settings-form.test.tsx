import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HistorySettings } from '@campuspath/contract/admission-history';
import { stubApi } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { HistorySettingsForm } from './history-settings-form.tsx';

/** What students see of the history: the display minimum and the class years, checked by the contract and the API. */
const settings: HistorySettings = { displayMinimum: 5, classYears: null, availableClassYears: [2023, 2024, 2025], updatedAt: null };
const SETTINGS = 'PUT /high-schools/hs-1/admission-history/settings';
const MINIMUM_MESSAGE = 'The display minimum is a whole number from 5 to 100 (it can be raised, never set below 5)';

afterEach(() => vi.unstubAllGlobals());

const renderForm = () => renderApp([{ path: '/', element: <HistorySettingsForm highSchoolId="hs-1" settings={settings} /> }], '/');
const minimum = () => screen.getByLabelText('Display minimum');
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save what students see' }));

describe('display settings', () => {
  it('keeps a minimum under 5 as typed, names the field with the contract’s words and sends nothing', async () => {
    const calls = stubApi({ 'GET /auth/session': { body: { user: null } } });
    renderForm();
    fireEvent.change(minimum(), { target: { value: '3' } });
    save();
    expect(await screen.findByText(MINIMUM_MESSAGE)).toBeVisible();
    expect(minimum()).toHaveValue(3);
    expect(minimum()).toHaveAttribute('aria-invalid', 'true');
    expect(minimum()).toHaveFocus();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('refuses a blank minimum the same way', async () => {
    stubApi({ 'GET /auth/session': { body: { user: null } } });
    renderForm();
    fireEvent.change(minimum(), { target: { value: '' } });
    save();
    expect(await screen.findByText(MINIMUM_MESSAGE)).toBeVisible();
  });

  it('shows a field the API refuses under it and keeps the choices made', async () => {
    const refusal = 'Choose class years that are in the history';
    stubApi({
      'GET /auth/session': { body: { user: null } },
      [SETTINGS]: { status: 400, body: { error: 'invalid_request', message: 'Invalid', fields: { classYears: refusal } } },
    });
    renderForm();
    fireEvent.click(screen.getByRole('radio', { name: 'Only these class years' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Class of 2023' }));
    save();
    expect(await screen.findByText(refusal)).toBeVisible();
    expect(screen.getByRole('group', { name: 'Class years students see' })).toHaveAccessibleDescription(refusal);
    expect(screen.getByRole('checkbox', { name: 'Class of 2023' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Class of 2024' })).toBeChecked();
    expect(screen.queryByText('Saved. Students see the change on their next page.')).toBeNull();
  });

  it('says when the API is unreachable, without losing what was typed', async () => {
    stubApi({
      'GET /auth/session': { body: { user: null } },
      [SETTINGS]: { status: 503, body: { error: 'service_unavailable', message: 'Down' } },
    });
    renderForm();
    fireEvent.change(minimum(), { target: { value: '9' } });
    save();
    expect(await screen.findByRole('alert')).toHaveTextContent('The settings could not be saved. Please try again.');
    expect(minimum()).toHaveValue(9);
  });

  it('sends the chosen class years in order and says when students see the change, until the next edit', async () => {
    const calls = stubApi({
      'GET /auth/session': { body: { user: null } },
      [SETTINGS]: { body: { settings: { ...settings, displayMinimum: 8, classYears: [2024, 2025] } } },
    });
    renderForm();
    fireEvent.change(minimum(), { target: { value: '8' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Only these class years' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Class of 2023' }));
    save();
    expect(await screen.findByText('Saved. Students see the change on their next page.')).toBeVisible();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ displayMinimum: 8, classYears: [2024, 2025] });
    fireEvent.change(minimum(), { target: { value: '10' } });
    expect(screen.queryByText('Saved. Students see the change on their next page.')).toBeNull();
  });
});
