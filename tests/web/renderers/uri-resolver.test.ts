// The form build's stand-in for fast-uri (src/web/renderers/form/uriResolver.ts, which vite.config.ts gives
// rjsf in its place) answers as fast-uri does for the references a JSON schema carries.
import fastUri from 'fast-uri';
import { describe, expect, it } from 'vitest';
import resolver from '../../../src/web/renderers/form/uriResolver.ts';

const RESOLVE: [string, string][] = [
  ['#', '#/definitions/a'],
  ['#', '#/properties/x/items'],
  ['', '#/definitions/a'],
  ['#/definitions/a', '#/definitions/b'],
  ['schemas/a.json', '#/definitions/a'],
  ['schemas/a.json', 'b.json'],
  ['schemas/a.json', 'b.json#/definitions/c'],
  ['schemas/a.json', '../b.json'],
  ['/schemas/a.json', 'b.json#/x'],
  ['https://example.com/schemas/a.json', '#/definitions/a'],
  ['https://example.com/schemas/a.json', 'b.json'],
  ['https://example.com/schemas/a.json', '../c/d.json#/e'],
  ['https://example.com/schemas/a.json', 'https://other.org/x.json'],
  ['#', 'https://Example.com/x.json#/a'],
];

const EQUAL: [string, string][] = [
  ['#/definitions/a', '#/definitions/a'],
  ['#/definitions/a', '#/definitions/b'],
  ['https://example.com/a.json', 'https://EXAMPLE.com/a.json'],
  ['https://example.com/a.json', 'https://example.com/b.json'],
  ['a.json', 'a.json'],
  ['a.json', 'b.json'],
];

describe('the form build\'s URI resolver', () => {
  it.each(RESOLVE)('resolves %j against %j as fast-uri does', (base, ref) => {
    expect(resolver.resolve(base, ref)).toBe(fastUri.resolve(base, ref));
  });

  it.each(EQUAL)('compares %j and %j as fast-uri does', (a, b) => {
    expect(resolver.equal(a, b)).toBe(fastUri.equal(a, b));
  });
});
