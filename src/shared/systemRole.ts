import type { WorkflowTransition } from './schema/types.ts';

/** The role of transitions only the server takes (a plugin's system transitions): no user holds it, the
 *  transition routes refuse it to everyone, admin included. Declared by the engine, not in menus.json. */
export const SYSTEM_ROLE = 'system';

/** A transition only the server takes (declared with the role above). */
export function isSystemTransition(t: WorkflowTransition): boolean {
  return t.roles.includes(SYSTEM_ROLE);
}
