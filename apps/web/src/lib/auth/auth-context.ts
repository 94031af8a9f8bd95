import { createContext, useContext } from 'react';
import type { DemoBody, LoginBody, ResetPasswordBody, SignupBody, User } from '@campuspath/contract/auth';

/** The spec's auth context contract (sections 3, 4 and 8), backed by a real server session. */
export interface AuthContextValue {
  /** `{ id, name, email, role: "student", profileComplete, chanceReady }` and account details; null when signed out. */
  user: User | null;
  /** True at start, until the server says who (if anyone) is signed in. */
  loading: boolean;
  /** The student was signed in on this page and their session ended (expired or revoked elsewhere). */
  sessionEnded: boolean;
  /** Whether anyone is signed in could not be checked (network or server trouble). */
  sessionUnknown: boolean;
  retrySession(): void;
  login(body: LoginBody): Promise<User>;
  signup(body: SignupBody): Promise<User>;
  startDemo(body?: DemoBody): Promise<User>;
  /** Sets a new password from an emailed link; every other session ends and this page is signed in. */
  resetPassword(body: ResetPasswordBody): Promise<User>;
  logout(): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
