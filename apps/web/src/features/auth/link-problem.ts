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

const hours = (count: number) => `${count} hour${count === 1 ? '' : 's'}`;

/** The page's heading and explanation for a link that no longer works (each page then offers a new link). */
export function linkProblemText(kind: EmailLinkKind, problem: EmailLinkProblem): { title: string; text: string } {
  const what = kind === 'reset' ? 'Password reset links' : 'Verification links';
  switch (problem) {
    case 'used':
      return {
        title: 'This link has already been used',
        text:
          kind === 'reset'
            ? 'Each link sets a password once. If you still need a new password, ask for a new link.'
            : 'Each link works once. If your address is still waiting to be verified, get a new link.',
      };
    case 'expired':
      return {
        title: 'This link has expired',
        text: `${what} work for ${hours(kind === 'reset' ? RESET_LINK_HOURS : VERIFY_LINK_HOURS)}. Nothing was changed; get a new link to carry on.`,
      };
    case 'superseded':
      return {
        title: 'A newer link replaced this one',
        text:
          kind === 'reset'
            ? 'Only the newest link we sent works. Open the latest email, or ask for a new link.'
            : 'Only the newest link works, and only for the address you are changing to. Open the latest email, or get a new link.',
      };
    default:
      return {
        title: 'This link is not valid',
        text: 'It may be incomplete or copied wrongly. Nothing was changed; open the link from the email again, or get a new link.',
      };
  }
}
