import { createContext, useContext } from 'react';
import type { LoginBody, SignupBody, User } from '@campuspath/contract/auth';

/** The spec's auth context contract (sections 3, 4 and 8), backed by a real server session. */
export interface AuthContextValue {
  /** `{ id, name, email, role: "student", profileComplete }` and account details; null when signed out. */
  user: User | null;
  /** True at start, until the server says who (if anyone) is signed in. */
  loading: boolean;
  login(body: LoginBody): Promise<User>;
  signup(body: SignupBody): Promise<User>;
  startDemo(): Promise<User>;
  logout(): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
