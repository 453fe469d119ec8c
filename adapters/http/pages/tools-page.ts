// The public tools page (/tools): one form per calculator, its result or what to correct shown in
// its own section, the values typed kept.
import type { FormFields } from './form-fields.js';
import { type SafeHtml, layout, markup } from './html.js';
import { CALCULATORS, type Calculator, type FieldSpec } from './tools-calculators.js';

/** What a form sent came to: a result, or errors (by field name; none for the whole form). */
export interface ToolOutcome {
  id: string;
  values: FormFields;
  result?: SafeHtml;
  errors?: { field?: string; text: string }[];
}

function describedBy(...ids: (string | false)[]): SafeHtml | false {
  const given = ids.filter(Boolean);
  return given.length > 0 && markup` aria-describedby="${given.join(' ')}"`;
}

function control(id: string, spec: FieldSpec, value: string, invalid: boolean, describe: SafeHtml | false): SafeHtml {
  const flags = markup`${invalid && markup` aria-invalid="true"`}${describe}`;
  if (spec.type === 'select')
    return markup`<select id="${id}" name="${spec.name}"${flags}>${(spec.options ?? []).map(
      ([option, label]) => markup`<option value="${option}"${option === value && markup` selected`}>${label}</option>`,
    )}</select>`;
  const required = !spec.optional && markup` required`;
  const inputmode = spec.inputmode && markup` inputmode="${spec.inputmode}"`;
  return markup`<input type="${spec.type}" id="${id}" name="${spec.name}" value="${value}"${inputmode}${required}${flags}>`;
}

function choice(type: 'radio' | 'checkbox', id: string, name: string, value: string, checked: boolean, label: string) {
  return markup`<div class="choice"><input type="${type}" id="${id}" name="${name}" value="${value}"${
    checked && markup` checked`
  }><label for="${id}">${label}</label></div>\n`;
}

function field(tool: Calculator, spec: FieldSpec, outcome: ToolOutcome | undefined): SafeHtml {
  const id = `${tool.id}-${spec.name}`;
  const value = outcome ? outcome.values(spec.name) : (spec.initial ?? '');
  const error = outcome?.errors?.find((e) => e.field === spec.name);
  const errorLine = error && markup`<p class="field-error" id="${id}-erreur">${error.text}</p>\n`;
  const hint = spec.hint && markup`\n<p class="hint" id="${id}-aide">${spec.hint}</p>`;
  if (spec.type === 'checkbox')
    return markup`${errorLine}${choice('checkbox', id, spec.name, 'oui', value === 'oui', spec.label)}`;
  if (spec.type === 'radio')
    return markup`<fieldset${describedBy(!!error && `${id}-erreur`)}><legend>${spec.label}</legend>
${errorLine}${(spec.options ?? []).map(([option, label]) =>
      choice('radio', `${id}-${option}`, spec.name, option, option === value, label),
    )}</fieldset>\n`;
  const describe = describedBy(!!error && `${id}-erreur`, !!spec.hint && `${id}-aide`);
  return markup`<label for="${id}">${spec.label}</label>
${errorLine}${control(id, spec, value, !!error, describe)}${hint}\n`;
}

function section(tool: Calculator, outcome: ToolOutcome | undefined): SafeHtml {
  const general = outcome?.errors?.filter((e) => !e.field) ?? [];
  const errors =
    outcome?.errors &&
    markup`<div class="notice error" role="alert"><p>Le calcul n’a pas pu être fait.</p>${general.map(
      (e) => markup`<p>${e.text}</p>`,
    )}${general.length < outcome.errors.length && markup`<p>Corrigez les champs signalés.</p>`}</div>\n`;
  const result =
    outcome?.result && markup`<div class="result" role="status"><h3>Résultat</h3>\n${outcome.result}</div>\n`;
  return markup`<section class="card" id="${tool.id}" aria-labelledby="${tool.id}-titre">
<h2 id="${tool.id}-titre">${tool.title}</h2>
<p>${tool.intro}</p>
${errors}<form method="post" action="/tools/${tool.path}#${tool.id}">
${tool.fields.map((spec) => field(tool, spec, outcome))}<button type="submit">Calculer</button>
</form>
${result}</section>
`;
}

export function toolsPage(outcome?: ToolOutcome): string {
  const links = CALCULATORS.map((tool) => markup`<li><a href="#${tool.id}">${tool.title}</a></li>`);
  return layout({
    title: 'Calculateurs de la location',
    main: markup`<h1>Calculateurs de la location</h1>
<p>Des calculs d’après la loi du 6 juillet 1989 et les indices publiés par l’Insee. Rien de ce que vous saisissez n’est conservé.</p>
<nav aria-label="Calculateurs"><ul>${links}</ul></nav>
${CALCULATORS.map((tool) => section(tool, outcome?.id === tool.id ? outcome : undefined))}`,
  });
}
