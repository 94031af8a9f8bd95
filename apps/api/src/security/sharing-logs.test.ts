import { describe, expect, it } from 'vitest';
import { hashLinkToken } from '../features/auth/email-links.service.ts';
import { hashJoinCode } from '../features/sharing/invitations.service.ts';
import { loggerOptions } from '../lib/logger.ts';
import { createSchool, inviteParent, joinSchool, signUpAs, tokenOf } from '../test/roles.ts';
import { useSecurityApp } from './security-app.ts';

/**
 * Codes and links never reach the log, at the chattiest level with the production
 * logger options: join codes, parent and counselor invitation tokens, or their hashes, whether
 * used, refused or mistyped.
 */
const lines: string[] = [];
const ctx = useSecurityApp({ logger: loggerOptions('trace', { write: (line) => void lines.push(line) }) });

describe('logs', () => {
  it('never hold a join code or an invitation token, nor their hashes', async () => {
    lines.length = 0;
    const counselor = await signUpAs(ctx.app, 'counselor');
    const { highSchool, joinCode } = await createSchool(ctx.app, counselor);
    const student = await signUpAs(ctx.app, 'student');
    await joinSchool(ctx.app, student, joinCode.joinCode);
    const { token } = await inviteParent(ctx.app, student, 'mom@example.com');
    const parent = await signUpAs(ctx.app, 'parent');
    const inject = (url: string, payload: object, cookie: string) => ctx.app.inject({ method: 'POST', url, payload, headers: { cookie } });
    await inject('/api/sharing/invitations/accept', { token }, parent.cookie);
    await inject('/api/sharing/invitations/accept', { token }, parent.cookie); // used: refused
    await inject('/api/sharing/invitations/accept', { token: `${token}x` }, parent.cookie); // mistyped
    const counselorLink = (await inject(`/api/high-schools/${highSchool.id}/invitations`, {}, counselor.cookie)).json().invitation
      .url as string;
    const other = await signUpAs(ctx.app, 'counselor');
    await inject('/api/high-schools/invitations/accept', { token: tokenOf(counselorLink) }, other.cookie);
    await inject('/api/high-schools/join', { code: joinCode.joinCode.toLowerCase() }, student.cookie);

    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(10);
    for (const secret of [
      joinCode.joinCode,
      joinCode.joinCode.replace('-', ''),
      hashJoinCode(joinCode.joinCode),
      token,
      hashLinkToken(token),
      tokenOf(counselorLink),
      hashLinkToken(tokenOf(counselorLink)),
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
