// The hosted signing page (/sign/{token}), the invitation's link: the page, its two forms (code,
// signature) posted without script and answered by a redirect to the page (303), the PDF to sign
// and the signed one. They run the use cases of the JSON guest routes (core/signature/guest-*.ts);
// a refusal shows the page again with what went wrong, under the status the JSON route answers.
import { type NextFunction, type Request, type Response, type Router, Router as router } from 'express';
import type { SignatureDeps } from '../../../core/signature/deps.js';
import { guestPdf } from '../../../core/signature/guest-access.js';
import { requestGuestOtp } from '../../../core/signature/guest-otp.js';
import { guestPageView, guestSignedPdf } from '../../../core/signature/guest-page.js';
import { signAsGuest } from '../../../core/signature/guest-sign.js';
import { DomainError, NotFoundError } from '../../../core/shared/errors.js';
import { statusOf } from '../problem.js';
import { formFields } from './form-fields.js';
import { plural } from './french.js';
import { framedBySelf } from './security.js';
import { type Notice, STATE_STATUS, signingPage } from './signing-page.js';

/** The guest token's form (contract/signature/guest-signature.ts); anything else is an unknown link. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

type Handler = (req: Request, res: Response) => Promise<unknown>;
const handle = (fn: Handler) => (req: Request, res: Response, next: NextFunction) => {
  fn(req, res).catch(next);
};

const pagePath = (req: Request) => `${req.baseUrl}/${req.params.token}`;

/** What a refusal of the use cases means to the signer, next to the field it concerns. */
function noticeOf(error: DomainError): Notice | undefined {
  const code = error.errors[0]?.code;
  const wait = Number(error.extra.retry_after_seconds);
  if (code === 'wrong_otp')
    return {
      field: 'otp',
      text: `Code incorrect. Il vous reste ${plural(Number(error.extra.tries_left), 'essai', 'essais')}.`,
    };
  if (code === 'otp_required') return { field: 'otp', text: 'Demandez d’abord un code (étape 1).' };
  if (error.kind === 'gone') return { field: 'otp', text: 'Ce code a expiré : demandez-en un nouveau (étape 1).' };
  if (error.kind === 'too_many_requests')
    return {
      field: 'channel',
      text:
        wait > 60
          ? 'Le nombre maximal de codes pour cette demande est atteint.'
          : `Un code vient d’être envoyé. Vous pourrez en demander un autre dans ${plural(wait, 'seconde', 'secondes')}.`,
    };
  if (error.kind === 'too_large' || error.kind === 'unsupported_media_type' || code === 'invalid_encoding')
    return { field: 'signature', text: 'Votre signature n’a pas pu être lue : effacez-la et dessinez-la à nouveau.' };
  return undefined;
}

/** What the signature form must carry before the use case is asked. */
function signInput(req: Request): { otp: string; image: string } | Notice {
  const field = formFields(req);
  if (!/^\d{6}$/.test(field('otp'))) return { field: 'otp', text: 'Saisissez le code à 6 chiffres reçu.' };
  if (!field('signature_image'))
    return { field: 'signature', text: 'Dessinez votre signature, ou choisissez « Signer avec mon nom ».' };
  if (field('consent') !== 'oui')
    return {
      field: 'consent',
      text: 'Cochez la case pour confirmer que vous avez lu le document et acceptez de le signer.',
    };
  return { otp: field('otp'), image: field('signature_image') };
}

function pdf(res: Response, bytes: Uint8Array, disposition: string): void {
  res.type('application/pdf').set('Content-Disposition', disposition).send(Buffer.from(bytes));
}

/** The handlers of the signing page's routes. */
function signingHandlers(deps: SignatureDeps) {
  const show = async (req: Request, res: Response, refusal?: { status: number; notice?: Notice }) => {
    const view = await guestPageView(deps, req.params.token);
    const notice = view.state === 'open' ? refusal?.notice : undefined;
    res
      .status(refusal?.status ?? STATE_STATUS[view.state])
      .type('html')
      .send(signingPage(view, pagePath(req), notice));
  };
  /** Runs a use case and answers with `then`; a refusal shows the page again, with its status. */
  const attempt = async (req: Request, res: Response, work: () => Promise<unknown>, then: () => void) => {
    try {
      await work();
    } catch (error) {
      if (!(error instanceof DomainError) || error.kind === 'not_found') throw error;
      if (typeof error.extra.retry_after_seconds === 'number')
        res.setHeader('Retry-After', String(error.extra.retry_after_seconds));
      return show(req, res, { status: statusOf(error)!.status, notice: noticeOf(error) });
    }
    then();
  };
  return {
    page: (req: Request, res: Response) => show(req, res),
    code: (req: Request, res: Response) => {
      const channel = formFields(req)('channel') === 'email' ? 'email' : 'sms';
      return attempt(
        req,
        res,
        () => requestGuestOtp(deps, req.params.token, channel),
        () => res.redirect(303, `${pagePath(req)}#code`),
      );
    },
    sign: async (req: Request, res: Response) => {
      const input = signInput(req);
      if ('field' in input) return show(req, res, { status: 400, notice: input });
      const signer = { ip: req.ip ?? null, userAgent: req.get('user-agent') ?? null };
      return attempt(
        req,
        res,
        () => signAsGuest(deps, req.params.token, { otp: input.otp, signature_image: input.image, ...signer }),
        () => res.redirect(303, pagePath(req)),
      );
    },
    document: async (req: Request, res: Response) => {
      const { fileName, bytes } = await guestPdf(deps, req.params.token);
      framedBySelf(res);
      pdf(res, bytes, `inline; filename="${fileName}"`);
    },
    signed: async (req: Request, res: Response) => {
      const { bytes, subject } = await guestSignedPdf(deps, req.params.token);
      pdf(res, bytes, `attachment; filename="${subject}-signe.pdf"`);
    },
  };
}

export function signingRouter(deps: SignatureDeps): Router {
  const handlers = signingHandlers(deps);
  const pages = router();
  pages.use((_req, res, next) => {
    res.set('X-Robots-Tag', 'noindex, nofollow');
    next();
  });
  pages.param('token', (_req, _res, next, token: string) =>
    next(TOKEN.test(token) ? undefined : new NotFoundError('signature link')),
  );
  pages.get('/:token', handle(handlers.page));
  pages.post('/:token/code', handle(handlers.code));
  pages.post('/:token/sign', handle(handlers.sign));
  pages.get('/:token/document.pdf', handle(handlers.document));
  pages.get('/:token/signed.pdf', handle(handlers.signed));
  return pages;
}
