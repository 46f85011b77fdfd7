// Phone numbers (spec rules 3 and 4).

/** 11-digit mobile starting with 1. Deliberately not narrowed to 13x-19x: new number ranges keep appearing. */
const MOBILE = /^1\d{10}$/;
/**
 * Landline: area code of 3-4 digits (010, 0571; Chinese area codes all start with 0), a dash, 7-8 digits.
 * No extension: the spec does not allow one.
 */
const LANDLINE = /^0\d{2,3}-\d{7,8}$/;

export const isMobile = (v: string): boolean => MOBILE.test(v);
export const isLandline = (v: string): boolean => LANDLINE.test(v);
export const isContactPhone = (v: string): boolean => isMobile(v) || isLandline(v);
