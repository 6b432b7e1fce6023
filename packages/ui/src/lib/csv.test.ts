import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it.each([
    ['plain text', 'Cardiologist', 'Cardiologist'],
    ['empty text', '', ''],
    ['null', null, ''],
    ['undefined', undefined, ''],
    ['a number', 12, '12'],
    ['a negative number stays a number', -3.5, '-3.5'],
    ['a comma', 'Madison, WI', '"Madison, WI"'],
    ['a double quote', 'The "best" job', '"The ""best"" job"'],
    ['a line break', 'one\ntwo', '"one\ntwo"'],
    ['a carriage return', 'one\r\ntwo', '"one\r\ntwo"'],
    ['a formula', '=HYPERLINK("http://evil.test","x")', `"'=HYPERLINK(""http://evil.test"",""x"")"`],
    ['a plus', '+1 555 0100', "'+1 555 0100"],
    ['a minus', '-2+3', "'-2+3"],
    ['an at sign', '@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['a leading tab', '\t=1', "'\t=1"],
    ['a leading return', '\r=1', `"'\r=1"`],
    ['an equals sign inside', 'a=b', 'a=b'],
    ['a percentage', '67%', '67%'],
    ['unicode', 'Zoë — Médecin', 'Zoë — Médecin'],
  ])('%s', (_name, value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});

describe('toCsv', () => {
  it('joins cells with commas and ends every record with CRLF', () => {
    expect(
      toCsv([
        ['Job', 'Step', 'Candidates'],
        ['All jobs', 'Shortlisted', 12],
        ['Smith, Jones & Co', 'Hired', 1],
      ]),
    ).toBe('Job,Step,Candidates\r\nAll jobs,Shortlisted,12\r\n"Smith, Jones & Co",Hired,1\r\n');
  });

  it('writes nothing for no rows, and an empty record for an empty row', () => {
    expect(toCsv([])).toBe('');
    expect(toCsv([[]])).toBe('\r\n');
  });

  it('guards every cell of every row', () => {
    expect(
      toCsv([
        ['=1', '@a'],
        ['-b', '+c'],
      ]),
    ).toBe("'=1,'@a\r\n'-b,'+c\r\n");
  });
});
