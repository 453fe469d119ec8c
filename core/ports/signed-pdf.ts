// Port: the signed PDF, made of the contract and a signature page appended to it.

export interface SignatureStamp {
  signerType: string;
  fullName: string;
  signedAt: Date;
  ip: string | null;
  /** How the signer was identified (the one-time code channel). */
  otpChannel: string | null;
  image: { contentType: string; bytes: Uint8Array };
}

export interface SignaturePage {
  title: string;
  /** One line naming the document and the lease (ids, reference). */
  reference: string;
  stamps: SignatureStamp[];
  /** The moment the signed file is sealed: its PDF dates, so a rebuild gives the same bytes. */
  sealedAt: Date;
}

export interface SignedPdfBuilder {
  /** The contract's pages followed by the signature page. */
  appendSignaturePage(contract: Uint8Array, page: SignaturePage): Promise<Uint8Array>;
}
