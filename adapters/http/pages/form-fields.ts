// Reading a posted form (application/x-www-form-urlencoded, express.urlencoded): one text per
// name; a repeated or missing name reads as empty.
import type { Request } from 'express';

export type FormFields = (name: string) => string;

export function formFields(req: Request): FormFields {
  const body = (req.body ?? {}) as Record<string, unknown>;
  return (name) => {
    const value = Object.hasOwn(body, name) ? body[name] : undefined;
    return typeof value === 'string' ? value.trim() : '';
  };
}
