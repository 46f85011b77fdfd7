// Names of the browser storage the original app used (spec section 3). They are kept verbatim because
// the content system and its single sign-on read and write the same keys.

/** localStorage keys. */
export const LocalKey = {
  userObj: 'userObj',
  /** Comma-separated menu-name whitelist. */
  menuName: 'menuName',
  /** Trading varieties: [{type, name, list (extra menu names), code}]. */
  list: 'list',
  transferVariety: 'transferVariety',
  transferCode: 'transferCode',
  siteName: 'siteName',
  skin: 'skin',
  /** {siteName, siteDomain} */
  area: 'area',
  uid: 'uid',
  realname: 'realname',
  hold: 'hold',
  domain: 'domain',
  userType: 'userType',
} as const;

/** Cookie names. */
export const CookieKey = {
  token: 'Admin-Token',
  changePass: 'Change-Pass',
  uid: 'uid',
  siteId: 'siteId',
  hold: 'hold',
  skipIp: 'skipIp',
  domain: 'domain',
  roleId: 'roleId',
  userNameHt: 'userNameHt',
  realname: 'realname',
  dxyToken: 'dxyToken',
  size: 'size',
  /** VEA's sidebar status: '1' open, '0' closed. */
  sidebarStatus: 'sidebarStatus',
} as const;

/** sessionStorage keys. */
export const SessionKey = {
  tradeObj: 'tradeObj',
  transferVariety: 'transferVariety',
} as const;

/**
 * Our own sessionStorage key: the single sign-on ticket this tab entered with, so /login?token=<it>
 * opened again is a visit while logged in rather than a second (refused) use of the ticket.
 */
export const SSO_TICKET_KEY = 'ssoTicket';

/** Our own localStorage key for the settings panel (not part of the original's contract). */
export const SETTINGS_KEY = 'layout-settings';

/**
 * What "clear local data" removes on logout, forced logout and single sign-on re-entry: everything
 * about the user, but not the browser's look (skin, size, settings).
 */
export const USER_LOCAL_KEYS: string[] = [
  LocalKey.userObj,
  LocalKey.menuName,
  LocalKey.list,
  LocalKey.transferVariety,
  LocalKey.transferCode,
  LocalKey.siteName,
  LocalKey.area,
  LocalKey.uid,
  LocalKey.realname,
  LocalKey.hold,
  LocalKey.domain,
  LocalKey.userType,
];
export const USER_COOKIES: string[] = [
  CookieKey.token,
  CookieKey.changePass,
  CookieKey.uid,
  CookieKey.siteId,
  CookieKey.hold,
  CookieKey.skipIp,
  CookieKey.domain,
  CookieKey.roleId,
  CookieKey.userNameHt,
  CookieKey.realname,
  CookieKey.dxyToken,
];
