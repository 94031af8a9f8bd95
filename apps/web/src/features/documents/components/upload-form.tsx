import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Upload } from 'lucide-react';
import { Progress } from 'radix-ui';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { DOCUMENT_ACCEPT_ATTRIBUTE, DOCUMENT_FILE_MESSAGES, DOCUMENT_TYPES } from '@campuspath/contract/documents-terms';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert, SelectField, TextField } from '../../../components/ui/form-field.tsx';
import { errorMessage, showFieldErrors } from '../../../lib/api-error-messages.ts';
import { formatPercent } from '../../../lib/format-percent.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { DOCUMENT_TYPE_NAMES } from '../../../lib/plan-terms.ts';
import { useUploadDocument } from '../api/upload-document.ts';
import type { UploadFormInput, UploadFormOutput } from './upload-form-schema.ts';

const resolver = lazyZodResolver<UploadFormInput, UploadFormOutput>(() =>
  import('./upload-form-schema.ts').then((module) => module.uploadFormSchema),
);

const FIELDS = ['file', 'type', 'name'];

// The file checks this form makes itself (upload-form-schema.ts, with the contract's English), in the page's language.
const FILE_ERRORS = new Map<string, MessageDescriptor>([
  [DOCUMENT_FILE_MESSAGES.missing, msg`Choose a file to upload`],
  [DOCUMENT_FILE_MESSAGES.empty, msg`This file is empty. Choose a file with content.`],
  [DOCUMENT_FILE_MESSAGES.tooLarge, msg`Files can be at most 10 MB`],
  [DOCUMENT_FILE_MESSAGES.unsupported, msg`Upload a PDF, DOCX, PNG, JPEG or TXT file`],
]);

/** Choose a file, its type and (optionally) a name; a progress bar shows while it uploads. */
export function UploadForm() {
  const upload = useUploadDocument();
  const { t, i18n } = useLingui();
  const [progress, setProgress] = useState<number | null>(null);
  const [uploaded, setUploaded] = useState('');
  const [formError, setFormError] = useState('');
  const fileId = useId();
  const progressLabelId = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<UploadFormInput, unknown, UploadFormOutput>({
    resolver,
    defaultValues: { file: null, type: '' as UploadFormInput['type'], name: '' },
  });

  const submit = handleSubmit(async ({ file, type, name }) => {
    setFormError('');
    setUploaded('');
    setProgress(0);
    try {
      const { document } = await upload.mutateAsync({ file, type, name, onProgress: setProgress });
      // Clears the file input too (react-hook-form resets the form element).
      reset();
      const uploadedName = document.name;
      setUploaded(t`Uploaded ${uploadedName}`);
    } catch (error) {
      if (!showFieldErrors(setError, error, FIELDS)) {
        setFormError(errorMessage(error, t`The upload failed. Please check your connection and try again.`));
      }
    } finally {
      setProgress(null);
    }
  });

  const fileMessage = errors.file?.message;
  const knownFileError = fileMessage ? FILE_ERRORS.get(fileMessage) : undefined;
  const fileError = knownFileError ? i18n._(knownFileError) : fileMessage;
  const percent = progress === null ? 0 : Math.round(progress * 100);
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <div>
        <label htmlFor={fileId} className="block text-sm font-medium text-slate-800">
          <Trans>File</Trans>
        </label>
        <input
          id={fileId}
          type="file"
          accept={DOCUMENT_ACCEPT_ATTRIBUTE}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={`${fileId}-hint${fileError ? ` ${fileId}-error` : ''}`}
          className="mt-1 block w-full rounded-lg border border-slate-300 bg-white text-sm text-slate-700 file:mr-3 file:border-0 file:bg-indigo-50 file:px-4 file:py-2 file:font-medium file:text-indigo-700 hover:file:bg-indigo-100"
          {...register('file')}
        />
        <p id={`${fileId}-hint`} className="mt-1 text-sm text-slate-500">
          <Trans>PDF, DOCX, PNG, JPEG or TXT, up to 10 MB.</Trans>
        </p>
        {fileError ? (
          <p id={`${fileId}-error`} className="mt-1 text-sm text-red-700">
            {fileError}
          </p>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
        <SelectField label={t`Type`} error={errors.type?.message} {...register('type')}>
          <option value="">
            <Trans>Choose a type</Trans>
          </option>
          {DOCUMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {i18n._(DOCUMENT_TYPE_NAMES[type])}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t`Name (optional)`}
          hint={t`Leave blank to keep the file's name.`}
          error={errors.name?.message}
          autoComplete="off"
          {...register('name')}
        />
      </div>
      {progress !== null ? (
        <div>
          <div className="flex justify-between text-sm text-slate-700">
            <span id={progressLabelId}>{percent < 100 ? t`Uploading…` : t`Checking the file…`}</span>
            <span aria-hidden="true">{formatPercent(percent)}</span>
          </div>
          <Progress.Root
            value={percent}
            aria-labelledby={progressLabelId}
            aria-valuetext={formatPercent(percent)}
            className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <Progress.Indicator className="h-full bg-indigo-600 transition-[width]" style={{ width: `${percent}%` }} />
          </Progress.Root>
        </div>
      ) : null}
      <p role="status" className="text-sm text-emerald-700">
        {uploaded}
      </p>
      <Button type="submit" disabled={upload.isPending}>
        <Upload aria-hidden="true" className="size-4" />
        <Trans>Upload</Trans>
      </Button>
    </form>
  );
}
