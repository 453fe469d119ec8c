// Port: the time of day, so that rules about dates are testable.

export interface Clock {
  now(): Date;
}
