import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CheckCircle2, Sparkles } from 'lucide-react';
import { formatList } from '../../../lib/format-list.ts';

/** What a complete profile is used for (the contract's PROFILE_UNLOCKS, in the page's language). */
const UNLOCKS: MessageDescriptor[] = [
  msg`Your dashboard and readiness checklist show your GPA, test scores and GPA trend`,
  msg`Your intended majors and preferences are kept for matching you with colleges`,
  msg`Your family's income band, if you choose one, is used only to pick net prices for that band and is never shared`,
];

/**
 * Whether the saved profile is complete (`profileComplete` from the session) and what completing
 * it unlocks; `missing` names what the saved profile still lacks.
 */
export function ProfileStatus({ complete, missing }: { complete: boolean; missing: MessageDescriptor[] }) {
  const { t, i18n } = useLingui();
  const needed = formatList(missing.map((item) => i18n._(item)));
  const first = missing.length ? t`Add ${needed} and save.` : t`Save your profile to finish it.`;
  return (
    <section
      aria-labelledby="profile-status-title"
      className={`rounded-2xl border p-5 ${complete ? 'border-emerald-200 bg-emerald-50' : 'border-indigo-200 bg-indigo-50'}`}
      data-testid="profile-status"
    >
      <h2 id="profile-status-title" className="flex items-center gap-2 font-semibold text-slate-900">
        {complete ? (
          <CheckCircle2 aria-hidden="true" className="size-5 text-emerald-700" />
        ) : (
          <Sparkles aria-hidden="true" className="size-5 text-indigo-700" />
        )}
        {complete ? t`Your profile is complete` : t`Complete your profile to unlock more`}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{complete ? t`CampusPath uses it for:` : t`${first} A complete profile is used for:`}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {UNLOCKS.map((item) => (
          <li key={item.id}>{i18n._(item)}</li>
        ))}
      </ul>
    </section>
  );
}
