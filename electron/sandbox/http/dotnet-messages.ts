/**
 * Field messages as a .NET JSON-schema validator (Newtonsoft.Json.Schema) phrases them, for the
 * `dotnet` variant: the reason first, then the path, line and position inside the text, e.g.
 * "Invalid type. Expected String but got Integer. Path 'stocks[0].prtId', line 5, position 20."
 * A client must then find the field in the message, not only in `field`.
 */

const dotnetTypes: Record<string, string> = {
  'a string': 'String',
  'an integer': 'Integer',
  'a number': 'Number',
  'a fractional number': 'Number',
  'true or false': 'Boolean',
  'a boolean': 'Boolean',
  'a JSON object': 'Object',
  'an object': 'Object',
  'an array': 'Array',
  null: 'Null',
};

const typeName = (text: string): string => dotnetTypes[text] ?? text;

/** The .NET wording of one of the sandbox's reasons ("value 12 must be a string, not an integer"). */
function dotnetReason(reason: string): string {
  const wrongType = /must be (.+), not (.+)$/.exec(reason);
  if (wrongType) {
    const expected = (wrongType[1] as string)
      .replace('true or false', 'a boolean')
      .split(' or ')
      .map(typeName)
      .join(', ');
    return `Invalid type. Expected ${expected} but got ${typeName(wrongType[2] as string)}.`;
  }
  const missing = /^(?:field )?"?([^\s"]+)"? is required but missing$/i.exec(reason);
  if (missing) return `Required properties are missing from object: ${missing[1]}.`;
  const badDate = /^value "(.*)" is not a valid date-time/.exec(reason);
  if (badDate) return `String '${badDate[1]}' does not validate against format 'date-time'.`;
  const tooLong = /^value "(.*)" is too long: \d+ characters, at most (\d+) allowed$/.exec(reason);
  if (tooLong) return `String '${tooLong[1]}' exceeds maximum length of ${tooLong[2]}.`;
  return `${reason.charAt(0).toUpperCase()}${reason.slice(1)}.`;
}

/** Rewrites one entry's message (it may join several "Line L, position P: …" reasons). */
export function dotnetFieldMessage(field: string, message: string): string {
  const parts = message.split(/ (?=Line \d+, position \d+: )/);
  return parts
    .map((part) => {
      const m = /^Line (\d+), position (\d+): (.*?)\.?$/s.exec(part);
      if (!m) return part;
      return `${dotnetReason(m[3] as string)} Path '${field}', line ${m[1]}, position ${m[2]}.`;
    })
    .join(' ');
}
