import yazl from 'yazl';
import { rosterImportResponseSchema, type RosterImportResponse } from '@campuspath/contract/rosters';
import type { App } from '../app.ts';
import { multipart } from './document-fixtures.ts';
import type { SignedInUser } from './factories.ts';

/**
 * OneRoster 1.1 CSV files as a student information system exports them (the CSV binding's
 * headers, in its column order), for the roster tests: users, orgs, classes and enrollments of
 * one school, and their zip.
 */

export const USERS_HEADER =
  'sourcedId,status,dateLastModified,enabledUser,orgSourcedIds,role,username,userIds,givenName,familyName,middleName,identifier,email,sms,phone,agentSourcedIds,grades,password';
export const ORGS_HEADER = 'sourcedId,status,dateLastModified,name,type,identifier,parentSourcedId';
export const CLASSES_HEADER =
  'sourcedId,status,dateLastModified,title,grades,courseSourcedId,classCode,classType,location,schoolSourcedId,termSourcedIds,subjects,subjectCodes,periods';
export const ENROLLMENTS_HEADER =
  'sourcedId,status,dateLastModified,classSourcedId,schoolSourcedId,userSourcedId,role,primary,beginDate,endDate';

export interface OneRosterUser {
  id: string;
  role?: string;
  given: string;
  family: string;
  email: string;
  grade: string;
  org?: string;
  status?: string;
}

export const userLine = ({ id, role = 'student', given, family, email, grade, org = 'school-1', status = '' }: OneRosterUser) =>
  `${id},${status},,true,${org},${role},${id},,${given},${family},,ID-${id},${email},,,,${grade},`;

export const orgLine = (id: string, name: string, type: string, identifier = '') => `${id},,,${name},${type},${identifier},district-1`;

export const classLine = (id: string, title: string, type: 'homeroom' | 'scheduled', code = id) =>
  `${id},,,${title},12,course-1,${code},${type},,school-1,term-1,,,`;

export const enrollmentLine = (id: string, classId: string, userId: string, role = 'student') =>
  `${id},,,${classId},school-1,${userId},${role},${role === 'teacher' ? 'true' : 'false'},,`;

export const csv = (header: string, lines: readonly string[]) => `${header}\n${lines.join('\n')}\n`;

/** The files as a zip, as an export hands them over (in a folder, with a manifest and files the roster does not read). */
export function zipOf(files: Record<string, string>, folder = 'oneroster-export/'): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, text] of Object.entries(files)) zip.addBuffer(Buffer.from(text, 'utf8'), `${folder}${name}`);
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('error', reject);
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

/** POST the files as one multipart upload (`file` repeated). */
export const postRosterFiles = (app: App, user: SignedInUser, highSchoolId: string, files: Record<string, string | Buffer>) => {
  const body = multipart(Object.entries(files).map(([fileName, value]) => ({ name: 'file', fileName, value, contentType: 'text/csv' })));
  return app.inject({
    method: 'POST',
    url: `/api/high-schools/${highSchoolId}/roster/imports`,
    headers: { cookie: user.cookie, ...body.headers },
    payload: body.payload,
  });
};

export async function importRosterFiles(
  app: App,
  user: SignedInUser,
  highSchoolId: string,
  files: Record<string, string | Buffer>,
): Promise<RosterImportResponse> {
  const response = await postRosterFiles(app, user, highSchoolId, files);
  if (response.statusCode !== 200) throw new Error(`Roster import failed: ${response.statusCode} ${response.body.slice(0, 800)}`);
  return rosterImportResponseSchema.parse(response.json());
}
