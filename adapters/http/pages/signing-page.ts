// The hosted signing page (GET /sign/{token}), in French: what is signed and by whom, the PDF,
// then the two steps (receive a code, sign with it and a drawing); or the page of a request that
// is signed, complete, expired, withdrawn or locked.
import type { GuestPageState, GuestPageView } from '../../../core/signature/guest-page.js';
import { frenchDate, frenchDateTime, frenchEuros, frenchTime, plural } from './french.js';
import { type SafeHtml, layout, markup } from './html.js';

/** What the last form sent came to, said next to its field. */
export interface Notice {
  text: string;
  field: 'channel' | 'otp' | 'signature' | 'consent';
}

type Session = NonNullable<GuestPageView['session']>;

const ROLES = { PROPRIETAIRE: 'bailleur', LOCATAIRE: 'locataire', MANDATAIRE: 'mandataire' } as const;
/** A mandate's owner signs as mandant (docs/decisions.md 300). */
const roleOf = (view: GuestPageView, type: keyof typeof ROLES) =>
  type === 'PROPRIETAIRE' && view.subject === MANDATE ? 'mandant' : ROLES[type];
const MANDATE = 'mandat de gestion';

/** The HTTP status of each state's page. */
export const STATE_STATUS: Record<GuestPageState, number> = {
  open: 200,
  signed: 200,
  completed: 200,
  expired: 410,
  withdrawn: 410,
  locked: 423,
};

const ARTICLES: Record<string, [string, string, string]> = {
  bail: ['le bail', 'Le bail', 'du bail'],
  avenant: ['l’avenant', 'L’avenant', 'de l’avenant'],
  [MANDATE]: ['le mandat de gestion', 'Le mandat de gestion', 'du mandat de gestion'],
};
const the = (view: GuestPageView) => ARTICLES[view.subject][0];
const The = (view: GuestPageView) => ARTICLES[view.subject][1];
/** What the page is about, for its title: the home leased, or the mandate's number. */
const topic = (session: Session) =>
  session.lease ? session.lease.estate_name : `mandat n° ${session.mandate?.number ?? ''}`;

function invitation(view: GuestPageView, session: Session): SafeHtml {
  if (!session.lease) {
    const mandate = session.mandate;
    return markup`<p class="lead"><strong>${view.sender}</strong> vous invite à signer le mandat de gestion n° ${mandate?.number ?? ''} de ${mandate?.owner_name ?? ''}.</p>`;
  }
  const home = markup`du logement « ${session.lease.estate_name} »`;
  const what = session.amendment
    ? markup`l’avenant n° ${session.amendment.amendment_number} « ${session.amendment.title} » au bail ${home}`
    : markup`le bail ${home}`;
  return markup`<p class="lead"><strong>${view.sender}</strong> vous invite à signer ${what}.</p>`;
}

function facts(session: Session): SafeHtml {
  const { lease, amendment, mandate } = session;
  const fact = (term: string, value: string | null) => value && markup`<dt>${term}</dt><dd>${value}</dd>\n`;
  if (!lease)
    return markup`<dl class="facts">
${fact('Mandat n°', String(mandate?.number ?? ''))}${fact('Mandant', mandate?.owner_name ?? null)}${fact(
      'Prise d’effet',
      mandate ? frenchDate(mandate.starts_on) : null,
    )}${fact('Durée', mandate ? plural(mandate.duration_months, 'mois', 'mois') : null)}</dl>`;
  return markup`<dl class="facts">
${fact('Logement', lease.estate_name)}${fact('Adresse', lease.address)}${fact('Référence du bail', lease.reference_number)}${fact(
    'Début du bail',
    frenchDate(lease.start_date),
  )}${fact('Fin du bail', frenchDate(lease.end_date))}${fact('Loyer mensuel hors charges', frenchEuros(lease.rent_amount))}${
    amendment && [
      fact('Objet de l’avenant', amendment.title),
      fact('Prend effet le', frenchDate(amendment.effective_date)),
    ]
  }</dl>`;
}

function documentSection(view: GuestPageView, session: Session, base: string): SafeHtml {
  return markup`<section class="card" aria-labelledby="document">
<h2 id="document">Le document à signer</h2>
${facts(session)}
<iframe class="pdf" src="${base}/document.pdf" title="${`${The(view)} à signer, au format PDF`}"></iframe>
<p><a href="${base}/document.pdf" download="${`${view.subject}.pdf`}">Télécharger le PDF ${
    ARTICLES[view.subject][2]
  }</a></p>
</section>`;
}

