import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { signupBodySchema, type SignupBody } from '@campuspath/contract/auth';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert, SelectField, TextField } from '../../../components/ui/form-field.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { fieldErrors } from '../../../lib/api-error-messages.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { graduationYearOptions } from '../graduation-years.ts';
import { NewPasswordField } from './new-password-field.tsx';

const FIELD_NAMES = ['name', 'email', 'password', 'graduationYear'] as const;
type FieldName = (typeof FIELD_NAMES)[number];

export function SignupForm({ onSignedUp }: { onSignedUp: () => void }) {
  const { signup } = useAuth();
  const [formError, setFormError] = useState<string | null>(null);
  const years = graduationYearOptions();
  const form = useForm<SignupBody>({
    resolver: zodResolver(signupBodySchema),
    defaultValues: { name: '', email: '', password: '', graduationYear: years[2] },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await signup(values);
      onSignedUp();
    } catch (error) {
      const fields = fieldErrors(error);
      let shown = false;
      for (const [name, message] of Object.entries(fields)) {
        if ((FIELD_NAMES as readonly string[]).includes(name)) {
          form.setError(name as FieldName, { message });
          shown = true;
        }
      }
      if (!shown) {
        setFormError(
          error instanceof ApiRequestError && error.status === 429 && error.body ? error.body.message : 'Sign-up failed. Please try again.',
        );
      }
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Create your account">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <TextField label="Name" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
      <NewPasswordField label="Password" error={errors.password?.message} {...form.register('password')} />
      <SelectField
        label="High school graduation year"
        error={errors.graduationYear?.message}
        {...form.register('graduationYear', { valueAsNumber: true })}
      >
        {years.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </SelectField>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Creating your account…' : 'Create Free Account'}
      </Button>
    </form>
  );
}
