import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Mail } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * The footer's "social links". CampusPath has no social media accounts, so instead of inventing
 * profile URLs these share the site itself on each network (their public share endpoints).
 */
const SHARE_TEXT = msg`CampusPath: search US colleges on real College Scorecard data and plan your applications, free.`;

/** Each network's share link, its name and the shared words in the page's language. */
export function shareTargets(siteUrl: string, i18n: I18n) {
  const url = encodeURIComponent(siteUrl);
  const shareText = i18n._(SHARE_TEXT);
  const text = encodeURIComponent(shareText);
  const subject = i18n._(msg`A free college search: CampusPath`);
  return [
    {
      label: i18n._(msg`Share CampusPath on X`),
      href: `https://twitter.com/intent/tweet?url=${url}&text=${text}`,
      icon: <XLogo />,
      external: true,
    },
    {
      label: i18n._(msg`Share CampusPath on Facebook`),
      href: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
      icon: <FacebookLogo />,
      external: true,
    },
    {
      label: i18n._(msg`Share CampusPath on LinkedIn`),
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
      icon: <LinkedInLogo />,
      external: true,
    },
    {
      label: i18n._(msg`Share CampusPath by email`),
      href: `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(`${shareText}\n\n${siteUrl}`)}`,
      icon: <Mail className="size-5" />,
      external: false,
    },
  ];
}

export function ShareLinks({ siteUrl }: { siteUrl: string }) {
  const { i18n, t } = useLingui();
  const newTab = t`(opens in a new tab)`;
  return (
    <ul className="flex gap-2">
      {shareTargets(siteUrl, i18n).map((target) => (
        <li key={target.label}>
          <a
            href={target.href}
            aria-label={target.external ? `${target.label} ${newTab}` : target.label}
            title={target.label}
            {...(target.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            className="grid size-10 place-items-center rounded-full bg-slate-800 text-slate-200 transition-colors hover:bg-indigo-500 hover:text-white"
          >
            <span aria-hidden="true">{target.icon}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function BrandIcon({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" className="size-4" focusable="false">
      {children}
    </svg>
  );
}

// Brand marks (Simple Icons, CC0), drawn inline: lucide no longer ships brand logos.
function XLogo() {
  return (
    <BrandIcon>
      <path d="M18.901 1.153h3.68l-8.04 9.19L24 22.846h-7.406l-5.8-7.584-6.638 7.584H.474l8.6-9.83L0 1.154h7.594l5.243 6.932ZM17.61 20.644h2.039L6.486 3.24H4.298Z" />
    </BrandIcon>
  );
}

function FacebookLogo() {
  return (
    <BrandIcon>
      <path d="M9.101 23.691v-7.98H6.627v-3.667h2.474v-1.58c0-4.085 1.848-5.978 5.858-5.978.401 0 .955.042 1.468.103a8.68 8.68 0 0 1 1.141.195v3.325a8.623 8.623 0 0 0-.653-.036 26.805 26.805 0 0 0-.733-.009c-.707 0-1.259.096-1.675.309a1.686 1.686 0 0 0-.679.622c-.258.42-.374.995-.374 1.752v1.297h3.919l-.386 2.103-.287 1.564h-3.246v8.245C19.396 23.238 24 18.179 24 12.044c0-6.627-5.373-12-12-12s-12 5.373-12 12c0 5.628 3.874 10.35 9.101 11.647Z" />
    </BrandIcon>
  );
}

function LinkedInLogo() {
  return (
    <BrandIcon>
      <path d="M20.447 20.452h-3.554v-5.569c0-1.328-.027-3.037-1.852-3.037-1.853 0-2.136 1.445-2.136 2.939v5.667H9.351V9h3.414v1.561h.046c.477-.9 1.637-1.85 3.37-1.85 3.601 0 4.267 2.37 4.267 5.455v6.286zM5.337 7.433a2.062 2.062 0 0 1-2.063-2.065 2.064 2.064 0 1 1 2.063 2.065zm1.782 13.019H3.555V9h3.564v11.452zM22.225 0H1.771C.792 0 0 .774 0 1.729v20.542C0 23.227.792 24 1.771 24h20.451C23.2 24 24 23.227 24 22.271V1.729C24 .774 23.2 0 22.222 0h.003z" />
    </BrandIcon>
  );
}
