// The audit identity of an API caller: user, name and the role acted under (the current role).
import type { Actor } from '../../context.ts';
import type { AuditWho } from './audit.ts';

export function whoOf(actor: Actor): AuditWho {
  return { userId: actor.userId, name: actor.name, role: actor.roles[0] ?? '' };
}
