import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { EMAIL_LINK_PROBLEMS, RESET_LINK_HOURS, VERIFY_LINK_HOURS, type EmailLinkProblem } from '@campuspath/contract/auth-terms';
import { ApiRequestError } from '../../lib/api-client.ts';

/** Which emailed link a page opened: a password reset or an email verification. */
export type EmailLinkKind = 'reset' | 'verify';

/**
 * Why an emailed link no longer works, from the API's 400 (`link_invalid`, `link_used`,
 * `link_expired`, `link_superseded`); a token the schema refuses (too long) is an invalid link.
 * Null for any other failure, which is worth trying again.
 */
export function linkProblemOf(error: unknown): EmailLinkProblem | null {
  if (!(error instanceof ApiRequestError) || error.status !== 400 || !error.body) return null;
  const { error: code, fields } = error.body;
  const problem = EMAIL_LINK_PROBLEMS.find((candidate) => code === `link_${candidate}`);
  if (problem) return problem;
  return fields?.token ? 'invalid' : null;
}

/** The page's heading and explanation for a link that no longer works (each page then offers a new link), in `i18n`'s language. */
export function linkProblemText(i18n: I18n, kind: EmailLinkKind, problem: EmailLinkProblem): { title: string; text: string } {
  switch (problem) {
    case 'used':
      return {
        title: i18n._(msg`This link has already been used`),
        text:
          kind === 'reset'
            ? i18n._(msg`Each link sets a password once. If you still need a new password, ask for a new link.`)
            : i18n._(msg`Each link works once. If your address is still waiting to be verified, get a new link.`),
      };
    case 'expired': {
      const hours = kind === 'reset' ? RESET_LINK_HOURS : VERIFY_LINK_HOURS;
      return {
        title: i18n._(msg`This link has expired`),
        text:
          kind === 'reset'
            ? i18n._(
                msg`Password reset links work for ${plural(hours, { one: '# hour', other: '# hours' })}. Nothing was changed; get a new link to carry on.`,
              )
            : i18n._(
                msg`Verification links work for ${plural(hours, { one: '# hour', other: '# hours' })}. Nothing was changed; get a new link to carry on.`,
              ),
      };
    }
    case 'superseded':
      return {
        title: i18n._(msg`A newer link replaced this one`),
        text:
          kind === 'reset'
            ? i18n._(msg`Only the newest link we sent works. Open the latest email, or ask for a new link.`)
            : i18n._(
                msg`Only the newest link works, and only for the address you are changing to. Open the latest email, or get a new link.`,
              ),
      };
    default:
      return {
        title: i18n._(msg`This link is not valid`),
        text: i18n._(
          msg`It may be incomplete or copied wrongly. Nothing was changed; open the link from the email again, or get a new link.`,
        ),
      };
  }
}
