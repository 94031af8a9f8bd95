import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api-client.ts';
import { linkProblemOf } from './link-problem.ts';

const refusal = (status: number, error: string, fields?: Record<string, string>) =>
  new ApiRequestError(status, { error, message: 'refused', ...(fields && { fields }) });

describe('linkProblemOf', () => {
  it.each(['invalid', 'used', 'expired', 'superseded'] as const)('reads link_%s', (problem) => {
    expect(linkProblemOf(refusal(400, `link_${problem}`))).toBe(problem);
  });

  it('counts a token the schema refuses (damaged, too long) as an invalid link', () => {
    expect(linkProblemOf(refusal(400, 'validation_error', { token: 'This link is damaged' }))).toBe('invalid');
  });

  it('leaves everything else to be tried again or shown as it is', () => {
    expect(linkProblemOf(refusal(400, 'validation_error', { password: 'Use at least 10 characters' }))).toBeNull();
    expect(linkProblemOf(refusal(429, 'rate_limited'))).toBeNull();
    expect(linkProblemOf(new ApiRequestError(500, null))).toBeNull();
    expect(linkProblemOf(new TypeError('Failed to fetch'))).toBeNull();
  });
});
