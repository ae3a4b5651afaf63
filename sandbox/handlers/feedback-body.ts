import { apiError } from './accounts-auth';

/** The request's JSON body when it is an object; null for anything else (absent, broken, an array). */
export async function readJsonObject(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await request.json();
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A string field, '' when absent or of another type (the rules then report it as blank). */
export const stringField = (body: Record<string, unknown>, key: string): string =>
  typeof body[key] === 'string' ? (body[key] as string) : '';

/** 422 in the services' error shape. */
export const validationError = (message: string): Response => apiError(422, 'validation', message);
