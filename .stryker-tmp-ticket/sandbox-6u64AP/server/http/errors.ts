// @ts-nocheck
// Every malformed request answers 422 `{status:false, message, code:"validation"}` with a message
// that names the field; nothing a client sends turns into a 500.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STORAGE_RETRY_AFTER_S, STORAGE_UNAVAILABLE, isStorageError } from '../db/storage';

export interface ValidationFailure {
  status: false;
  message: string;
  code: 'validation';
}

export function validationFailure(message: string): ValidationFailure {
  return { status: false, message, code: 'validation' };
}

export const UNAUTHENTICATED = { status: false, message: 'Unauthenticated.' } as const;

interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

/** `/ticket/item/0/price` -> `ticket.item[0].price`. */
function fieldName(instancePath: string, root: string): string {
  const parts = instancePath.split('/').filter((p) => p !== '');
  if (parts.length === 0) return root;
  return parts.reduce(
    (name, part, i) =>
      /^\d+$/.test(part) ? `${name}[${part}]` : i === 0 ? part : `${name}.${part}`,
    '',
  );
}

function joinField(parent: string, child: string, root: string): string {
  return parent === root ? child : `${parent}.${child}`;
}

/** One clear sentence for the first schema error. */
export function describeSchemaError(error: SchemaError, context: string | undefined): string {
  const root = context === 'querystring' ? 'query' : (context ?? 'body');
  const field = fieldName(error.instancePath, root);
  const { params } = error;
  switch (error.keyword) {
    case 'required':
      return `${joinField(field, String(params.missingProperty), root)} is required`;
    case 'enum':
      return `${field} must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'additionalProperties':
      return `${joinField(field, String(params.additionalProperty), root)} is not allowed`;
    default:
      return `${field} ${error.message ?? 'is invalid'}`;
  }
}

const BODY_PARSE_ERRORS: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'body must not be empty when the content type is JSON',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'body must be sent as application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'body length does not match Content-Length',
};

function isBodySyntaxError(error: FastifyError): boolean {
  return error instanceof SyntaxError && error.statusCode === 400;
}

const ODDS_LIST_PATH = /^\/api\/member\/event\/[^/]+\/nokey\//;

/** Odds-list callers read `state` and `data`, so their 422 also carries the odds failure fields. */
function malformedReply(
  request: FastifyRequest,
  reply: FastifyReply,
  message: string,
): FastifyReply {
  const body = validationFailure(message);
  if (ODDS_LIST_PATH.test(request.url))
    return reply.code(422).send({ ...body, state: false, data: [] });
  return reply.code(422).send(body);
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const send422 = (message: string) => malformedReply(request, reply, message);
    if (error.validation && error.validation.length > 0) {
      return send422(
        describeSchemaError(error.validation[0] as SchemaError, error.validationContext),
      );
    }
    const parseMessage = BODY_PARSE_ERRORS[error.code];
    if (parseMessage) return send422(parseMessage);
    if (isBodySyntaxError(error)) return send422('body is not valid JSON');
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send({ status: false, message: 'body is too large' });
    }
    // A client mistake found elsewhere (the static server's 400/403/404, a bad URL) keeps its 4xx.
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500)
      return reply.code(status).send({ status: false, message: error.message });
    request.log.error(error);
    // A full, read-only or failing disk: the write rolled back, the caller may try again later.
    if (isStorageError(error))
      return reply
        .code(503)
        .header('retry-after', String(STORAGE_RETRY_AFTER_S))
        .send(STORAGE_UNAVAILABLE);
    return reply.code(500).send({ status: false, message: 'Internal Server Error' });
  });
}
