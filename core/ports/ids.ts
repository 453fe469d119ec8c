// Port: new identifiers.

export interface Ids {
  next(): string;
}