function signersSection(view: GuestPageView, session: Session): SafeHtml {
  const items = view.signers.map(
    (signer) =>
      markup`<li>${signer.first_name} ${signer.last_name}, ${roleOf(view, signer.signer_type)}${
        signer.signer_type === session.signer_type && ' (vous)'
      } : ${signer.signed ? markup`<span class="tag done">a signé</span>` : markup`<span class="tag waiting">en attente</span>`}</li>\n`,
  );
  return markup`<section class="card" aria-labelledby="signataires">
<h2 id="signataires">Signataires</h2>
<ul class="signers">
${items}</ul>
</section>`;
}

/** A notice of the form, when it concerns one of these fields. */
function noticeFor(notice: Notice | undefined, fields: Notice['field'][]): SafeHtml | false {
  return (
    !!notice &&
    fields.includes(notice.field) &&
    markup`<p class="notice error" role="alert" id="erreur-${notice.field}">${notice.text}</p>\n`
  );
}

function codeSection(view: GuestPageView, session: Session, base: string, notice?: Notice): SafeHtml {
  const { otp } = session;
  const sent = otp.expires_at !== null && otp.channel !== null;
  const channel = otp.channel ?? 'sms';
  const option = (value: 'sms' | 'email', label: string) =>
    markup`<div class="choice"><input type="radio" id="canal-${value}" name="channel" value="${value}"${
      channel === value && markup` checked`
    }><label for="canal-${value}">${label}</label></div>\n`;
  const state = sent
    ? markup`<p class="notice success">Un code a été envoyé ${otp.channel === 'sms' ? 'par SMS au' : 'par e-mail à'} ${
        otp.destination
      }. Il est valable jusqu’à ${frenchTime(otp.expires_at!)}.</p>`
    : markup`<p>Pour confirmer que c’est bien vous qui signez, nous vous envoyons un code à usage unique.</p>`;
  return markup`<section class="card" aria-labelledby="etape-code">
<h2 id="etape-code">1. Recevoir un code de confirmation</h2>
${noticeFor(notice, ['channel'])}${state}
<form method="post" action="${base}/code">
<fieldset><legend>Recevoir le code</legend>
${option('sms', `par SMS au ${view.destinations.sms}`)}${option('email', `par e-mail à ${view.destinations.email}`)}</fieldset>
<button type="submit"${sent && markup` class="secondary"`}>${sent ? 'Recevoir un nouveau code' : 'Recevoir mon code'}</button>
<p class="legal">${plural(otp.sends_left, 'envoi possible', 'envois possibles')}.</p>
</form>
</section>`;
}

function codeField(view: GuestPageView, session: Session, notice?: Notice): SafeHtml {
  const { otp } = session;
  const expired = view.now > otp.expires_at!;
  const wrong = notice?.field === 'otp';
  return markup`<label for="otp">Code reçu (6 chiffres)</label>
<input type="text" id="otp" name="otp" class="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" required aria-describedby="${
    wrong ? 'erreur-otp otp-aide' : 'otp-aide'
  }"${wrong && markup` aria-invalid="true"`}>
<p class="hint" id="otp-aide">${
    expired
      ? 'Ce code a expiré : demandez-en un nouveau (étape 1).'
      : `Valable jusqu’à ${frenchTime(otp.expires_at!)}. ${plural(otp.tries_left, 'essai possible', 'essais possibles')}.`
  }</p>`;
}

function signaturePad(session: Session): SafeHtml {
  return markup`<div class="pad" data-signature-pad data-name="${`${session.first_name} ${session.last_name}`}" hidden>
<p id="pad-label"><strong>Votre signature</strong></p>
<p class="hint" id="pad-aide">Dessinez-la avec le doigt, un stylet ou la souris, ou choisissez « Signer avec mon nom ».</p>
<canvas role="img" aria-labelledby="pad-label" aria-describedby="pad-aide"></canvas>
<button type="button" class="secondary" data-pad-clear>Effacer</button>
<button type="button" class="secondary" data-pad-name>Signer avec mon nom</button>
<p class="pad-status" data-pad-status aria-live="polite"></p>
<input type="hidden" name="signature_image" value="">
</div>
<p class="notice" data-pad-missing>Le dessin de la signature a besoin du petit script de cette page : activez JavaScript, ou ouvrez ce lien dans un autre navigateur.</p>`;
}

