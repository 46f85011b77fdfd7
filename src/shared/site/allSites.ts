/** What a user with no site of their own (an all-sites administrator) is shown as, wherever a site name goes. */
export const ALL_SITES = '全部站点';
