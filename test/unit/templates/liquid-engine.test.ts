// The template language's sandbox (adapters/pdf/liquid-engine.ts): hostile templates are refused
// when parsed or stopped at a budget, with the problem and where; nothing reaches a file, the
// prototype, or the network.
import { describe, expect, it } from '@jest/globals';
import { DEFAULT_BUDGETS, liquidEngine } from '../../../adapters/pdf/liquid-engine.js';
import { TemplateError, type TemplateProblem } from '../../../core/ports/document-templates.js';

const engine = liquidEngine();
const noImages = async () => null;

/** The default budgets, the time budget lifted: the output budget is then the one a long render meets, however busy the machine. */
const patient = liquidEngine({ ...DEFAULT_BUDGETS, renderLimit: 120_000 });

async function refusal(body: string, data: Record<string, unknown> = {}, sandbox = engine): Promise<TemplateProblem> {
  try {
    await sandbox.render(body, data, noImages);
  } catch (error) {
    expect(error).toBeInstanceOf(TemplateError);
    return (error as TemplateError).problems[0];
  }
  throw new Error(`rendered: ${body}`);
}

describe('the Liquid sandbox', () => {
  it('renders, escaping every output as HTML', async () => {
    const html = await engine.render('<p>{{ lessee.name }}</p>', { lessee: { name: 'A <b>&</b>' } }, noImages);
    expect(html).toBe('<p>A &lt;b&gt;&amp;&lt;/b&gt;</p>');
  });

  it('names the variables a template reads, with their line and column, not its own loop variables', () => {
    const found = engine.variables('Bonjour\n{{ lease.rent }} {% for l in lessees %}{{ l.name }}{% endfor %}');
    expect(found).toEqual([
      { path: ['lease', 'rent'], line: 2, column: 4 },
      { path: ['lessees'], line: 2, column: 30 },
    ]);
  });

  it('refuses a syntax error with its line and column', () => {
    let problem: TemplateProblem | undefined;
    try {
      engine.variables('ligne 1\n{% if lease.rent %}\nsans fin');
    } catch (error) {
      problem = (error as TemplateError).problems[0];
    }
    expect(problem).toMatchObject({ code: 'syntax', line: 2, column: 1 });
  });

  it.each(['{% include "/etc/passwd" %}', "{% render 'secrets' %}", "{% layout 'x' %}"])(
    'refuses %s: no tag reaches a file',
    async (body) => {
      expect(await refusal(body)).toMatchObject({ code: 'syntax', line: 1, column: 1 });
    },
  );

  it('walks no prototype: constructor is an unknown variable', async () => {
    expect(await refusal('{{ lease.constructor.name }}', { lease: {} })).toMatchObject({ code: 'unknown_variable' });
    expect(await refusal('{{ lease.__proto__ }}', { lease: {} })).toMatchObject({ code: 'unknown_variable' });
  });

  it('stops an endless loop at the memory budget', async () => {
    const problem = await refusal(
      '{% for i in (1..100000000) %}{% for j in (1..100000000) %}x{% endfor %}{% endfor %}',
    );
    expect(problem.code).toBe('memory_limit');
  });

  it('stops a render at the time budget (here 5 ms, the memory budget lifted)', async () => {
    const slow = liquidEngine({ ...DEFAULT_BUDGETS, renderLimit: 5, memoryLimit: 1e12 });
    const loop = '{% for i in (1..3000) %}{% for j in (1..3000) %}{% endfor %}{% endfor %}';
    await expect(slow.render(loop, {}, noImages)).rejects.toMatchObject({ problems: [{ code: 'time_limit' }] });
  });

  it('stops a huge output at the output budget', async () => {
    const problem = await refusal('{% for i in (1..100000) %}{{ s }}{% endfor %}', { s: 'x'.repeat(100) }, patient);
    expect(problem).toMatchObject({ code: 'output_limit' });
    expect(problem.message).toContain('2000000');
  });

  it('stops static text repeated without end at the output budget', async () => {
    const body = `{% for i in (1..999999) %}<p>${'x'.repeat(100_000)}</p>{% endfor %}`;
    expect(await refusal(body, {}, patient)).toMatchObject({ code: 'output_limit' });
    const shorter = `{% for i in (1..30000) %}<p>${'x'.repeat(100)}</p>{% endfor %}`;
    expect(await refusal(shorter, {}, patient)).toMatchObject({ code: 'output_limit' });
  });

  it('inlines an account image as a data: URI, and refuses an unknown one', async () => {
    const png = { content_type: 'image/png', bytes: new Uint8Array([137, 80, 78, 71]) };
    const html = await engine.render('{% image "m1" %}', {}, async (id) => (id === 'm1' ? png : null));
    expect(html).toBe('<img src="data:image/png;base64,iVBORw==" alt="">');
    expect(await refusal('{% image "m2" %}')).toMatchObject({ code: 'unknown_image' });
  });
});
