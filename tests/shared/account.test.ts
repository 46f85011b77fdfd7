// The account rules shared by 个人设置 and its API: one set of words for both sides.
import { describe, expect, it } from 'vitest';
import { checkPasswordChange, checkProfile, passwordProblem } from '../../src/shared/account.ts';

const WEAK = '新密码至少8位，且须同时包含字母和数字';

describe('password strength', () => {
  it.each([
    ['Abcdefg1', null],
    ['12345678a', null],
    ['pass word 1', null],
    ['', '请输入新密码'],
    ['Abc1234', WEAK],
    ['abcdefgh', WEAK],
    ['12345678', WEAK],
    ['!@#$%^&*', WEAK],
    [`a1${'x'.repeat(63)}`, '新密码不能超过64个字符'],
  ])('%j → %j', (pw, message) => {
    expect(passwordProblem(pw)).toBe(message);
  });

  it('names the field it is given', () => {
    expect(passwordProblem('abc', '登录密码')).toBe('登录密码至少8位，且须同时包含字母和数字');
  });
});

describe('password change', () => {
  const ok = { oldPassword: 'Old12345', newPassword: 'New12345', confirmPassword: 'New12345' };
  it('accepts a strong, confirmed, different password', () => {
    expect(checkPasswordChange(ok)).toEqual([]);
  });
  it('reports every field at once', () => {
    expect(checkPasswordChange({ oldPassword: '', newPassword: 'abc', confirmPassword: '' })).toEqual([
      { field: 'oldPassword', message: '请输入原密码' },
      { field: 'newPassword', message: WEAK },
      { field: 'confirmPassword', message: '请再次输入新密码' },
    ]);
  });
  it('refuses the old password again and a mismatched confirmation', () => {
    expect(checkPasswordChange({ ...ok, newPassword: 'Old12345', confirmPassword: 'Old12345' })).toEqual([
      { field: 'newPassword', message: '新密码不能与原密码相同' },
    ]);
    expect(checkPasswordChange({ ...ok, confirmPassword: 'New12346' })).toEqual([{ field: 'confirmPassword', message: '两次输入的新密码不一致' }]);
  });
});

describe('profile', () => {
  const ok = { name: '张经办', avatar: '', introduction: '' };
  it('accepts empty, http(s) and same-server avatars', () => {
    for (const avatar of ['', 'https://a.example/x.png', 'http://a.example/x.png', '/files/1/x.png']) {
      expect(checkProfile({ ...ok, avatar })).toEqual([]);
    }
  });
  it('refuses other avatar addresses', () => {
    for (const avatar of ['javascript:alert(1)', '//evil.example/x.png', 'x.png', 'ftp://a.example/x', 'https://a.example/a b.png']) {
      expect(checkProfile({ ...ok, avatar }), avatar).toEqual([{ field: 'avatar', message: '请输入正确的头像地址' }]);
    }
  });
  it('needs a name of at most 20 characters (counted as characters, not UTF-16 units)', () => {
    expect(checkProfile({ ...ok, name: '' })).toEqual([{ field: 'name', message: '请输入姓名' }]);
    expect(checkProfile({ ...ok, name: '𠀀'.repeat(20) })).toEqual([]);
    expect(checkProfile({ ...ok, name: '名'.repeat(21) })).toEqual([{ field: 'name', message: '姓名不能超过20个字符' }]);
  });
  it('limits the introduction to 200 characters', () => {
    expect(checkProfile({ ...ok, introduction: '简'.repeat(200) })).toEqual([]);
    expect(checkProfile({ ...ok, introduction: '简'.repeat(201) })).toEqual([{ field: 'introduction', message: '个人简介不能超过200个字符' }]);
  });
});
