import { CheckCircle2, Sparkles } from 'lucide-react';
import { PROFILE_UNLOCKS } from '@campuspath/contract/profile-terms';

function listWords(words: string[]): string {
  return words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/**
 * Whether the saved profile is complete (`profileComplete` from the session) and what completing
 * it unlocks; `missing` names what the saved profile still lacks.
 */
export function ProfileStatus({ complete, missing }: { complete: boolean; missing: string[] }) {
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
        {complete ? 'Your profile is complete' : 'Complete your profile to unlock more'}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {complete
          ? 'CampusPath uses it for:'
          : `${missing.length ? `Add ${listWords(missing)} and save.` : 'Save your profile to finish it.'} A complete profile is used for:`}
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {PROFILE_UNLOCKS.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
