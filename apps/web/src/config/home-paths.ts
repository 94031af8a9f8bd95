import type { AccountRole } from '@campuspath/contract/auth-terms';
import { paths } from './paths.ts';

/**
 * Where each kind of account starts after signing in: a student's dashboard, a parent's
 * students, a counselor's caseload. Apart from paths.ts because only the sign-in pages and the
 * workspace guard need it, so the first load of `/` does not carry it.
 */
export const homePathFor = (role: AccountRole): string =>
  role === 'parent'
    ? paths.family.getHref()
    : role === 'counselor'
      ? paths.caseload.getHref()
      : role === 'teacher'
        ? paths.teacherLetters.getHref()
        : paths.dashboard.getHref();
