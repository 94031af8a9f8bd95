import { currentEntryYear } from '@campuspath/contract/admissions-calendar';
import {
  rosterImportResponseSchema,
  rosterResponseSchema,
  type RosterImportResponse,
  type RosterResponse,
} from '@campuspath/contract/rosters';
import type { App } from '../app.ts';
import type { SignedInUser } from './factories.ts';

/** Requests the roster tests and the roster bench share. */

export const ROSTER_HEADER = 'name,email,graduation_year,student_number,group';

/** This year's seniors' graduation year, as the importer reads it today. */
export const seniorsYear = (): number => currentEntryYear(new Date());

/** A simple roster of `count` students, `first` numbering the addresses (student1@…). */
export function rosterFile(count: number, { first = 1, domain = 'roster.example.org', group = 'Homeroom 12A' } = {}): string {
  const lines = Array.from({ length: count }, (_, index) => {
    const n = first + index;
    return `Student ${n},student${n}@${domain},${seniorsYear()},S${n},${group}`;
  });
  return `${ROSTER_HEADER}\n${lines.join('\n')}\n`;
}

export const postRosterCsv = (app: App, user: SignedInUser, highSchoolId: string, csv: string | Buffer, fileName = 'roster.csv') =>
  app.inject({
    method: 'POST',
    url: `/api/high-schools/${highSchoolId}/roster/imports?fileName=${encodeURIComponent(fileName)}`,
    headers: { cookie: user.cookie, 'content-type': 'text/csv' },
    payload: csv,
  });

export async function importRosterCsv(app: App, user: SignedInUser, highSchoolId: string, csv: string): Promise<RosterImportResponse> {
  const response = await postRosterCsv(app, user, highSchoolId, csv);
  if (response.statusCode !== 200) throw new Error(`Roster import failed: ${response.statusCode} ${response.body.slice(0, 500)}`);
  return rosterImportResponseSchema.parse(response.json());
}

export async function readRosterOf(app: App, user: SignedInUser, highSchoolId: string): Promise<RosterResponse> {
  const response = await app.inject({ method: 'GET', url: `/api/high-schools/${highSchoolId}/roster`, headers: { cookie: user.cookie } });
  if (response.statusCode !== 200) throw new Error(`Roster read failed: ${response.statusCode} ${response.body.slice(0, 300)}`);
  return rosterResponseSchema.parse(response.json());
}
