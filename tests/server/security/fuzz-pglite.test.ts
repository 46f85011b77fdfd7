// The write-route fuzz (fuzz-suite.ts) on the embedded database.
import { fuzzSuite } from './fuzz-suite.ts';

fuzzSuite('pglite');
