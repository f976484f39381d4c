import type {
  CheckResetTokenResponse,
  ForgotPasswordBody,
  ForgotPasswordResponse,
  ResetPasswordBody,
  ResetPasswordResponse,
} from '@masar/contract/auth';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

/** The one web client of the password reset endpoints (issue #20, decision 0010): no session needed. */

/**
 * POST /auth/forgotPassword: always the same calm answer (`resetRequested`), whether or not the address has
 * an account. Silent: the page shows the answer and any error itself.
 */
export function useForgotPassword() {
  return useMutation({
    mutationKey: ['auth', 'forgotPassword'],
    mutationFn: (body: ForgotPasswordBody) =>
      api.post<ForgotPasswordResponse>('/auth/forgotPassword', body, { auth: false, silent: true }),
  });
}

/**
 * POST /auth/checkResetToken: whether the link still works, asked once when the page opens (a POST that
 * changes nothing, read as a query; never refetched behind the visitor's back).
 */
export function resetTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['auth', 'reset-token', token],
    queryFn: ({ signal }) =>
      api.post<CheckResetTokenResponse>(
        '/auth/checkResetToken',
        { token },
        { signal, auth: false, silent: true },
      ),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    // Opened again later, the link is asked about again (it may have been used meanwhile).
    gcTime: 0,
    retry: false,
  });
}

/** POST /auth/resetPassword: sets the password, uses the link up; answers the account's role. Silent. */
export function useResetPassword() {
  return useMutation({
    mutationKey: ['auth', 'resetPassword'],
    mutationFn: (body: ResetPasswordBody) =>
      api.post<ResetPasswordResponse>('/auth/resetPassword', body, { auth: false, silent: true }),
  });
}
