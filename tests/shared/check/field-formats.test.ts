// The checker refuses an entity field that looks like an ID number, phone, credit code or certificate
// number (by its name or title) but has no fitting format, naming file and JSON pointer; an optional
// contact phone (rule 3 says it is required); and it accepts a documented exception (x-noFormat).
import { describe, expect, it } from 'vitest';
import { checkFiles } from '../../../src/shared/check/check.ts';
import type { LoadedFile, SchemaIssue } from '../../../src/shared/check/index.ts';
import { FIXTURE_ENV, goodFiles, json, REPO } from '../../server/registry/project.ts';
import { checkProject } from '../../../src/server/registry/checkProject.ts';
import { appCheckEnvironment } from '../../../src/app/plugins.ts';

const ENTITY = 'schemas/entities/notice.json';

/** The good fixture project with extra properties on its notice entity, checked in memory. */
async function check(properties: Record<string, unknown>, required: string[] = []): Promise<SchemaIssue[]> {
  const files = await goodFiles();
  const notice = json(files, ENTITY) as { properties: Record<string, unknown>; required?: string[] };
  Object.assign(notice.properties, properties);
  notice.required = [...(notice.required ?? []), ...required];
  const loaded: LoadedFile[] = [...files].map(([file, content]) => ({ file, json: content }));
  return checkFiles(loaded, FIXTURE_ENV);
}

describe('identity, phone and certificate fields need their format', () => {
  it('the fixture itself is clean', async () => {
    expect(await check({})).toEqual([]);
  });

  it('names the file and pointer of an ID field without a format, found by its name', async () => {
    const issues = await check({ ownerIdNo: { type: 'string', title: '持有人', maxLength: 30 } });
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ file: ENTITY, pointer: '/properties/ownerIdNo' });
    expect(issues[0]!.message).toMatch(/字段 "ownerIdNo"（持有人）看似身份证号码或证件号码，但没有 format：应为 id-card.*id-or-org-code/);
  });

  it('finds phones, credit codes and certificate numbers by their titles too', async () => {
    const issues = await check({
      hotline: { type: 'string', title: '服务电话' },
      agentMobileNo: { type: 'string', title: '经办人手机' },
      orgNumber: { type: 'string', title: '统一社会信用代码' },
      deed: { type: 'string', title: '权属证书编号' },
      holderCard: { type: 'string', title: '持有人身份证号码' },
    });
    expect(issues.map((i) => [i.pointer, i.message.replace(/，但没有 format.*/, '')])).toEqual([
      ['/properties/hotline', '字段 "hotline"（服务电话）看似电话或手机号码'],
      ['/properties/agentMobileNo', '字段 "agentMobileNo"（经办人手机）看似电话或手机号码'],
      ['/properties/orgNumber', '字段 "orgNumber"（统一社会信用代码）看似统一社会信用代码'],
      ['/properties/deed', '字段 "deed"（权属证书编号）看似证书编号'],
      // 身份证号码 contains 证号 but is an ID number, not a certificate number.
      ['/properties/holderCard', '字段 "holderCard"（持有人身份证号码）看似身份证号码或证件号码'],
    ]);
    expect(issues.every((i) => i.file === ENTITY)).toBe(true);
  });

  it('refuses a format that does not fit, at the format', async () => {
    const issues = await check({ contactTel: { type: 'string', title: '联系人', format: 'date' } });
    expect(issues).toEqual([
      expect.objectContaining({ file: ENTITY, pointer: '/properties/contactTel/format', message: expect.stringMatching(/format "date" 不适用：应为 contact-phone/) }),
    ]);
  });

  it('refuses an optional contact phone (rule 3) and accepts an optional mobile (rule 4)', async () => {
    const issues = await check({ ownerPhone: { type: 'string', title: '业主联系电话', format: 'contact-phone' }, agentMobile: { type: 'string', title: '经办人手机号码', format: 'mobile' } });
    expect(issues).toEqual([
      { file: ENTITY, pointer: '/properties/ownerPhone/format', message: '字段 "ownerPhone" 为 contact-phone（联系电话），须列入 required；选填的号码请用 mobile' },
    ]);
    expect(await check({ ownerPhone: { type: 'string', title: '业主联系电话', format: 'contact-phone' } }, ['ownerPhone'])).toEqual([]);
  });

  it('accepts fitting formats, a documented exception, and fields that are not free text', async () => {
    expect(
      await check({
        partyIdNo: { type: 'string', title: '证件号码', format: 'id-or-org-code' },
        creditCode: { type: 'string', title: '统一社会信用代码', format: 'credit-code-strict' },
        warrantNo: { type: 'string', title: '权证编号', format: 'certificate-no' },
        extensionTel: { type: 'string', title: '分机号', 'x-noFormat': '内部分机号只有 3 到 4 位，不是电话号码' },
        phoneKind: { type: 'string', title: '电话类型', enum: ['手机', '座机'] },
        idPhoto: { type: 'string', title: '证件照片', maxLength: 200 },
        hotel: { type: 'string', title: '酒店' },
      }),
    ).toEqual([]);
  });

  it('the x-noFormat reason cannot be empty (meta-schema)', async () => {
    const issues = await check({ extensionTel: { type: 'string', title: '分机号', 'x-noFormat': '' } });
    expect(issues.map((i) => i.pointer)).toEqual(['/properties/extensionTel/x-noFormat']);
  });

  it('the shipped schemas pass', async () => {
    const { issues } = await checkProject(REPO, appCheckEnvironment());
    expect(issues).toEqual([]);
  });
});
