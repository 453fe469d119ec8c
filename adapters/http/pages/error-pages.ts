// What a person is shown when a page fails: an unknown path or signing link, too many requests, a
// body too large, a peer gone for a moment (503, as the API says it: problem.ts), or a fault.
import type { ErrorRequestHandler, Request, Response } from 'express';
import { statusOf } from '../problem.js';
import { layout, markup } from './html.js';

const PAGES: Record<number, { title: string; text: string }> = {
  400: {
    title: 'La demande n’a pas pu aboutir',
    text: 'Le formulaire envoyé n’est pas valable. Revenez en arrière, vérifiez-le et réessayez.',
  },
  404: { title: 'Page introuvable', text: 'Cette adresse ne correspond à aucune page. Vérifiez qu’elle est complète.' },
  410: {
    title: 'Ce document n’est plus disponible',
    text: 'La demande de signature a expiré ou a été retirée. Demandez une nouvelle demande à l’expéditeur.',
  },
  413: {
    title: 'Envoi trop volumineux',
    text: 'Le formulaire envoyé dépasse la taille acceptée. Revenez en arrière et réessayez.',
  },
  429: {
    title: 'Trop de demandes',
    text: 'Trop de demandes ont été faites depuis votre connexion. Réessayez dans quelques minutes.',
  },
  503: {
    title: 'Service momentanément indisponible',
    text: 'Le service ne peut pas répondre pour le moment ; rien n’a été perdu. Réessayez dans quelques instants.',
  },
  500: {
    title: 'Une erreur est survenue',
    text: 'La page n’a pas pu être affichée. L’erreur a été enregistrée ; réessayez plus tard.',
  },
};

const UNKNOWN_LINK = {
  title: 'Ce lien de signature n’est pas valable',
  text: 'Vérifiez que l’adresse est complète : copiez-la telle qu’elle figure dans le message reçu, ou demandez un nouveau lien à l’expéditeur.',
};

export function sendErrorPage(req: Request, res: Response, status: number): void {
  const page =
    status === 404 && req.originalUrl.startsWith('/sign/')
      ? UNKNOWN_LINK
      : (PAGES[status] ?? PAGES[status >= 500 ? 500 : 400]);
  const main = markup`<h1>${page.title}</h1>\n<p>${page.text}</p>`;
  res
    .status(status)
    .type('html')
    .send(layout({ title: page.title, main }));
}

export function notFoundPage(req: Request, res: Response): void {
  sendErrorPage(req, res, 404);
}

/** Errors of the pages: a page in French; a fault or a peer gone is logged as the API logs it. */
export const pageErrorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const known = statusOf(error);
  const status = known?.status ?? 500;
  if (status >= 500) req.log?.error({ err: error }, known ? 'peer unavailable' : 'unhandled error');
  if (known?.retryAfter !== undefined) res.setHeader('Retry-After', String(known.retryAfter));
  sendErrorPage(req, res, status);
};
