import {
  adminAuthResponse,
  agentAuthResponse,
  changePasswordBody,
  changePasswordResponse,
  checkResetTokenBody,
  checkResetTokenResponse,
  driverAuthResponse,
  driverLoginBody,
  type ForgotPasswordBody,
  forgotPasswordBody,
  forgotPasswordResponse,
  loginBody,
  logoutBody,
  RESET_REQUESTED,
  refreshBody,
  registerUserBody,
  resetPasswordBody,
  resetPasswordResponse,
  userAuthResponse,
} from '@masar/contract/auth';
import { emailRoles } from '@masar/contract/permission-names';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicUrlOfApp } from '../../config';
import { requestLanguage } from '../../lib/request-language';
import { principalOf, requireRole } from '../../plugins/auth';
import { changePassword, login, loginDriver, logout, refresh, registerUser } from './auth.service';
import { checkResetToken, resetPassword, sendResetLink, takeResetRequest } from './password-reset';

const responses = {
  Admin: adminAuthResponse,
  Agent: agentAuthResponse,
  User: userAuthResponse,
} as const;

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const resetDeps = () => ({ db: app.db, mailMode: app.mail.mode, publicUrl: publicUrlOfApp(app.config) });
  /** Reset links being written after their answer left; closing the app waits for them. */
  const resetsUnderWay = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...resetsUnderWay]);
  });
  const deps = { db: app.db, tokens: app.tokens };

  app.post(
    '/auth/loginDriver',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in as Driver, with the mobile number (any Saudi form) and password',
        body: driverLoginBody,
        response: { 200: driverAuthResponse },
      },
    },
    async (request) => loginDriver(deps, request.body.mobile, request.body.password, request.ip),
  );

  app.post(
    '/auth/refreshDriverToken',
    {
      schema: {
        tags: ['auth'],
        summary: 'Rotate a Driver refresh token',
        body: refreshBody,
        response: { 200: driverAuthResponse },
      },
    },
    async (request) => refresh(deps, 'Driver', request.body.refreshToken),
  );

  for (const role of emailRoles) {
    app.post(
      `/auth/login${role}`,
      {
        schema: {
          tags: ['auth'],
          summary: `Sign in as ${role}`,
          body: loginBody,
          response: { 200: responses[role] },
        },
      },
      async (request) =>
        login(deps, role, {
          email: request.body.email,
          password: request.body.password,
          ip: request.ip,
          language: requestLanguage(request),
        }),
    );
    app.post(
      `/auth/refresh${role}Token`,
      {
        schema: {
          tags: ['auth'],
          summary: `Rotate a ${role} refresh token`,
          body: refreshBody,
          response: { 200: responses[role] },
        },
      },
      async (request) => refresh(deps, role, request.body.refreshToken),
    );
  }

  app.post(
    '/auth/registerUser',
    {
      schema: {
        tags: ['auth'],
        summary: 'Customer sign-up',
        body: registerUserBody,
        response: { 201: userAuthResponse },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await registerUser(deps, request.body, requestLanguage(request))),
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the session of a refresh token',
        body: logoutBody,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await logout(app.db, request.body.refreshToken);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/forgotPassword',
    {
      // The look-up runs once the answer has left, so its time tells nothing either.
      onResponse: async (request, reply) => {
        if (reply.statusCode !== 202) return;
        const sending = sendResetLink(resetDeps(), request.body as ForgotPasswordBody)
          .catch((error) => request.log.error({ err: error }, 'a password reset link was not written'))
          .finally(() => resetsUnderWay.delete(sending));
        resetsUnderWay.add(sending);
      },
      schema: {
        tags: ['auth'],
        summary:
          'Ask for a password reset link by e-mail (any role); the same 202 whether or not the account exists',
        body: forgotPasswordBody,
        response: { 202: forgotPasswordResponse },
      },
    },
    async (request, reply) => {
      await takeResetRequest(app.db, request.ip);
      return reply.code(202).send({ message: RESET_REQUESTED });
    },
  );

  app.post(
    '/auth/checkResetToken',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether a password reset link still works, and for which role',
        body: checkResetTokenBody,
        response: { 200: checkResetTokenResponse },
      },
    },
    async (request) => checkResetToken(app.db, request.body.token, request.ip),
  );

  app.post(
    '/auth/resetPassword',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset link; every session of the account ends',
        body: resetPasswordBody,
        response: { 200: resetPasswordResponse },
      },
    },
    async (request) => resetPassword(app.db, request.body, request.ip),
  );

  app.patch(
    '/auth/changePassword',
    {
      preHandler: requireRole(['Admin', 'Agent', 'User', 'Driver']),
      schema: {
        tags: ['auth'],
        summary: 'Change one’s own password; other sessions end and a new one is returned',
        security: [{ bearer: [] }],
        body: changePasswordBody,
        response: { 200: changePasswordResponse },
      },
    },
    async (request) => {
      const { role, id } = principalOf(request);
      return changePassword(deps, role, id, request.body);
    },
  );
};
