/**
 * A strict reader of iCalendar (RFC 5545) content lines, for tests: unfolds the lines (3.1), then reads
 * each as `name *(";" param) ":" value`, where a param is `name "=" value *("," value)` and a value is
 * either a quoted string (no DQUOTE or control character inside) or paramtext (no DQUOTE, ";", ":" or
 * ",", no control character). A line that is not so throws, naming it: what a calendar program would
 * misread is an error here.
 */
export interface ContentLine {
  name: string;
  params: Record<string, string[]>;
  value: string;
}

const NAME = /^[A-Za-z0-9-]+/;
// eslint-disable-next-line no-control-regex -- control characters are what these refuse
const QUOTED = /^"([^"\u0000-\u0008\u000a-\u001f\u007f]*)"/;
// eslint-disable-next-line no-control-regex -- as above
const PARAMTEXT = /^[^";:,\u0000-\u0008\u000a-\u001f\u007f]*/;

export function parseIcs(body: string): ContentLine[] {
  if (!body.endsWith('\r\n')) throw new Error('the file does not end with CRLF');
  const unfolded = body.replace(/\r\n[ \t]/g, '');
  return unfolded
    .slice(0, -2)
    .split('\r\n')
    .map((line) => {
      const fail = (why: string): never => {
        throw new Error(`${why}: ${JSON.stringify(line)}`);
      };
      if (/[\r\n]/.test(line)) fail('a bare CR or LF');
      let rest = line;
      const name = NAME.exec(rest)?.[0] ?? fail('no property name');
      rest = rest.slice(name.length);
      const params: Record<string, string[]> = {};
      while (rest.startsWith(';')) {
        rest = rest.slice(1);
        const param = NAME.exec(rest)?.[0] ?? fail('no parameter name');
        rest = rest.slice(param.length);
        if (!rest.startsWith('=')) fail('no "=" after a parameter name');
        const values: string[] = [];
        do {
          rest = rest.slice(1);
          const quoted = QUOTED.exec(rest);
          const value = quoted ? quoted[1]! : PARAMTEXT.exec(rest)![0];
          rest = rest.slice(quoted ? quoted[0].length : value.length);
          values.push(value);
        } while (rest.startsWith(','));
        params[param.toUpperCase()] = values;
      }
      if (!rest.startsWith(':')) fail('no ":" before the value');
      return { name: name.toUpperCase(), params, value: rest.slice(1) };
    });
}

/** The properties of the file's VEVENT, in order. */
export function veventLines(body: string): ContentLine[] {
  const lines = parseIcs(body);
  const start = lines.findIndex((l) => l.name === 'BEGIN' && l.value === 'VEVENT');
  const end = lines.findIndex((l) => l.name === 'END' && l.value === 'VEVENT');
  if (start < 0 || end < start) throw new Error('no VEVENT');
  return lines.slice(start + 1, end);
}
