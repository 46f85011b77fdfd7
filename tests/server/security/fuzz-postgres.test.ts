// The write-route fuzz (fuzz-suite.ts) on PostgreSQL, when TEST_DATABASE_URL configures one.
import { describe, it } from 'vitest';
import { backends } from '../helpers/db.ts';
import { fuzzSuite } from './fuzz-suite.ts';

if (backends().includes('postgres')) fuzzSuite('postgres');
else describe('write-route fuzz on postgres', () => it.skip('TEST_DATABASE_URL is not set: PGlite only', () => undefined));
