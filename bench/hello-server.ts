import Fastify from 'fastify';

// The ceiling of this machine: a bare Fastify answering JSON, measured in the same run as the API.
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
