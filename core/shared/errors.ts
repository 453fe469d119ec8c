// Domain errors: the HTTP adapter maps each kind to its problem+json status.

export interface FieldError {
  path: string;
  message: string;
  code: string;
}

export abstract class DomainError extends Error {
  abstract readonly kind:
    | 'not_found'
    | 'conflict'
    | 'business_rule'
    | 'validation'
    | 'forbidden'
    | 'unavailable'
    | 'too_large'
    | 'unsupported_media_type'
    | 'payment_required'
    | 'gone'
    | 'locked'
    | 'too_many_requests';
  constructor(
    message: string,
    readonly errors: FieldError[] = [],
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** Unknown record, or a record of another tenant: both are "not found" to the caller. */
export class NotFoundError extends DomainError {
  readonly kind = 'not_found';
  constructor(
    readonly resource: string,
    readonly id?: string,
  ) {
    super(id ? `${resource} ${id} not found` : `${resource} not found`);
  }
}

/** Duplicate, illegal state transition, delete of a record still in use. */
export class ConflictError extends DomainError {
  readonly kind = 'conflict';
}

/** A well-formed request that breaks a business or legal rule (422). */
export class BusinessRuleError extends DomainError {
  readonly kind = 'business_rule';
}

/** A request the schema accepted but whose fields contradict each other (400). */
export class ValidationError extends DomainError {
  readonly kind = 'validation';
}

export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';
}

/** A capability that needs a peer (payment provider, workflow engine) that is not configured. */
export class UnavailableError extends DomainError {
  readonly kind = 'unavailable';
}

/** An upload or body over a size limit (413). */
export class PayloadTooLargeError extends DomainError {
  readonly kind = 'too_large';
}

/** Content of a media type the operation does not take, told from the content itself (415). */
export class UnsupportedMediaTypeError extends DomainError {
  readonly kind = 'unsupported_media_type';
}

/** A paid operation without the means to pay for it: no credit left (402). */
export class PaymentRequiredError extends DomainError {
  readonly kind = 'payment_required';
}

/** Something that existed and is over for good: an expired code or signature request (410). */
export class GoneError extends DomainError {
  readonly kind = 'gone';
}

/** A resource locked after too many failed attempts (423). */
export class LockedError extends DomainError {
  readonly kind = 'locked';
}

/** Too many attempts in a short time (429); `extra.retry_after_seconds` tells when to try again. */
export class TooManyRequestsError extends DomainError {
  readonly kind = 'too_many_requests';
}

/** Throws a ValidationError listing every field error, when there is any. */
export function assertNoFieldErrors(errors: FieldError[], message = 'Validation failed'): void {
  if (errors.length > 0) throw new ValidationError(message, errors);
}
