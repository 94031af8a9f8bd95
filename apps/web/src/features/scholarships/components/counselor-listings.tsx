import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { LocalScholarshipBody } from '@campuspath/contract/scholarships';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert, TextAreaField, TextField } from '../../../components/ui/form-field.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage, showFieldErrors } from '../../../lib/api-error-messages.ts';
import { todayIso } from '../../../lib/format-date.ts';
import { useDeleteLocalScholarship, usePostLocalScholarship, useSchoolScholarships } from '../api/school-scholarships.ts';
import { LocalListing } from './local-listing.tsx';

type Values = Record<'name' | 'sponsor' | 'amount' | 'eligibility' | 'deadline' | 'link' | 'checkedOn', string>;
const FIELDS = ['name', 'sponsor', 'amount', 'eligibility', 'deadline', 'link', 'checkedOn'];

/** A counselor posts local scholarships for their school's students, and deletes past ones. */
export function CounselorListings({ school }: { school: { id: string; name: string } }) {
  const { t } = useLingui();
  const schoolName = school.name;
  const list = useSchoolScholarships(school.id);
  const post = usePostLocalScholarship(school.id);
  const remove = useDeleteLocalScholarship(school.id);
  const empty: Values = { name: '', sponsor: '', amount: '', eligibility: '', deadline: '', link: '', checkedOn: todayIso() };
  const form = useForm<Values>({ defaultValues: empty });
  const { errors } = form.formState;
  const [status, setStatus] = useState<{ kind: 'saved' | 'error'; text: string } | null>(null);

  const save = async (values: Values) => {
    setStatus(null);
    const amount = values.amount.trim() === '' ? null : Number(values.amount);
    try {
      await post.mutateAsync({ ...values, amount: Number.isNaN(amount) ? values.amount : amount } as LocalScholarshipBody);
      form.reset(empty);
      const name = values.name.trim();
      setStatus({ kind: 'saved', text: t`Posted ${name} for ${schoolName}'s students.` });
    } catch (error) {
      const placed = showFieldErrors(form.setError, error, FIELDS);
      setStatus({
        kind: 'error',
        text: placed ? t`Check the highlighted fields.` : errorMessage(error, t`The scholarship was not posted.`),
      });
    }
  };

  return (
    <div className="space-y-6">
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit(save)(event)}
        className="grid gap-4 sm:grid-cols-2"
        aria-label={t`Post a local scholarship`}
      >
        <TextField label={t`Name`} {...form.register('name')} error={errors.name?.message} autoComplete="off" />
        <TextField label={t`Sponsor`} {...form.register('sponsor')} error={errors.sponsor?.message} autoComplete="off" />
        <TextField
          label={t`Amount (whole dollars, blank if it varies)`}
          inputMode="numeric"
          {...form.register('amount')}
          error={errors.amount?.message}
        />
        <TextField label={t`Deadline`} type="date" {...form.register('deadline')} error={errors.deadline?.message} />
        <TextAreaField
          label={t`Who can apply`}
          rows={2}
          {...form.register('eligibility')}
          error={errors.eligibility?.message}
          className="sm:col-span-2"
        />
        <TextField label={t`Sponsor's page`} type="url" {...form.register('link')} error={errors.link?.message} />
        <TextField
          label={t`Checked on`}
          type="date"
          {...form.register('checkedOn')}
          error={errors.checkedOn?.message}
          hint={t`When you last checked it with the sponsor.`}
        />
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <Button type="submit" disabled={post.isPending}>
            {post.isPending ? t`Posting…` : t`Post scholarship`}
          </Button>
          {status?.kind === 'saved' ? (
            <p role="status" className="text-sm text-emerald-800">
              {status.text}
            </p>
          ) : null}
        </div>
        {status?.kind === 'error' ? (
          <div className="sm:col-span-2">
            <FormAlert>{status.text}</FormAlert>
          </div>
        ) : null}
      </form>
      {list.isPending ? (
        <LoadingState label={t`Loading the school's scholarships`}>
          <Skeleton className="h-24" />
        </LoadingState>
      ) : list.isError ? (
        <ErrorState message={t`We couldn't load the school's scholarships.`} onRetry={() => void list.refetch()} />
      ) : list.data.scholarships.length === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans>Nothing posted yet. Students of {schoolName} see what you post here, on this page.</Trans>
        </p>
      ) : (
        <ul className="space-y-3" aria-label={t`Posted for ${schoolName}`}>
          {list.data.scholarships.map((listing) => {
            const name = listing.name;
            return (
              <LocalListing
                key={listing.id}
                listing={listing}
                schoolName={school.name}
                action={
                  <Button variant="secondary" disabled={remove.isPending} onClick={() => remove.mutate(listing.id)}>
                    <Trans>
                      Delete<span className="sr-only"> {name}</span>
                    </Trans>
                  </Button>
                }
              />
            );
          })}
        </ul>
      )}
    </div>
  );
}
