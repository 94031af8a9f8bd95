import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n/create-i18n.ts';
import { setActiveLocale } from '../../../lib/locale.ts';
import { messages as spanish } from '../../../locales/es/messages.po';
import { WithI18n } from '../../../testing/test-i18n.tsx';
import { missingForCompletion } from '../profile-form-values.ts';
import { ProfileStatus } from './profile-status.tsx';

const empty = { gpa: null, satTotal: null, act: null, intendedMajors: [] };

/** The academic profile's status card: what the saved profile still lacks, in the page's language. */
describe('the profile status', () => {
  afterEach(() => setActiveLocale('en'));

  it('names what is missing as one list', () => {
    render(<ProfileStatus complete={false} missing={missingForCompletion(empty)} />, { wrapper: WithI18n });
    expect(screen.getByTestId('profile-status')).toHaveTextContent(
      'Add your unweighted GPA, an SAT or ACT score, and at least one intended major and save. A complete profile is used for:',
    );
  });

  it('reads in Spanish on a Spanish page, the list joined as Spanish joins it', () => {
    setActiveLocale('es');
    render(
      <I18nProvider i18n={createI18n('es', spanish)}>
        <ProfileStatus complete={false} missing={missingForCompletion(empty)} />
      </I18nProvider>,
    );
    const card = screen.getByTestId('profile-status');
    expect(card).toHaveTextContent('Complete su perfil para obtener más');
    expect(card).toHaveTextContent(
      'Agregue su GPA no ponderado, un puntaje del SAT o del ACT y al menos una carrera de interés y guarde. Un perfil completo se usa para:',
    );
    expect(card).toHaveTextContent('Su panel y su lista de preparación muestran su GPA');
  });
});
