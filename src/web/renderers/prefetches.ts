// The first requests page kinds start as soon as PageHost has checked their bundle (engine/registry.ts):
// imported by the shell's page stack, beside PageHost, so they stay in the shell's chunk, which already
// carries the query client they fill (the registry itself is on the login page).
import { registerPrefetch } from '../engine/registry.ts';
import { prefetchForm } from './form/prefetch.ts';
import { prefetchList } from './list/prefetch.ts';

registerPrefetch('list', prefetchList);
registerPrefetch('form', prefetchForm);
