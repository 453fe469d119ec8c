// The public tools page (/tools): GET shows the forms; each calculator's form posts to its own path
// and gets the page back with its result (200), the fields to correct (400), or the rule that
// refuses the figures (422), as its JSON public tool answers.
import { type NextFunction, type Request, type Response, type Router, Router as router } from 'express';
import type { ZodIssue } from 'zod';
import { DomainError } from '../../../core/shared/errors.js';
import { type FormFields, formFields } from './form-fields.js';
import { type Calculator, CALCULATORS, type ToolsDeps } from './tools-calculators.js';
import { type ToolOutcome, toolsPage } from './tools-page.js';

/** Refusals of the rules, in French, by their code. */
const RULES: Record<string, string> = {
  index_missing: 'Cet indice n’est pas encore connu : choisissez un trimestre déjà publié.',
  too_late: 'Le congé du bailleur est reçu trop tard pour mettre fin au bail à son terme.',
  no_landlord_notice: 'Le bailleur ne peut pas donner congé sur ce bail : il prend fin à son terme.',
};

/** The form field a body member comes from (the quarter is typed as a year and a quarter). */
const FIELD_OF: Record<string, string> = { quarter: 'year' };

function issueErrors(tool: Calculator, values: FormFields, issues: ZodIssue[]): ToolOutcome['errors'] {
  const errors = new Map<string | undefined, string>();
  for (const issue of issues) {
    const member = typeof issue.path[0] === 'string' ? issue.path[0] : undefined;
    const spec = tool.fields.find((f) => f.name === (member && (FIELD_OF[member] ?? member)));
    if (!spec) errors.set(undefined, 'Ces données ne permettent pas ce calcul : vérifiez-les.');
    else if (!errors.has(spec.name))
      errors.set(spec.name, `« ${spec.label} » ${values(spec.name) ? 'n’est pas valable' : 'est à renseigner'}.`);
  }
  return [...errors].map(([field, text]) => ({ field, text }));
}

function ruleErrors(tool: Calculator, error: DomainError): ToolOutcome['errors'] {
  const [first] = error.errors;
  const field = tool.fields.find((f) => f.name === first?.path)?.name;
  return [{ field, text: RULES[first?.code ?? ''] ?? 'Ces données ne permettent pas ce calcul.' }];
}

async function outcomeOf(deps: ToolsDeps, tool: Calculator, req: Request): Promise<[number, ToolOutcome]> {
  const values = formFields(req);
  const parsed = tool.schema.safeParse(tool.body(values));
  if (!parsed.success) return [400, { id: tool.id, values, errors: issueErrors(tool, values, parsed.error.issues) }];
  try {
    return [200, { id: tool.id, values, result: await tool.compute(deps, parsed.data as never) }];
  } catch (error) {
    if (!(error instanceof DomainError) || (error.kind !== 'business_rule' && error.kind !== 'validation')) throw error;
    return [422, { id: tool.id, values, errors: ruleErrors(tool, error) }];
  }
}

export function toolsRouter(deps: ToolsDeps): Router {
  const tools = router();
  tools.get('/', (_req, res) => {
    res.type('html').send(toolsPage());
  });
  for (const tool of CALCULATORS)
    tools.post(`/${tool.path}`, (req: Request, res: Response, next: NextFunction) => {
      outcomeOf(deps, tool, req)
        .then(([status, outcome]) => res.status(status).type('html').send(toolsPage(outcome)))
        .catch(next);
    });
  return tools;
}
