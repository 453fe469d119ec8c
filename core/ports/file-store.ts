// Port: where uploaded and generated files live (a local directory by default, an S3-compatible
// object store when configured).

/** A stored file read as a stream: a download sends it on without holding it whole. */
export interface FileStream {
  /** Its length in bytes. */
  size: number;
  body: AsyncIterable<Uint8Array>;
}

export interface FileStore {
  /** Writes the bytes under the key (keys are made by the service, never by callers). */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes under the key, or null when there are none. */
  get(key: string): Promise<Uint8Array | null>;
  /** The bytes under the key as a stream, or null when there are none. */
  open(key: string): Promise<FileStream | null>;
  /** Removes the bytes under the key; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}
