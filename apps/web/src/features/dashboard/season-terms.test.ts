import { describe, expect, it } from 'vitest';
import type { SeasonStep } from '@campuspath/contract/dashboard';
import { createI18n } from '../../lib/i18n/create-i18n.ts';
import { messages as english } from '../../locales/en/messages.po';
import { messages as spanish } from '../../locales/es/messages.po';
import { seasonStepDetail, seasonStepLabel } from './season-terms.ts';

const en = createI18n('en', english);
const es = createI18n('es', spanish);

const step = (overrides: Partial<SeasonStep>): SeasonStep => ({
  id: 'reply-a1',
  label: '',
  detail: '',
  kind: 'reply',
  schoolName: 'Rice University',
  closeNames: [],
  replySource: null,
  href: '/applications/a1',
  date: '2027-05-01',
  ...overrides,
});

describe('the decision season’s steps', () => {
  it('read in English as the API writes them', () => {
    const reply = step({ replySource: { source: 'admission letter', byName: 'Ms. Ortiz' } });
    expect(seasonStepLabel(en, reply)).toBe('Compare your offer from Rice University and reply');
    expect(seasonStepDetail(en, reply)).toBe(
      "The college's reply and deposit date (source: admission letter; recorded by Ms. Ortiz, counselor).",
    );
    expect(seasonStepLabel(en, step({ kind: 'waitlist' }))).toBe("Answer Rice University's waitlist offer");
  });

  it('read in Spanish, with the colleges’ names as they are', () => {
    expect(seasonStepLabel(es, step({ kind: 'deposit' }))).toBe('Pague su depósito de inscripción a Rice University');
    expect(seasonStepDetail(es, step({ kind: 'deposit' }))).toMatch(/^Pague un depósito de inscripción en una sola universidad/);
    expect(seasonStepLabel(es, step({ kind: 'waitlist' }))).toBe('Responda a la oferta de lista de espera de Rice University');
    expect(seasonStepDetail(es, step({}))).toMatch(/^El 1 de mayo es la fecha común/);
  });
});