function signSection(view: GuestPageView, session: Session, base: string, notice?: Notice): SafeHtml {
  const refused = notice?.field === 'consent';
  return markup`<section class="card" id="code" tabindex="-1" aria-labelledby="etape-signer">
<h2 id="etape-signer">2. Signer</h2>
${noticeFor(notice, ['otp', 'signature', 'consent'])}<form method="post" action="${base}/sign">
${codeField(view, session, notice)}
${signaturePad(session)}
<div class="choice"><input type="checkbox" id="accord" name="consent" value="oui" required${
    refused && markup` aria-invalid="true" aria-describedby="erreur-consent"`
  }><label for="accord">J’ai lu ${the(view)} et j’accepte de le signer électroniquement.</label></div>
<button type="submit">Signer ${the(view)}</button>
</form>
</section>`;
}

function openPage(view: GuestPageView, session: Session, base: string, notice?: Notice): string {
  const codeOut = session.otp.expires_at !== null;
  return layout({
    title: `Signer ${the(view)} · ${topic(session)}`,
    signaturePad: codeOut,
    main: markup`<h1>Signature électronique</h1>
${invitation(view, session)}
<p>Cette demande est valable jusqu’au ${frenchDateTime(view.expires_at)}.</p>
${documentSection(view, session, base)}
${signersSection(view, session)}
${codeSection(view, session, base, notice)}
${codeOut && signSection(view, session, base, notice)}`,
  });
}

function signedPage(view: GuestPageView, session: Session, base: string): string {
  const complete = view.state === 'completed';
  const title = complete ? `${The(view)} est signé` : 'Votre signature est enregistrée';
  const next = complete
    ? markup`<p>Tous les signataires ont signé ${the(view)}.</p>
<p><a class="button" href="${base}/signed.pdf" download="${`${view.subject}-signe.pdf`}">Télécharger ${the(view)} signé (PDF)</a></p>`
    : view.signers.every((s) => s.signed)
      ? markup`<p>Tous les signataires ont signé : le document signé est en préparation. Rechargez cette page dans quelques instants pour le télécharger.</p>
<p><a class="button secondary" href="${base}">Recharger la page</a></p>`
      : markup`<p>Le document sera complet quand tous les signataires auront signé. Revenez sur cette page, avec le même lien, pour télécharger le document signé.</p>`;
  return layout({
    title,
    main: markup`<h1>${title}</h1>
<p class="notice success" role="status">Merci ${session.first_name} ${session.last_name} : vous avez signé ${the(view)}${
      // A request a signing worker completed elsewhere has no signature time here.
      session.signed_at && ` le ${frenchDateTime(session.signed_at)}`
    }.</p>
${next}
${signersSection(view, session)}
${!complete && documentSection(view, session, base)}`,
  });
}

const ENDED: Record<'expired' | 'withdrawn' | 'locked', (view: GuestPageView) => { title: string; text: SafeHtml }> = {
  expired: (view) => ({
    title: 'Cette demande de signature a expiré',
    text: markup`<p>Elle était valable jusqu’au ${frenchDateTime(view.expires_at)}.</p>
<p>Demandez à <strong>${view.sender}</strong> de vous envoyer une nouvelle demande.</p>`,
  }),
  withdrawn: (view) => ({
    title: 'Cette demande de signature a été retirée',
    text: markup`<p><strong>${view.sender}</strong> a retiré ${the(view)} de la signature : il n’y a rien à signer avec ce lien.</p>
<p>Si vous attendiez ce document, contactez ${view.sender}.</p>`,
  }),
  locked: (view) => ({
    title: 'Cette demande de signature est bloquée',
    text: markup`<p>Un code erroné a été saisi 5 fois. Pour votre sécurité, ce lien ne permet plus de signer.</p>
<p>Demandez à <strong>${view.sender}</strong> de vous envoyer une nouvelle demande.</p>`,
  }),
};

/** The page of a request in its state; `base` is the page's own path (/sign/{token}). */
export function signingPage(view: GuestPageView, base: string, notice?: Notice): string {
  const { state, session } = view;
  if (state === 'expired' || state === 'withdrawn' || state === 'locked' || !session) {
    const ended = ENDED[state === 'withdrawn' || state === 'locked' ? state : 'expired'](view);
    return layout({ title: ended.title, main: markup`<h1>${ended.title}</h1>\n${ended.text}` });
  }
  if (state === 'open') return openPage(view, session, base, notice);
  return signedPage(view, session, base);
}
