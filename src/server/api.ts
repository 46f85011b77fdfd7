// The server engine's public API for plugins (src/plugins/*/server): everything a server plugin may use
// of src/server, re-exported from the modules that own it. A plugin imports this module and src/shared,
// nothing else of the engine (tests/architecture holds it to that), so the engine's inner modules can
// move without touching a plugin. Engine modules never import it: they use the owning modules.

// The plugin contract and what every service receives.
export type { AfterTransition, ServerPlugin, TransitionEvent } from './plugins.ts';
export type { Migration } from './db/migrate.ts';
export type { Actor, AppContext } from './context.ts';
export type { Db, SqlParam } from './db/types.ts';
export { isSqlName } from './db/sqlName.ts';

// Requests and replies: the signed-in actor, parameters, the envelope and the errors it carries.
export { actorOf } from './auth/actor.ts';
export { asBag, posInt, str, type Bag } from './http/params.ts';
export { ok } from './http/envelope.ts';
export { ApiError, invalid, invalidFields, notFound, unauthorized } from './http/errors.ts';

// The record store: entities and the caller's right to them; finding, counting, locking, creating and
// patching records (plugins write no SQL on the records or audit tables); the transitions the server
// takes on its own.
export { entityOf, requireEntity } from './records/entity.ts';
export { parseId } from './records/service.ts';
export { readable } from './records/readable.ts';
export { loadRecord, toRecordRow, type RecordDbRow } from './records/row.ts';
export {
  countRecords, createRecord, findRecords, patchRecord,
  type FindOptions, type NewRecord, type RecordOrder, type RecordPatch, type RecordQuery,
} from './records/store.ts';
export { SYSTEM_WHO, type AuditWho } from './records/rules/audit.ts';
export { whoOf } from './records/rules/who.ts';
export { systemTransition, type SystemChange } from './records/system.ts';

// Realtime: event streams (with resumption) and the bell's unread announcements.
export type { EventData } from './realtime/bus.ts';
export { lastEventId, openEventStream, type EventStream } from './realtime/sse.ts';
export { resumeStream } from './realtime/resume.ts';
export { announceUnread } from './realtime/unreadTopic.ts';
