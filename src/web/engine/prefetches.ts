// The first requests page kinds start as soon as PageHost has checked their bundle (registry.ts): kept in
// the shell's chunk with PageHost, which already carries the query client they fill.
import { prefetchForm } from '../renderers/form/prefetch.ts';
import { prefetchList } from '../renderers/list/prefetch.ts';
import { registerPrefetch } from './registry.ts';

registerPrefetch('list', prefetchList);
registerPrefetch('form', prefetchForm);
