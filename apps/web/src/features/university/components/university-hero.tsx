import { useLingui } from '@lingui/react/macro';
import { Bookmark, BookmarkCheck, MapPin } from 'lucide-react';
import type { SchoolDetail } from '@campuspath/contract/school-detail';
import { Button } from '../../../components/ui/button.tsx';
import { CampusLocator } from '../../../components/ui/campus-locator.tsx';
import { controlLabel } from '../../../lib/data-terms.ts';
import { ShareButton } from './share-button.tsx';

export function UniversityHero({ school, saved, onToggleSave }: { school: SchoolDetail; saved: boolean; onToggleSave: () => void }) {
  const { t, i18n } = useLingui();
  const { country, label } = school.place;
  return (
    <section className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-indigo-950 via-slate-900 to-slate-900 text-white shadow-sm">
      {/* The campus locator sits in the top corner, above the name on a phone, never behind it. */}
      <div className="absolute right-3 top-3 h-20 w-36 sm:right-5 sm:top-5 sm:h-24 sm:w-44">
        <CampusLocator school={school} tone="dark" className="h-full w-full rounded-xl" />
      </div>
      <div className="relative flex flex-col gap-6 bg-gradient-to-t from-slate-950/80 to-slate-950/10 px-5 pb-6 pt-24 sm:px-8 sm:pt-32 md:flex-row md:items-end md:justify-between">
        <div>
          <p className="text-sm font-medium uppercase tracking-wide text-white/80">{controlLabel(i18n, school.type)}</p>
          <h1 className="mt-1 text-3xl font-bold text-balance sm:text-4xl">{school.name}</h1>
          <p className="mt-2 flex flex-wrap items-center gap-1.5 text-white/90">
            <MapPin aria-hidden="true" className="size-4" />
            {school.city}, {school.state}
            {school.place.kind !== 'state' && school.place.kind !== 'district' && (
              <span data-testid="school-place">· {placeText(school.place, t`${country}, a ${label}`)}</span>
            )}
          </p>
        </div>
        <div className="flex gap-3">
          <Button variant="secondary" aria-pressed={saved} onClick={onToggleSave}>
            {saved ? (
              <BookmarkCheck aria-hidden="true" className="size-4 text-indigo-600" />
            ) : (
              <Bookmark aria-hidden="true" className="size-4" />
            )}
            {saved ? t`Saved` : t`Save`}
          </Button>
          <ShareButton title={school.name} />
        </div>
      </div>
    </section>
  );
}

/** "Palau, a freely associated state"-style wording (`associated`, in the page's language): the place itself, whatever the Explore region filter calls it. */
function placeText(place: SchoolDetail['place'], associated: string): string {
  return place.kind === 'freely-associated-state' ? associated : place.label;
}
