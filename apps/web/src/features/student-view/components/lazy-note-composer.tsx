import { Suspense, lazy, type ComponentProps } from 'react';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

// Its own chunk: react-hook-form (about 15 KB gzipped) is needed only when a counselor writes a
// note, so the student's plan and a shared essay show without it (e2e/js-budget.spec.ts).
const NoteComposerForm = lazy(() => import('./note-composer.tsx').then((module) => ({ default: module.NoteComposer })));

/** A counselor's note form, loaded after the page; a block of its height holds its place until then. */
export function NoteComposer(props: ComponentProps<typeof NoteComposerForm>) {
  return (
    <Suspense fallback={<Skeleton className="h-[10.75rem]" />}>
      <NoteComposerForm {...props} />
    </Suspense>
  );
}
