import { describe, expect, it } from 'vitest';
import { neutralizeFormula } from '../../src/shared/excel/cells.ts';
import { parseDateInput, parseDateTimeInput } from '../../src/shared/formats/date-input.ts';

describe('neutralizeFormula', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+SUM(A1)', "'+SUM(A1)"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ['\rx', "'\rx"],
  ])('prefixes %j', (input, out) => expect(neutralizeFormula(input)).toBe(out));

  it.each(['项目', '-12.50', '+86', '-1,250,000.00', '', 'a=b'])('keeps %j', (input) => expect(neutralizeFormula(input)).toBe(input));
});

describe('parseDateInput', () => {
  it.each([
    ['2027-01-01', '2027-01-01'],
    ['2027/1/1', '2027-01-01'],
    ['20270101', '2027-01-01'],
    ['2027.12.31', '2027-12-31'],
    ['2027年3月5日', '2027-03-05'],
    [' 2028/2/29 ', '2028-02-29'],
  ])('reads %j', (input, out) => expect(parseDateInput(input)).toBe(out));

  it.each(['2027-02-30', '2027/13/1', '202701', '2027-1', 'abc', '', '2027010'])('refuses %j', (input) => expect(parseDateInput(input)).toBeNull());

  it('reads date-times in the same spellings', () => {
    expect(parseDateTimeInput('2027/1/1 9:30')).toBe('2027-01-01 09:30:00');
    expect(parseDateTimeInput('20270101')).toBe('2027-01-01 00:00:00');
    expect(parseDateTimeInput('2027-01-01 24:00')).toBeNull();
  });
});
