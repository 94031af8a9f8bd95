import { describe, expect, it } from 'vitest';
import { SCHOOL_SECTIONS, fieldsOfSection, yearLabel, type SchoolSection } from '@campuspath/contract/school-sections';
import type { SchoolDetail } from '@campuspath/contract/school-detail';
import { findSimilarSchools, SIMILAR_SIZE_RATIO, SIMILAR_TUITION_SHARE } from '../../catalog/similar-schools.ts';
import { testCatalog } from '../../test/test-app.ts';
import { toCard, toDetail } from './school-views.ts';

/**
 * The label audit of every college as the API serves it (the words around the numbers, which
 * catalog-sources.test.ts walks value by value): missing is "Not reported" on the pages, never
 * "N/A" in an answer; private colleges have no in-state prices; open admissions has no
 * percentage; a section's year is the year its figures share, and every figure knows its own.
 */
describe('every served college says exactly what each figure is', () => {
  const { schools } = testCatalog();
  const details = schools.map((school) => ({ school, detail: toDetail(school), card: toCard(school) }));
  /** The words of an answer a person reads: its text fields, not its keys or URLs. */
  const words = (detail: SchoolDetail) =>
    [
      detail.description,
      ...detail.admissionsInfo.flatMap((info) => [info.label, info.value, info.source]),
      ...detail.admissionRequirements.flatMap((requirement) => [requirement.description, requirement.note ?? '']),
      ...Object.values(detail.derivations),
      ...Object.values(detail.dataVintage),
      ...detail.programs.map((program) => program.description),
    ].join(' | ');

  it('never says "N/A" and never shows a damaged phone number', () => {
    for (const { detail, card } of details) {
      const json = JSON.stringify([detail, card]);
      expect(json, detail.name).not.toContain('N/A');
      expect(detail.phone ?? '', detail.name).not.toMatch(/E\+/);
    }
  });

  it('keeps in-state and out-of-state words to public colleges', () => {
    for (const { detail } of details.filter(({ school }) => school.control !== 'public')) {
      expect(words(detail), detail.name).not.toMatch(/in-state|out-of-state/i);
    }
  });

  it('gives an open-admission college no percentage to sit beside "Open admissions"', () => {
    const open = details.filter(({ detail }) => detail.openAdmissions);
    expect(open.length).toBeGreaterThan(1000);
    for (const { detail, card } of open) {
      expect(card.acceptance_rate, detail.name).toBeNull();
      expect(detail.admissions.admissionRate).toBeNull();
      expect(detail.description).toMatch(/open admissions policy \(fall \d{4}\)/);
      expect(detail.description).not.toMatch(/admitted [\d.]+%/);
    }
  });

  it('computes each section’s year from the figures it shows, and gives every figure its own year', () => {
    const found: string[] = [];
    for (const { detail } of details) {
      const years: Record<string, string> = {};
      for (const [field, source] of Object.entries(detail.fieldSources)) {
        const section = Object.keys(SCHOOL_SECTIONS).find((name) => fieldsOfSection(name as SchoolSection, [field]).length) as
          SchoolSection | undefined;
        if (!section) continue;
        years[field] = yearLabel(section, source.year);
        if (detail.figureYears[field] !== years[field])
          found.push(`${detail.name}: ${field} says ${detail.figureYears[field]}, is ${years[field]}`);
      }
      for (const section of Object.keys(SCHOOL_SECTIONS) as SchoolSection[]) {
        const shown = fieldsOfSection(section, Object.keys(years)).map((field) => years[field]!);
        const stated = detail.dataVintage[section];
        if (!shown.length) {
          if (stated) found.push(`${detail.name}: ${section} says ${stated} with no figure`);
          continue;
        }
        const counts = new Map<string, number>();
        for (const year of shown) counts.set(year, (counts.get(year) ?? 0) + 1);
        const most = Math.max(...counts.values());
        // The year most of the section's figures share (the newest on a tie); the others say their own.
        const expected = [...counts]
          .filter(([, count]) => count === most)
          .map(([year]) => year)
          .sort()
          .at(-1);
        if (stated !== expected) found.push(`${detail.name}: ${section} says ${stated}, its figures ${[...counts.keys()].join(', ')}`);
      }
    }
    expect(found.slice(0, 20)).toEqual([]);
  });

  it('names the Carnegie classification with its year, and the outcome measure of the college’s level', () => {
    for (const { detail, school } of details) {
      if (/Carnegie [Cc]lassification/.test(detail.description)) expect(detail.description).toMatch(/Carnegie Classification \(2025\): /);
      expect(detail.outcomeMeasure).toBe(school.level === 'Four-year' ? 'four-year' : 'less-than-four-year');
    }
  });

  it('says "similar size" and "similar tuition" only within the stated range, with both figures, and never calls a private college a community college', () => {
    const found: string[] = [];
    for (const school of schools) {
      for (const { school: other, reason } of findSimilarSchools(school, schools)) {
        if (/community college/.test(reason) && other.control !== 'public') found.push(`${school.name} → ${other.name}: ${reason}`);
        const size = /similar size \(([\d,]+) vs ([\d,]+) undergraduates/.exec(reason);
        if (/similar size/.test(reason)) {
          const [a, b] = [Number(size?.[1]?.replace(/,/g, '')), Number(size?.[2]?.replace(/,/g, ''))];
          if (!size || Math.max(a, b) / Math.min(a, b) > SIMILAR_SIZE_RATIO) found.push(`${school.name} → ${other.name}: ${reason}`);
        }
        const tuition = /similar (?:in-state )?tuition \(\$([\d,]+) vs \$([\d,]+)/.exec(reason);
        if (/similar (in-state )?tuition/.test(reason)) {
          const [a, b] = [Number(tuition?.[1]?.replace(/,/g, '')), Number(tuition?.[2]?.replace(/,/g, ''))];
          if (!tuition || Math.abs(a - b) > SIMILAR_TUITION_SHARE * Math.max(a, b)) found.push(`${school.name} → ${other.name}: ${reason}`);
        }
        if (school.control !== 'public' && /in-state/.test(reason)) found.push(`${school.name} → ${other.name}: ${reason}`);
      }
    }
    expect(found.slice(0, 10)).toEqual([]);
  });
});
