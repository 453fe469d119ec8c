// Port: looking into file content.

/** The media type from the first bytes (never from the name or the declared type), and a digest. */
export interface FileInspector {
  sniff(bytes: Uint8Array): Promise<string | undefined>;
  sha256(bytes: Uint8Array): string;
}
