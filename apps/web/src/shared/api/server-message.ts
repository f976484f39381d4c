import { fillTemplate, type ReadMessage, readMessage } from '@masar/contract/messages';
import { type Permission, permissions } from '@masar/contract/permission-names';
import { i18n, loadNamespaces } from '../i18n/i18n';

// The messages' translations come with this module (the first error, or a form that shows the server's
// messages), not with every first load (issue #21): nothing here runs before they are there.
await loadNamespaces(['messages']);

/** Parameters that are enum values, shown by their label; the rest are shown as they came. */
function paramLabel(name: string, value: string): string {
  // One permission, or the several a call accepts ("EditTaxiServices or ViewerAdmin").
  const named = value.split(' or ');
  if (name === 'permission' && named.every((one) => (permissions as readonly string[]).includes(one))) {
    const labels = named.map((one) => i18n.t(`permissions:names.${one as Permission}.label`));
    return new Intl.ListFormat(i18n.language, { type: 'disjunction' }).format(labels);
  }
  if (name === 'status' || name === 'verb' || name === 'role') {
    return i18n.t(`messages:values.${name}.${value}` as 'messages:values.status.Requested', {
      defaultValue: value,
    });
  }
  // A nested message ("Hole 1: <problem>") is itself a catalogue message.
  if (name === 'problem') return localizeServerMessage(value);
  return value;
}

/** A message read from the catalogue, in the page language (without its field). */
export function localizeReadMessage({ code, params }: Pick<ReadMessage, 'code' | 'params'>): string {
  const labels = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [name, paramLabel(name, value)]),
  );
  // A length or a count picks its plural form (Arabic: 3 أحرف, 11 حرفًا, 100 حرف).
  const count = Number(params.count ?? params.minimum ?? params.maximum);
  // A translation missing (a newer server) falls back to the English of the catalogue.
  return i18n.t(`messages:codes.${code}`, {
    ...labels,
    ...(Number.isInteger(count) && { count }),
    defaultValue: fillTemplate(code, params),
  });
}

/**
 * One server message in the page language. The API writes only catalogue messages (contract
 * messages.ts): the template gives the code and the parameters, the code its translation. A field
 * prefix ("images.0: …") is left out: the form shows the message at its field. Anything else (a proxy's
 * page, an older server) is shown as it came.
 */
export function localizeServerMessage(message: string): string {
  const read = readMessage(message);
  return read ? localizeReadMessage(read) : message;
}
