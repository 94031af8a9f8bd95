import { describe, expect, it } from 'vitest';
import { WAITLIST_GUIDE } from '@campuspath/contract/decisions-terms';
import { messages as english } from '../locales/en/messages.po';
import { messages as spanish } from '../locales/es/messages.po';
import { taskNotesText } from './app-task-notes.ts';
import { createI18n } from './i18n/create-i18n.ts';

const en = createI18n('en', english);
const es = createI18n('es', spanish);
const onPage = "The college's Regular Decision deadline is on its admissions page: https://admissions.rice.edu/apply";

describe('the notes the app writes into its own tasks', () => {
  it('read in English as written, and the waitlist guide line by line', () => {
    expect(taskNotesText(en, onPage)).toBe(onPage);
    expect(taskNotesText(en, WAITLIST_GUIDE)).toBe(WAITLIST_GUIDE);
  });

  it('read in Spanish while they are the app’s exact wording; notes the student edited stay theirs', () => {
    expect(taskNotesText(es, onPage)).toBe(
      'La fecha límite de Decisión Regular (Regular Decision) de la universidad está en su página de admisión: https://admissions.rice.edu/apply',
    );
    expect(taskNotesText(es, "Look up the college's Early Action deadline on its website.")).toContain('Busque la fecha límite de');
    expect(taskNotesText(es, WAITLIST_GUIDE).split('\n')).toHaveLength(4);
    expect(taskNotesText(es, WAITLIST_GUIDE)).toMatch(/^Responda a la oferta de lista de espera de la universidad/);
    expect(taskNotesText(es, `${WAITLIST_GUIDE}\nCall on Friday.`)).toBe(`${WAITLIST_GUIDE}\nCall on Friday.`);
    expect(taskNotesText(es, 'Look up the college’s deadline myself.')).toBe('Look up the college’s deadline myself.');
  });
});
