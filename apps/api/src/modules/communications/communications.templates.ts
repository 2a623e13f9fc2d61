import { Liquid, type Template } from 'liquidjs';
import { roleNameForRoleId, type TemplateVariable } from '@stillpoint/contracts';
import { fieldError } from '../../lib/app-error.js';

/**
 * Templates of administrators' messages, rendered with liquidjs (decision 0023): `{{fullName}}` and the other
 * TEMPLATE_VARIABLES are filled in per recipient. Liquid runs no code of the template's author and reads only
 * the variables given (no prototypes, no files: `include`/`render` have no root to read from); an unknown
 * variable is left empty. Plain text renders as it is; the e-mail's HTML escapes every variable.
 */
const text = new Liquid({
  strictFilters: true,
  ownPropertyOnly: true,
  root: [],
  partials: [],
  layouts: [],
  relativeReference: false,
});
const html = new Liquid({
  strictFilters: true,
  ownPropertyOnly: true,
  outputEscape: 'escape',
  root: [],
  partials: [],
  layouts: [],
  relativeReference: false,
});

export type TemplateValues = Record<TemplateVariable, string>;

export interface CompiledTemplate {
  text(values: TemplateValues): string;
  html(values: TemplateValues): string;
}

/** Parses a template once (a bulk send renders it per recipient); a template Liquid cannot read is a 422 on its field. */
export function compileTemplate(source: string, field: string): CompiledTemplate {
  // Variables and filters only: tags (loops, ranges, assignments, includes) have no use in a message and
  // are where unbounded work would come from (a range of 10^8 is built before any time limit applies).
  if (source.includes('{%')) throw fieldError('VALIDATION', field, 'Templates take variables such as {{fullName}}, not tags ({% ... %})');
  let textTemplate: Template[];
  let htmlTemplate: Template[];
  try {
    textTemplate = text.parse(source);
    htmlTemplate = html.parse(source);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split(',')[0] : 'unreadable';
    throw fieldError('VALIDATION', field, `The template cannot be read: ${reason}`);
  }
  // A template that fails on the example person (a loop past the limits) is refused where it is written.
  try {
    text.renderSync(textTemplate, templateValues(EXAMPLE_PERSON, 'https://example.com'));
  } catch (error) {
    const reason = error instanceof Error ? error.message.split(',')[0] : 'it cannot be rendered';
    throw fieldError('VALIDATION', field, `The template cannot be rendered: ${reason}`);
  }
  return {
    text: (values) => safeRender(text, textTemplate, values),
    html: (values) => safeRender(html, htmlTemplate, values),
  };
}

function safeRender(engine: Liquid, template: Template[], values: TemplateValues): string {
  try {
    return engine.renderSync(template, values) as string;
  } catch {
    // A filter failing on a person's value leaves the words without it rather than failing the whole send.
    try {
      return engine.renderSync(template, {}) as string;
    } catch {
      return '';
    }
  }
}

/** The e-mail's HTML body: paragraphs of the rendered text (each variable escaped by the engine). */
export function htmlParagraphs(renderedHtml: string): string {
  return renderedHtml
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${paragraph.replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** What a recipient's variables are. */
export function templateValues(
  person: { fullName: string | null; email: string | null; clinicName: string | null; roleid?: number | null },
  appUrl: string,
): TemplateValues {
  const fullName = person.fullName ?? '';
  return {
    fullName,
    firstName: fullName.split(/\s+/)[0] ?? '',
    email: person.email ?? '',
    clinicName: person.clinicName ?? '',
    roleName: person.roleid !== undefined && person.roleid !== null ? roleNameForRoleId(person.roleid) : '',
    appUrl,
  };
}

/** The example person a preview shows when no one is named. */
export const EXAMPLE_PERSON = {
  fullName: 'Alex Morgan',
  email: 'alex@example.com',
  clinicName: 'Quiet Harbour Clinic',
  roleid: 5,
};
