// A template is checked when it is saved (docs/decisions.md 251): it must parse, and every
// variable it names must be one its type offers (a list's items are read through its loop).
import type { TemplateType } from '../../contract/vocabulary/templates.js';
import { type TemplateEngine, TemplateError, type TemplateProblem } from '../ports/document-templates.js';
import { BusinessRuleError } from '../shared/errors.js';
import { variablesOf } from './variables.js';

/** Liquid's own members of a list: `lessees.size`, `lessees.first.name`, `lessees[0]`. */
const LIST_MEMBERS = /^(size|first|last|\d+)$/;

/** Whether `path` names a variable of the type, or reads into one of its lists. */
export function knownVariable(type: TemplateType, path: string[]): boolean {
  const name = path.join('.');
  return variablesOf(type).some((variable) => {
    if (variable.name === name) return true;
    if (variable.type !== 'list' || !name.startsWith(`${variable.name}.`)) return false;
    const [member, field] = path.slice(variable.name.split('.').length);
    if (!LIST_MEMBERS.test(member)) return false;
    return member === 'size'
      ? field === undefined
      : field === undefined || (variable.items ?? []).some((item) => item.name === field);
  });
}

/** The problems of a template: its syntax error, or each unknown variable with its line and column. */
export function templateProblems(engine: TemplateEngine, type: TemplateType, body: string): TemplateProblem[] {
  try {
    return engine
      .variables(body)
      .filter((variable) => !knownVariable(type, variable.path))
      .map((variable) => ({
        code: 'unknown_variable',
        variable: variable.path.join('.'),
        message: `unknown variable ${variable.path.join('.')} for ${type} (line ${variable.line}, column ${variable.column})`,
        line: variable.line,
        column: variable.column,
      }));
  } catch (error) {
    if (error instanceof TemplateError) return error.problems;
    throw error;
  }
}

/** The 422 of a template's problems: each named in `errors` and, with its place, in `template_errors`. */
export function templateRefusal(problems: TemplateProblem[], path = 'body'): BusinessRuleError {
  return new BusinessRuleError(
    `The template is refused: ${problems.map((problem) => problem.message).join('; ')}`,
    problems.map((problem) => ({ path, message: problem.message, code: problem.code })),
    { template_errors: problems },
  );
}

export function checkTemplate(engine: TemplateEngine, type: TemplateType, body: string): void {
  const problems = templateProblems(engine, type, body);
  if (problems.length > 0) throw templateRefusal(problems);
}
