import { describe, expect, it } from 'vitest';
import { emailI18n } from './email-i18n.ts';
import { itemTitle, taskTitle } from './item-title.ts';

const item = (over: Partial<Parameters<typeof itemTitle>[1]>): Parameters<typeof itemTitle>[1] => ({
  kind: 'application',
  title: 'Stanford University – Early Action deadline',
  titleParts: { school: 'Stanford University', round: 'early-action', name: null },
  schoolId: 243744,
  sample: false,
  ...over,
});

describe('a dated item’s title in the reader’s language', () => {
  it('is the stored English title in English', () => {
    const en = emailI18n('en');
    expect(itemTitle(en, item({}))).toBe('Stanford University – Early Action deadline');
    expect(itemTitle(en, item({ kind: 'decision', title: 'x', titleParts: { school: null, round: 'regular-decision', name: null } }))).toBe(
      'School 243744 – Regular Decision decision expected',
    );
    expect(itemTitle(en, item({ kind: 'task', title: 'Sample: Send SAT scores', titleParts: null, sample: true }))).toBe(
      'Sample: Send SAT scores',
    );
  });

  it('is written in Spanish from what the app wrote it from, the student’s own words kept', () => {
    const es = emailI18n('es');
    expect(itemTitle(es, item({}))).toBe('Stanford University: fecha límite de Acción Temprana (Early Action)');
    expect(
      itemTitle(
        es,
        item({ kind: 'recommendation', title: 'Letter from Ms. Lee', titleParts: { school: null, round: null, name: 'Ms. Lee' } }),
      ),
    ).toBe('Carta de Ms. Lee');
    expect(itemTitle(es, item({ kind: 'essay', title: 'Sample: Why Stanford', titleParts: null, sample: true }))).toBe(
      'Ejemplo: Why Stanford',
    );
  });

  it('recognises the tasks the app writes by their English wording', () => {
    const es = emailI18n('es');
    expect(taskTitle(es, 'Find the Regular Decision deadline for Rice University')).toBe(
      'Buscar la fecha límite de Decisión Regular (Regular Decision) de Rice University',
    );
    expect(taskTitle(es, "Confirm your interest in Rice University's waitlist")).toBe(
      'Confirme su interés en la lista de espera de Rice University',
    );
    expect(taskTitle(es, 'Find my calculator')).toBe('Find my calculator');
  });
});
