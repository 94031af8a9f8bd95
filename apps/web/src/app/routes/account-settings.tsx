import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { WorkspacePage } from '../../components/layout/workspace-page.tsx';
import { DataSection, DeleteAccountSection, SessionsSection } from '../../features/account/components/account-danger-zone.tsx';
import { DetailsForm, EmailForm, PasswordForm } from '../../features/account/components/account-forms.tsx';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { graduationYearOptions } from '../../features/auth/graduation-years.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Account settings`);
  const { user } = useAuth();
  if (!user) return null;
  const expires = user.expiresAt ? formatDateTime(user.expiresAt) : null;
  return (
    <WorkspacePage title={t`Account settings`} width="narrow">
      <div className="space-y-6">
        {user.isDemo ? (
          <p className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            {expires ? (
              <Trans>
                This is a demo account. It and everything in it are deleted on {expires}. Create a free account to keep your own work.
              </Trans>
            ) : (
              <Trans>
                This is a demo account. It and everything in it are deleted after a day. Create a free account to keep your own work.
              </Trans>
            )}
          </p>
        ) : null}
        <Section title={t`Your details`} id="details">
          <DetailsForm user={user} years={graduationYearOptions()} />
        </Section>
        {user.isDemo ? null : (
          <>
            <Section title={t`Email address`} id="email">
              <EmailForm user={user} />
            </Section>
            <Section title={t`Password`} id="password">
              <PasswordForm />
            </Section>
          </>
        )}
        <Section title={t`Signed-in devices`} id="sessions">
          <SessionsSection />
        </Section>
        <Section title={t`Your data`} id="data">
          <DataSection />
        </Section>
        <Section title={t`Delete account`} id="delete">
          <DeleteAccountSection user={user} />
        </Section>
      </div>
    </WorkspacePage>
  );
}
