import type {
  AdminAuthResponse,
  AgentAuthResponse,
  LoginBody,
  RegisterUserBody,
  UserAuthResponse,
} from '@masar/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../api/client';
import { toast } from '../ui/toast';
import { saveLogin, type UserType } from './auth-store';

type LoginResponses = { Admin: AdminAuthResponse; Agent: AgentAuthResponse; User: UserAuthResponse };

const loginPaths: Record<UserType, string> = {
  Admin: '/auth/loginAdmin',
  Agent: '/auth/loginAgent',
  User: '/auth/loginUser',
};

/** Signs in as the given role; on success the session is stored (spec §4). Errors are toasted by the client. */
export function useLogin<Role extends UserType>(role: Role) {
  return useMutation({
    mutationKey: ['auth', 'login', role],
    mutationFn: (body: LoginBody) => api.post<LoginResponses[Role]>(loginPaths[role], body, { auth: false }),
    onSuccess: (response) => {
      saveLogin(role, response);
      toast.dismiss(); // earlier failed attempts are no longer news
    },
  });
}

/** Creates a customer account and signs it in. Silent: the form shows the server's messages per field. */
export function useRegisterUser() {
  return useMutation({
    mutationKey: ['auth', 'registerUser'],
    mutationFn: (body: RegisterUserBody) =>
      api.post<UserAuthResponse>('/auth/registerUser', body, { auth: false, silent: true }),
    onSuccess: (response) => {
      saveLogin('User', response);
      toast.dismiss();
    },
  });
}
