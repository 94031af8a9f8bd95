import { useLingui } from '@lingui/react/macro';
import type { SchoolDetail } from '@campuspath/contract/school-detail';
import { majorFamilyLabel } from '../../../lib/major-family-labels.ts';
import { aboutText } from '../about-text.ts';

/** The whole "About" paragraph, with its fields of study in the page's language (a lazy part: it brings the families' names). */
export function AboutParagraph({ school }: { school: Pick<SchoolDetail, 'name' | 'about'> }) {
  const { i18n } = useLingui();
  return <>{aboutText(i18n, school.name, school.about, (code) => majorFamilyLabel(i18n, code))}</>;
}
