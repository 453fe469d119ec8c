// The signature area's resources, each under /api: the routers contract/index.ts composes.
import { initContract } from '@ts-rest/core';
import { amendmentSignatureContract } from './amendment-signature.js';
import { guestSignatureContract } from './guest-signature.js';
import { lesseeSignatureContract } from './lessee-signature.js';
import { mandateSignatureContract } from './mandate-signature.js';
import { signaturesContract } from './signatures.js';
import { signatureWorkerContract } from './worker.js';

const c = initContract();
const api = { pathPrefix: '/api' } as const;
const amendmentSignature = c.router(amendmentSignatureContract, api);
const guestSignature = c.router(guestSignatureContract, api);
const lesseeSignature = c.router(lesseeSignatureContract, api);
const mandateSignature = c.router(mandateSignatureContract, api);
const signatures = c.router(signaturesContract, api);
const signatureWorker = c.router(signatureWorkerContract, api);

export type SignatureRouters = {
  amendmentSignature: typeof amendmentSignature;
  guestSignature: typeof guestSignature;
  lesseeSignature: typeof lesseeSignature;
  mandateSignature: typeof mandateSignature;
  signatures: typeof signatures;
  signatureWorker: typeof signatureWorker;
};

export const signatureRouters: SignatureRouters = {
  amendmentSignature,
  guestSignature,
  lesseeSignature,
  mandateSignature,
  signatures,
  signatureWorker,
};
