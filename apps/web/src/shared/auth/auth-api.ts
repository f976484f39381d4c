import type {
  AdminAuthResponse,
  AgentAuthResponse,
  DriverAuthResponse,
  DriverLoginBody,
  LoginBody,
  RegisterUserBody,
  UserAuthResponse,
} from '@masar/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../api/client';
import { toast } from '../ui/toast';
import { saveLogin } from './auth-store';

type LoginResponses = { Admin: AdminAuthResponse; Agent: AgentAuthResponse; User: UserAuthResponse };
type EmailRole = keyof LoginResponses;

const loginPaths: Record<EmailRole, string> = {
  Admin: '/auth/loginAdmin',
  Agent: '/auth/loginAgent',
  User: '/auth/loginUser',
};

/** Signs in as the given role; on success the session is stored (spec §4). Errors are toasted by the client. */
export function useLogin<Role extends EmailRole>(role: Role) {
  return useMutation({
    mutationKey: ['auth', 'login', role],
    mutationFn: (body: LoginBody) => api.post<LoginResponses[Role]>(loginPaths[role], body, { auth: false }),
    onSuccess: (response) => {
      saveLogin(role, response);
      toast.dismiss(); // earlier failed attempts are no longer news
    },
  });
}

/** A driver signs in with their mobile number (any Saudi form) and password (issue #18). */
export function useDriverLogin() {
  return useMutation({
    mutationKey: ['auth', 'login', 'Driver'],
    mutationFn: (body: DriverLoginBody) =>
      api.post<DriverAuthResponse>('/auth/loginDriver', body, { auth: false }),
    onSuccess: (response) => {
      saveLogin('Driver', response);
      toast.dismiss();
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
