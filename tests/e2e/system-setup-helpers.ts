// What the system-setup browser files share: the section's pages, where their screenshots go, and a
// session entered on a page that records every refused API answer.
import type { NewPage } from './fixtures.ts';
import { apiLogin, enterWithSession, refusals } from './shell-helpers.ts';

export const SHOTS = 'test-results/system-setup';

export const PAGES = {
  varieties: '/system_setup/set_up/variety',
  menus: '/system_setup/set_up/menu',
  users: '/system_setup/user_management/user',
  roles: '/system_setup/user_management/role',
  workflow: '/system_setup/workflow_management',
  sites: '/system_setup/site_management',
  settings: '/system_setup/set_up/parameter',
  institutions: '/system_setup/user_management/institution_management',
  website: '/system_setup/website_management',
  push: '/system_setup/public_push',
  featured: '/system_setup/high_quality',
  supervision: '/system_setup/supervise_management',
  dictionaries: '/system_setup/set_up/dictionary',
  units: '/system_setup/set_up/unit',
};


export async function enter(newPage: NewPage, baseUrl: string, username: string, password: string, path: string, viewport = { width: 1440, height: 900 }) {
  const { context, page } = await newPage({ viewport });
  const session = await apiLogin(baseUrl, username, password);
  const refused = refusals(page);
  await enterWithSession(context, page, baseUrl, session, path);
  return { context, page, session, refused };
}
