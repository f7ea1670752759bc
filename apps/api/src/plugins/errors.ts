import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { DrizzleQueryError } from 'drizzle-orm';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { MESSAGES, type FieldError } from '@mnch/shared';
import { databaseReason, isDatabaseUnavailable } from '../db/connect';
import { HttpError, zodBadRequest } from '../lib/http-error';

/**
 * One error handler: validation failures become 400 with field errors, known statuses keep their
 * status with a clear message, a lost database connection is a 503, and anything else is a 500 whose details stay in the log.
 */
export default fp(async function errors(app: FastifyInstance) {
  const badInput = (reply: FastifyReply, fieldErrors: FieldError[]) =>
    reply.status(400).send({
      message: fieldErrors.length === 1 && fieldErrors[0] ? fieldErrors[0].message : MESSAGES.common.validation,
      errors: fieldErrors,
    });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return badInput(
        reply,
        error.validation.map((issue) => ({
          field: issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || error.validationContext || 'body',
          message: issue.message ?? MESSAGES.common.validation,
        })),
      );
    }
    const thrown: unknown = error;
    if (thrown instanceof ZodError) {
      const refused = zodBadRequest(thrown, 'body');
      return badInput(reply, refused.errors ?? []);
    }
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send({ message: error.message, ...(error.errors && { errors: error.errors }), ...error.body });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ message: MESSAGES.common.serverError });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        status === 413
          ? MESSAGES.common.tooLarge
          : status === 415
            ? MESSAGES.common.unsupportedType
            : status === 429
              ? MESSAGES.common.rateLimited
              : error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
                ? 'The request body is not valid JSON'
                : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
                  ? 'The request body is empty'
                  : error.message;
      return reply.status(status).send({ message });
    }
    if (isDatabaseUnavailable(error)) {
      // A connection lost under the request (a failover, a restart, a terminated backend): the pool
      // replaces it, so the call may be tried again (src/db/client.ts, ResilientPool). A socket error
      // from the uploads' bucket (an unreachable S3 endpoint) is answered the same way.
      // The driver's reason only: drizzle's own message quotes the query's parameters (personal data).
      request.log.warn({ reason: databaseReason(error) }, 'a connection to the database or the storage failed during the request');
      return reply.status(503).header('retry-after', '5').send({ message: MESSAGES.common.unavailable });
    }
    // A failed statement's error quotes its parameters (an email, a name, a token), in drizzle's message
    // and in the driver's own error object: the log gets the driver's reason and the statement with its
    // placeholders only.
    if (error instanceof DrizzleQueryError) request.log.error({ reason: databaseReason(error), query: error.query }, 'unhandled error');
    else request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: MESSAGES.common.serverError });
  });
});
