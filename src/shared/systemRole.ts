/** The role of transitions only the server takes (a plugin's system transitions): no user holds it, the
 *  transition routes refuse it to everyone, admin included. Declared by the engine, not in menus.json. */
export const SYSTEM_ROLE = 'system';
