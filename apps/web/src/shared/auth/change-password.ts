import type { AuthResponse, ChangePasswordBody } from '@masar/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../api/client';
import { readAuth, saveLogin } from './auth-store';

/**
 * PATCH /auth/changePassword for whoever is signed in. The server ends every other session and answers with
 * a new one, stored like a login so this tab stays signed in. Silent: the form shows the messages.
 */
export function useChangePassword() {
  return useMutation({
    mutationKey: ['auth', 'changePassword'],
    mutationFn: (body: ChangePasswordBody) =>
      api.patch<AuthResponse>('/auth/changePassword', body, { silent: true }),
    onSuccess: (response) => {
      const { userType } = readAuth();
      if (userType) saveLogin(userType, response);
    },
  });
}
