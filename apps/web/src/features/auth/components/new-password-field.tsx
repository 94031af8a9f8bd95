import { useLingui } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import { PASSWORD_MIN_LENGTH } from '@campuspath/contract/auth-terms';
import { TextField } from '../../../components/ui/form-field.tsx';

/**
 * The password a student chooses (sign-up and a password reset): the same strength hint on both,
 * and the browser's password manager is told it is a new one.
 */
export function NewPasswordField(props: Omit<ComponentProps<typeof TextField>, 'type' | 'autoComplete' | 'hint'>) {
  const { t } = useLingui();
  return (
    <TextField
      type="password"
      autoComplete="new-password"
      hint={t`At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong one.`}
      {...props}
    />
  );
}
