import type { Admin, Agent, DriverAccount, User } from '@masar/contract/auth';
import { useSyncExternalStore } from 'react';
import { type AuthState, readAuth, subscribeAuth } from './auth-store';

export function useAuth(): AuthState {
  return useSyncExternalStore(subscribeAuth, readAuth, readAuth);
}

/** The signed-in admin, or null when the session is not an admin's. */
export function useSignedInAdmin(): Admin | null {
  const auth = useAuth();
  return auth.accessToken && auth.userType === 'Admin' ? (auth.user as Admin | null) : null;
}

export function useSignedInAgent(): Agent | null {
  const auth = useAuth();
  return auth.accessToken && auth.userType === 'Agent' ? (auth.user as Agent | null) : null;
}

export function useSignedInUser(): User | null {
  const auth = useAuth();
  return auth.accessToken && auth.userType === 'User' ? (auth.user as User | null) : null;
}

export function useSignedInDriver(): DriverAccount | null {
  const auth = useAuth();
  return auth.accessToken && auth.userType === 'Driver' ? (auth.user as DriverAccount | null) : null;
}
