// Account settings (个人设置): profile and password change. The rules live here so the page and the
// server (src/server/routes/account.ts) refuse exactly the same input with exactly the same words.
import type { FieldError } from './codes.ts';

export const ACCOUNT_API = {
  updateProfile: '/api/user/updateProfile',
  changePassword: '/api/user/changePassword',
} as const;

export interface ProfileInput {
  name: string;
  avatar: string;
  introduction: string;
}

export interface PasswordInput {
  oldPassword: string;
  newPassword: string;
  /** The new password typed a second time. */
  confirmPassword: string;
}

export const FIELD_TITLES = {
  name: '姓名',
  avatar: '头像地址',
  introduction: '个人简介',
  oldPassword: '原密码',
  newPassword: '新密码',
  confirmPassword: '确认新密码',
} as const satisfies Record<keyof ProfileInput | keyof PasswordInput, string>;

export const NAME_MAX = 20;
export const AVATAR_MAX = 500;
export const INTRODUCTION_MAX = 200;
export const PASSWORD_MIN = 8;
/** scrypt takes any length; the cap only stops absurd bodies from costing hashing time. */
export const PASSWORD_MAX = 64;

export const PASSWORD_RULE_TEXT = `至少${PASSWORD_MIN}位，且须同时包含字母和数字`;

const tooLong = (title: string, limit: number): string => `${title}不能超过${limit}个字符`;

/** An avatar is empty, an http(s) address, or a path on this server (an uploaded file's fileUrl). */
function isAvatarUrl(v: string): boolean {
  if (v === '') return true;
  if (/\s/.test(v)) return false;
  if (v.startsWith('/') && !v.startsWith('//')) return true;
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The new password's problem, naming the field; null when it is strong enough. */
export function passwordProblem(password: string, title: string = FIELD_TITLES.newPassword): string | null {
  if (password === '') return `请输入${title}`;
  if (password.length > PASSWORD_MAX) return tooLong(title, PASSWORD_MAX);
  const strong = password.length >= PASSWORD_MIN && /[A-Za-z]/.test(password) && /\d/.test(password);
  return strong ? null : `${title}${PASSWORD_RULE_TEXT}`;
}

/** Input is trimmed by the caller (name, avatar); the introduction keeps its inner line breaks. */
export function checkProfile(p: ProfileInput): FieldError[] {
  const out: FieldError[] = [];
  if (p.name === '') out.push({ field: 'name', message: `请输入${FIELD_TITLES.name}` });
  else if ([...p.name].length > NAME_MAX) out.push({ field: 'name', message: tooLong(FIELD_TITLES.name, NAME_MAX) });
  if (p.avatar.length > AVATAR_MAX) out.push({ field: 'avatar', message: tooLong(FIELD_TITLES.avatar, AVATAR_MAX) });
  else if (!isAvatarUrl(p.avatar)) out.push({ field: 'avatar', message: `请输入正确的${FIELD_TITLES.avatar}` });
  if ([...p.introduction].length > INTRODUCTION_MAX) {
    out.push({ field: 'introduction', message: tooLong(FIELD_TITLES.introduction, INTRODUCTION_MAX) });
  }
  return out;
}

/** Checks that need no database: the old password is verified by the server afterwards. */
export function checkPasswordChange(p: PasswordInput): FieldError[] {
  const out: FieldError[] = [];
  if (p.oldPassword === '') out.push({ field: 'oldPassword', message: `请输入${FIELD_TITLES.oldPassword}` });
  const weak = passwordProblem(p.newPassword);
  if (weak) out.push({ field: 'newPassword', message: weak });
  else if (p.newPassword === p.oldPassword) out.push({ field: 'newPassword', message: '新密码不能与原密码相同' });
  if (p.confirmPassword === '') out.push({ field: 'confirmPassword', message: '请再次输入新密码' });
  else if (p.confirmPassword !== p.newPassword) out.push({ field: 'confirmPassword', message: '两次输入的新密码不一致' });
  return out;
}

/** Answer of a successful password change. */
export interface PasswordChanged {
  /** Other sessions of the user that were ended. */
  endedSessions: number;
}
