// Small helpers for node:http: read a JSON body, answer JSON or Razorpay's error shape.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { badRequest, RazorpayApiError } from '../gateway/errors';
import type { Body } from '../gateway/validate';

const maxBodyBytes = 1024 * 1024;

/** The request's JSON object body; an empty body is `{}`. Razorpay's 400 for anything else. */
export async function readJsonBody(request: IncomingMessage): Promise<Body> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > maxBodyBytes) throw badRequest('The request body is too large.');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (text === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw badRequest('The request body must be a JSON object.');
  return parsed as Body;
}

export function sendJson(response: ServerResponse, status: number, value: unknown): void {
  const body = JSON.stringify(value);
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), 'cache-control': 'no-store' });
  response.end(body);
}

/** Answers a RazorpayApiError in Razorpay's shape; anything else as a 500 SERVER_ERROR naming the problem. */
export function sendError(response: ServerResponse, error: unknown): void {
  if (error instanceof RazorpayApiError) return sendJson(response, error.statusCode, error.toJSON());
  const description = error instanceof Error ? error.message : String(error);
  sendJson(response, 500, {
    error: { code: 'SERVER_ERROR', description: `sandbox error: ${description}`, source: 'NA', step: 'NA', reason: 'NA', metadata: {} },
  });
}

export function sendText(response: ServerResponse, status: number, contentType: string, body: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': contentType, 'content-length': Buffer.byteLength(body), 'cache-control': 'no-store', ...headers });
  response.end(body);
}
