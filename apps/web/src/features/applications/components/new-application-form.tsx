import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, Trash2 } from 'lucide-react';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { CreateApplicationBody, CreateApplicationInput } from '@campuspath/contract/applications';
import type { CheckedDeadline } from '@campuspath/contract/checked-deadlines';
import { CHECKLIST_MAX_ITEMS, DEFAULT_CHECKLIST_LABELS, roundHasDeadline } from '@campuspath/contract/applications-terms';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage, showFieldErrors } from '../../../lib/api-error-messages.ts';
import { useSchool } from '../../../lib/api/get-school.ts';
import { activeLocale } from '../../../lib/locale.ts';
import { APPLICATION_ROUND_NAMES, checklistStepText } from '../../../lib/plan-terms.ts';
import { checklistStepToSave } from '../application-terms.ts';
import { useCreateApplication } from '../api/create-application.ts';
import { ApplicationFields } from './application-fields.tsx';
import { inputClass } from '../../../components/ui/form-field.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { SchoolPicker, type ChosenSchool } from './school-picker.tsx';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';

// What shows only once a college is chosen (the counselor's date for it, its admissions links) loads
// after the form: the page's first load stays within its budget (e2e/js-budget.spec.ts).
const CounselorDeadlineNote = lazy(() =>
  import('./counselor-deadline-note.tsx').then((module) => ({ default: module.CounselorDeadlineNote })),
);
const CollegeAdmissionsLinks = lazy(() =>
  import('../../../components/ui/college-admissions-links.tsx').then((module) => ({ default: module.CollegeAdmissionsLinks })),
);

const resolver = lazyZodResolver<CreateApplicationBody, CreateApplicationInput>(() =>
  import('@campuspath/contract/applications').then((module) => module.createApplicationBodySchema),
);

const FIELD_NAMES = ['schoolId', 'round', 'status', 'deadline', 'decisionDate', 'notes', 'portalUrl', 'checklist'];

interface NewApplicationFormProps {
  initialSchool: ChosenSchool | null;
  /**
   * The deadlines the student's high school counselors checked for their cycle; the
   * chosen college and round's date fills an empty deadline, saying where it came from.
   */
  counselorDeadlines?: readonly CheckedDeadline[];
}

