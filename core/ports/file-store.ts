// Port: where uploaded and generated files live (a local directory by default, an object store in
// production).

export interface FileStore {
  /** Writes the bytes under the key (keys are made by the service, never by callers). */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes under the key, or null when there are none. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes the bytes under the key; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}
