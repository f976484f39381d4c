import {
  AVATAR_FIELD,
  agentListResponse,
  agentOptionsResponse,
  createAgentBody,
  editAgentByAdminBody,
  listAgentsQuery,
} from '@masar/contract/agents';
import { agentSchema } from '@masar/contract/auth';
import { idParams } from '@masar/contract/common';
import { IMAGE_MAX_BYTES } from '@masar/contract/images';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readMultipartForm } from '../../lib/multipart';
import { principalOf, requireRole } from '../../plugins/auth';
import { welcomeMailOf } from '../auth/password-reset';
import {
  createAgent,
  editAgentByAdmin,
  editAgentByAgent,
  getAgent,
  listAgentOptions,
  listAgents,
} from './agents.service';

const tags = ['agents'];
const security = [{ bearer: [] }];

export const agentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const canView = requireRole('Admin', { permission: 'ViewAgents' });
  const canEdit = requireRole('Admin', { permission: 'EditAgents' });
  const agentOnly = requireRole('Agent');

  app.post(
    '/agents/create',
    {
      preHandler: canEdit,
      schema: {
        tags,
        security,
        summary: 'Define an agent (balance starts at zero)',
        body: createAgentBody,
        response: { 201: agentSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await createAgent(
            app.db,
            app.config.currency,
            request.body,
            principalOf(request).id,
            welcomeMailOf(app, request),
          ),
        ),
  );

  app.get(
    '/agents/one/:id',
    {
      preHandler: canView,
      schema: { tags, security, summary: 'One agent', params: idParams, response: { 200: agentSchema } },
    },
    async (request) => getAgent(app.db, request.params.id),
  );

  app.patch(
    '/agents/editByAdmin/:id',
    {
      preHandler: canEdit,
      schema: {
        tags,
        security,
        summary: 'Change an agent (only the fields sent; never the balance)',
        params: idParams,
        body: editAgentByAdminBody,
        response: { 200: agentSchema },
      },
    },
    async (request) => {
      const agent = await editAgentByAdmin(app.db, request.params.id, request.body, principalOf(request).id);
      app.principals.forget('Agent', request.params.id); // a deactivation applies to its next call
      return agent;
    },
  );

  app.patch(
    '/agents/editByAgent',
    {
      preHandler: agentOnly,
      schema: {
        tags,
        security,
        summary: `The signed-in agent's profile (multipart/form-data: the fields of editAgentByAgentFields and an optional "${AVATAR_FIELD}" image)`,
        consumes: ['multipart/form-data'],
        response: { 200: agentSchema },
      },
    },
    async (request) => {
      const form = await readMultipartForm(request, {
        fileFields: [AVATAR_FIELD],
        maxFiles: 1,
        maxFileBytes: IMAGE_MAX_BYTES,
      });
      return editAgentByAgent(app.db, principalOf(request).id, form);
    },
  );

  app.get(
    '/agents/listAgents',
    {
      preHandler: canView,
      schema: {
        tags,
        security,
        summary: 'Agents, a page at a time',
        querystring: listAgentsQuery,
        response: { 200: agentListResponse },
      },
    },
    async (request) => listAgents(app.db, request.query),
  );

  app.get(
    '/agents/listAllAgents',
    {
      preHandler: canView,
      schema: {
        tags,
        security,
        summary: 'Every agent, for pickers',
        response: { 200: agentOptionsResponse },
      },
    },
    async () => listAgentOptions(app.db),
  );

  app.get(
    '/agents/currentAgentData',
    {
      preHandler: agentOnly,
      schema: { tags, security, summary: 'The signed-in agent', response: { 200: agentSchema } },
    },
    async (request) => getAgent(app.db, principalOf(request).id),
  );
};
