import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarPlus, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import type { CalendarFeed } from '@campuspath/contract/reminders';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/form-field.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { RegenerateFeedDialog } from './regenerate-feed-dialog.tsx';

const APPS = [
  {
    name: 'Google Calendar',
    steps: msg`On a computer, next to “Other calendars” choose + and then “From URL”. Paste the https URL above and choose “Add calendar”.`,
  },
  {
    name: 'Apple Calendar',
    steps: msg`Choose File › New Calendar Subscription and paste the URL, or open the “Subscribe in your calendar app” link on your Mac, iPhone or iPad.`,
  },
  {
    name: 'Outlook',
    steps: msg`Choose “Add calendar” and then “Subscribe from web”. Paste the https URL, give the calendar a name and choose Import.`,
  },
] as const;

/**
 * The personal calendar feed: a webcal:// link that calendar apps open as a
 * subscription, the https URL with a Copy button, how to add it in the common apps, and
 * Regenerate to revoke a URL shared by mistake.
 */
export function CalendarFeedSection({ feed }: { feed: CalendarFeed }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const created = formatDate(feed.createdAt);
  const [message, setMessage] = useState('');
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          <Trans>Calendar feed</Trans>
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          <Trans>
            Every dated item you have, with an alert at each of your reminder times. Calendar apps check the feed for changes on their own
            schedule, usually every few hours.
          </Trans>
        </p>
      </div>
      <a href={feed.webcalUrl} className={buttonClass('primary')}>
        <CalendarPlus aria-hidden="true" className="size-4" />
        <Trans>Subscribe in your calendar app</Trans>
      </a>
      <div>
        <label htmlFor={`${id}-url`} className="block text-sm font-medium text-slate-800">
          <Trans>Feed URL</Trans>
        </label>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
          <input
            id={`${id}-url`}
            readOnly
            value={feed.url}
            onFocus={(event) => event.currentTarget.select()}
            aria-describedby={`${id}-secret`}
            className={`${inputClass} font-mono text-sm`}
          />
          <Button
            variant="secondary"
            className="shrink-0 self-start sm:mt-1"
            onClick={() => {
              navigator.clipboard.writeText(feed.url).then(
                () => setMessage(t`Copied`),
                () => setMessage(t`Copying did not work. Select the URL and copy it yourself.`),
              );
            }}
          >
            <Copy aria-hidden="true" className="size-4" />
            <Trans>
              Copy<span className="sr-only"> feed URL</span>
            </Trans>
          </Button>
        </div>
        <p id={`${id}-secret`} className="mt-2 text-sm text-slate-600">
          <Trans>Keep this URL private: anyone who has it can see your deadlines. Created {created}.</Trans>
        </p>
        <p role="status" className="mt-1 text-sm font-medium text-emerald-700">
          {message}
        </p>
      </div>
      <div>
        <h3 className="text-base font-semibold text-slate-900">
          <Trans>Add it to your calendar</Trans>
        </h3>
        <dl className="mt-2 space-y-3 text-sm">
          {APPS.map((app) => (
            <div key={app.name}>
              <dt className="font-medium text-slate-900">{app.name}</dt>
              <dd className="text-slate-700">{i18n._(app.steps)}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="border-t border-slate-200 pt-4">
        <p className="text-sm text-slate-700">
          <Trans>Shared the URL by mistake? Make a new one; the old one stops working.</Trans>
        </p>
        <div className="mt-3">
          <RegenerateFeedDialog onRegenerated={() => setMessage(t`A new feed URL was made. The old one no longer works.`)} />
        </div>
      </div>
    </section>
  );
}
