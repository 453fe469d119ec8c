// The amendments area's resources, each under /api: the routers contract/index.ts composes.
import { initContract } from '@ts-rest/core';
import { leaseAmendmentsContract } from './amendments.js';
import { amendmentDocumentsContract } from './documents.js';
import { amendmentDurationDetailsContract } from './duration-details.js';
import { amendmentHistoryContract } from './history.js';
import { amendmentNotificationsContract } from './notifications.js';
import { amendmentPdfsContract } from './pdfs.js';
import { amendmentRentDetailsContract } from './rent-details.js';
import { amendmentValidationsContract } from './validations.js';

const c = initContract();
const api = { pathPrefix: '/api' } as const;
const leaseAmendments = c.router(leaseAmendmentsContract, api);
const amendmentDocuments = c.router(amendmentDocumentsContract, api);
const amendmentDurationDetails = c.router(amendmentDurationDetailsContract, api);
const amendmentHistory = c.router(amendmentHistoryContract, api);
const amendmentNotifications = c.router(amendmentNotificationsContract, api);
const amendmentPdfs = c.router(amendmentPdfsContract, api);
const amendmentRentDetails = c.router(amendmentRentDetailsContract, api);
const amendmentValidations = c.router(amendmentValidationsContract, api);

export type AmendmentsRouters = {
  leaseAmendments: typeof leaseAmendments;
  amendmentDocuments: typeof amendmentDocuments;
  amendmentDurationDetails: typeof amendmentDurationDetails;
  amendmentHistory: typeof amendmentHistory;
  amendmentNotifications: typeof amendmentNotifications;
  amendmentPdfs: typeof amendmentPdfs;
  amendmentRentDetails: typeof amendmentRentDetails;
  amendmentValidations: typeof amendmentValidations;
};

export const amendmentsRouters: AmendmentsRouters = {
  leaseAmendments,
  amendmentDocuments,
  amendmentDurationDetails,
  amendmentHistory,
  amendmentNotifications,
  amendmentPdfs,
  amendmentRentDetails,
  amendmentValidations,
};
