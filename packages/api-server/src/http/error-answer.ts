// The one error answer of both listeners: `{code, message, fields?}`, never a stack, never the
// received value; a field error is a message key (errors.ts), its English for developers in the
// message.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isUnavailableError } from '../db';
import { ApiFailure, errorBody } from '../errors';

export function sendError(
  error: FastifyError | ApiFailure | Error,
  req: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof ApiFailure) return reply.code(error.status).send(error.toBody());
  if (isUnavailableError(error)) {
    req.log.warn({ err: { message: error.message } }, 'database unavailable');
    return reply.code(503).header('Retry-After', '5').send(errorBody('unavailable'));
  }
  // Fastify's own message for a malformed address repeats it, query and all (an image token, a card number)
  if ('code' in error && error.code === 'FST_ERR_BAD_URL') {
    return reply
      .code(400)
      .send({ ...errorBody('invalid_request', 'The address is not valid'), fields: { url: 'fieldInvalid' } });
  }
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    if (status === 404) return reply.code(404).send(errorBody('not_found'));
    if (status === 429) return reply.code(429).send(errorBody('locked'));
    const reason =
      status === 413
        ? 'The body is too large'
        : status === 415
          ? 'Send the body as application/json'
          : 'The body must be a JSON object';
    return reply
      .code(status === 413 || status === 415 ? status : 400)
      .send({ ...errorBody('invalid_request', reason), fields: { body: 'fieldInvalid' } });
  }
  req.log.error({ err: { message: error.message, name: error.name } }, 'unhandled error');
  return reply.code(500).send(errorBody('internal'));
}