/** Start an application: the school, round, dates and an editable checklist (generic steps to start from). */
export function NewApplicationForm({ initialSchool, counselorDeadlines = [] }: NewApplicationFormProps) {
  const navigate = useNavigate();
  const create = useCreateApplication();
  const { t, i18n } = useLingui();
  const [school, setSchool] = useState<ChosenSchool | null>(initialSchool);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CreateApplicationBody, unknown, CreateApplicationInput>({
    resolver,
    defaultValues: {
      schoolId: initialSchool?.id,
      round: '' as CreateApplicationBody['round'],
      status: 'drafting',
      deadline: '',
      decisionDate: '',
      portalUrl: '',
      notes: '',
      // The starting steps in the page's language; left as they are, they are saved as the app's own (checklistStepToSave).
      checklist: DEFAULT_CHECKLIST_LABELS.map((label) => ({ label: checklistStepText(i18n, label), done: false })),
    },
  });
  const checklist = useFieldArray({ control: form.control, name: 'checklist' });
  // The chosen college's IPEDS admissions and application links, where its real deadlines are.
  const detail = useSchool(school ? String(school.id) : null);
  const round = useWatch({ control: form.control, name: 'round' });
  const deadline = useWatch({ control: form.control, name: 'deadline' });
  // The deadline stays optional, but an empty one in a round that has one is said out loud.
  const noDeadline = Boolean(round) && roundHasDeadline(round) && !deadline;
  const { errors, isSubmitted } = form.formState;
  const counselorDate =
    (school && round && counselorDeadlines.find((entry) => entry.collegeId === school.id && entry.round === round)) || null;
  // The rounds the counselors checked at this college: a round they did not record is allowed, and said.
  const checkedRounds = school ? counselorDeadlines.filter((entry) => entry.collegeId === school.id) : [];
  const unrecordedRound = Boolean(round) && roundHasDeadline(round) && checkedRounds.length > 0 && !counselorDate;
  // The date this form put in from the counselor, so a later change of college or round replaces
  // it, and never a date the student typed. A date that has passed is shown as passed, never filled in.
  const prefilled = useRef<string | null>(null);
  const offered = counselorDate && !counselorDate.passed ? counselorDate.date : null;
  useEffect(() => {
    const current = form.getValues('deadline') ?? '';
    if ((current !== '' && current !== prefilled.current) || offered === current) return;
    form.setValue('deadline', offered ?? '', { shouldValidate: isSubmitted });
    prefilled.current = offered;
  }, [offered, form, isSubmitted]);

  const onSubmit = form.handleSubmit(async (typed) => {
    setFormError(null);
    const values = { ...typed, checklist: typed.checklist?.map((item) => ({ ...item, label: checklistStepToSave(i18n, item.label) })) };
    try {
      // The note said why no "Find the deadline" task comes with a round the counselors did not record.
      const application = await create.mutateAsync(unrecordedRound && !values.deadline ? { ...values, findDeadlineTask: false } : values);
      await navigate(paths.application.getHref(application.id));
    } catch (error) {
      if (!showFieldErrors(form.setError, error, FIELD_NAMES)) {
        setFormError(errorMessage(error, t`We could not save this application. Please try again.`));
      }
    }
  });

  const checkedNames = new Intl.ListFormat(activeLocale(), { type: 'conjunction', style: 'narrow' }).format(
    checkedRounds.map((entry) => i18n._(APPLICATION_ROUND_NAMES[entry.round])),
  );
  const schoolName = school?.name ?? '';
  const roundName = round ? i18n._(APPLICATION_ROUND_NAMES[round]) : '';
  const checklistError = typeof errors.checklist?.message === 'string' ? errors.checklist.message : errors.checklist?.root?.message;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-8">
      <section aria-labelledby="school-heading" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
        <h2 id="school-heading" className="text-lg font-semibold text-slate-900">
          <Trans>College and round</Trans>
        </h2>
        <SchoolPicker
          value={school}
          onChange={(next) => {
            setSchool(next);
            form.setValue('schoolId', next?.id as number, { shouldValidate: isSubmitted });
          }}
          error={errors.schoolId?.message}
        />
        <ApplicationFields
          register={form.register}
          errors={errors}
          requireRoundChoice
          afterDates={
            counselorDate ? (
              <Suspense fallback={<Skeleton className="h-28 rounded-lg" />}>
                <CounselorDeadlineNote
                  deadline={counselorDate}
                  inUse={deadline === counselorDate.date}
                  onUse={() => {
                    form.setValue('deadline', counselorDate.date, { shouldValidate: isSubmitted });
                    prefilled.current = counselorDate.date;
                  }}
                />
              </Suspense>
            ) : null
          }
        />
        {unrecordedRound && school ? (
          <p role="note" className="rounded-lg bg-sky-50 px-4 py-3 text-sm text-slate-800" data-testid="unrecorded-round-note">
            {t`Your counselors checked ${checkedNames} at ${schoolName}, not ${roundName}: the college may not offer this round. You can still add it; confirm on the college's admissions page whether it exists and when it is due.`}
          </p>
        ) : noDeadline ? (
          <p role="note" className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900" data-testid="no-deadline-note">
            <Trans>
              No deadline yet. You can leave it empty for now: we will add a “Find the deadline” task that links to the college's admissions
              page, and count this application on your dashboard until you enter it.
            </Trans>
          </p>
        ) : null}
        {school && detail.data?.id === school.id ? (
          <Suspense fallback={<Skeleton className="h-11" />}>
            <CollegeAdmissionsLinks urls={detail.data.urls} className="" />
          </Suspense>
        ) : null}
      </section>

      <section aria-labelledby="checklist-heading" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
        <div>
          <h2 id="checklist-heading" className="text-lg font-semibold text-slate-900">
            <Trans>Checklist</Trans>
          </h2>
          <p className="text-sm text-slate-600">
            <Trans>
              Common steps to start from; remove what this college does not ask for and add what it does. Progress is the share of items
              done.
            </Trans>
          </p>
        </div>
        <ul className="space-y-2">
          {checklist.fields.map((item, index) => {
            const itemError = errors.checklist?.[index]?.label?.message;
            const number = index + 1;
            return (
              <li key={item.id}>
                <div className="flex items-center gap-2">
                  <input
                    aria-label={t`Checklist item ${number}`}
                    aria-invalid={itemError ? true : undefined}
                    {...form.register(`checklist.${index}.label`)}
                    className={inputClass}
                  />
                  <button
                    type="button"
                    onClick={() => checklist.remove(index)}
                    className={buttonClass('ghost', 'shrink-0 px-2.5')}
                    aria-label={t`Remove checklist item ${number}`}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </button>
                </div>
                {itemError ? <p className="mt-1 text-sm text-rose-700">{itemError}</p> : null}
              </li>
            );
          })}
        </ul>
        {checklistError ? <p className="text-sm text-rose-700">{checklistError}</p> : null}
        <Button
          variant="secondary"
          onClick={() => checklist.append({ label: '', done: false })}
          disabled={checklist.fields.length >= CHECKLIST_MAX_ITEMS}
        >
          <Plus aria-hidden="true" className="size-4" />
          <Trans>Add item</Trans>
        </Button>
      </section>

      {formError ? (
        <p role="alert" className="rounded-lg bg-rose-50 px-4 py-3 text-sm text-rose-900">
          {formError}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to={paths.applications.getHref()} className={buttonClass('secondary')}>
          <Trans>Cancel</Trans>
        </Link>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t`Saving…` : t`Create application`}
        </Button>
      </div>
    </form>
  );
}
