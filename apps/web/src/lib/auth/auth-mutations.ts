import { onlineManager, type QueryClient } from '@tanstack/react-query';
import type { DemoBody, LoginBody, ResetPasswordBody, SignedInResponse, SignupBody } from '@campuspath/contract/auth';
import { apiSend } from '../api-client.ts';
import { forgetTimeZone } from '../remember-time-zone.ts';

/** One fetcher per auth operation; the auth provider turns them into context actions. */
export const postLogin = (body: LoginBody) => apiSend<SignedInResponse>('POST', '/auth/login', body);
export const postSignup = (body: SignupBody) => apiSend<SignedInResponse>('POST', '/auth/signup', body);
/** A student's sample workspace, or a counselor's sample school. */
export const postDemo = (body?: DemoBody) => apiSend<SignedInResponse>('POST', '/auth/demo', body);
export const postLogout = () => apiSend<void>('POST', '/auth/logout');
/** Sets a new password from an emailed link: every other session ends and this page is signed in afresh. */
export const postResetPassword = (body: ResetPasswordBody) => apiSend<SignedInResponse>('POST', '/auth/reset-password', body);

/**
 * Signing out: reads under way stop, and changes under way land first (a save a moment old is not
 * lost, and is not refused for a session that has just ended); then the session ends. From the
 * start nothing new is asked of the server: a read or a background change starting meanwhile (the
 * bell, the time zone saved once after signing in) would reach it after the session ended and be
 * refused with a 401. They wait as if offline; the page is left right after, and if the session
 * could not be ended they go on.
 */
export async function signOut(queryClient: QueryClient): Promise<void> {
  onlineManager.setOnline(false);
  try {
    await queryClient.cancelQueries();
    // A change begun before the click is sending; one begun after it waits, paused, and is not waited for.
    const sending = () =>
      queryClient
        .getMutationCache()
        .getAll()
        .some(({ state }) => state.status === 'pending' && !state.isPaused);
    await new Promise<void>((resolve) => {
      const settled = () => {
        if (sending()) return;
        stop();
        resolve();
      };
      const stop = queryClient.getMutationCache().subscribe(settled);
      settled();
    });
    await postLogout();
  } catch (error) {
    onlineManager.setOnline(true);
    throw error;
  }
  forgetTimeZone();
}
