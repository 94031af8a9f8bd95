import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProfileBody, ProfileResponse } from '@campuspath/contract/profile';

/** The form edits the PUT body; a saved profile (or the empty one) fills it. */
export function toFormValues(profile: ProfileResponse): ProfileBody {
  const { updatedAt: _updatedAt, ...body } = profile;
  return {
    ...body,
    termGpas: body.termGpas.map((term) => ({ ...term })),
    courses: body.courses.map((course) => ({ ...course })),
    intendedMajors: [...body.intendedMajors],
    preferences: {
      ...body.preferences,
      regions: [...body.preferences.regions],
      states: [...(body.preferences.states ?? [])],
      sizes: [...body.preferences.sizes],
      settings: [...body.preferences.settings],
    },
  };
}

/** An empty box is "not given" (null); anything else is the number typed (NaN fails validation with a message). */
export function numberOrNull(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isNaN(value) ? null : value;
  const text = String(value).trim();
  return text === '' ? null : Number(text);
}

/** What a profile still needs to count as complete (isProfileComplete in auth-terms.ts). */
export function missingForCompletion(profile: Pick<ProfileResponse, 'gpa' | 'satTotal' | 'act' | 'intendedMajors'>): MessageDescriptor[] {
  const missing: MessageDescriptor[] = [];
  if (profile.gpa === null) missing.push(msg`your unweighted GPA`);
  if (profile.satTotal === null && profile.act === null) missing.push(msg`an SAT or ACT score`);
  if (profile.intendedMajors.length === 0) missing.push(msg`at least one intended major`);
  return missing;
}
