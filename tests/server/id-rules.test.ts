// Spec section 5 on the shipped entities: ID and certificate numbers (rule 5), contact phones (rule 3) and
// optional mobiles (rule 4) are refused by the API with the Chinese message naming the field, nothing is
// stored, and the form's validator says the same for the same entity.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResult, RecordRow } from '../../src/shared/api.ts';
import type { EntitySchema } from '../../src/shared/schema/types.ts';
import { dataSchema } from '../../src/shared/validation.ts';
import { chineseErrors, loadValidator, validator } from '../../src/web/renderers/form/validation.ts';
import { backends } from './helpers/db.ts';
import { count } from './helpers/franchise.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';

/** What the form shows for `field` of `entity`. */
function formMessage(entity: EntitySchema, data: Record<string, unknown>, field: string): string | undefined {
  const { errors } = validator.validateFormData(data, dataSchema(entity), undefined, chineseErrors(entity));
  return errors.find((e) => e.property === `.${field}` || (e.name === 'required' && (e.params as { missingProperty?: string }).missingProperty === field))?.message;
}

describe.each(backends())('ID, certificate and phone rules on %s', (backend) => {
  let s: TestServer;
  let op: string;
  let admin: string;
  let listed: RecordRow;
  beforeAll(async () => {
    await loadValidator();
    s = await startTestServer(backend);
    op = await s.token('operator');
    admin = await s.token('admin');
    const list = await s.get<ListResult>('/api/records/franchise', op, { 'f.status.eq': 'listed', size: '1' });
    listed = list.data.list[0]!;
  });
  afterAll(async () => {
    await s?.close();
  });

  const authenticate = (data: Record<string, unknown>) =>
    s.post<RecordRow>('/api/records/authenticate', {
      transferVariety: listed.variety,
      data: {
        listingId: String(listed.id),
        projectName: listed.data.projectName,
        transferorName: listed.data.transferorName,
        transfereeName: '测试受让人',
        transferMethod: '出租',
        dealPrice: '12000.00',
        ...data,
      },
    }, op);
  const stored = () => count(s, "SELECT count(*)::int AS n FROM records WHERE entity = 'authenticate'");

  it('交易鉴证 refuses bad 证件号码 and 鉴证书编号, naming each field, and stores nothing', async () => {
    const before = await stored();
    const r = await authenticate({ transferorIdNo: 'abc', transfereeIdNo: '!!', certificateNo: '!!' });
    expect(r.code).toBe('100002');
    expect(r.errors).toEqual(
      expect.arrayContaining([
        { field: 'transferorIdNo', message: '请输入正确的出让方证件号码' },
        { field: 'transfereeIdNo', message: '请输入正确的受让方证件号码' },
        { field: 'certificateNo', message: '请输入正确的鉴证书编号' },
      ]),
    );
    expect(await stored()).toBe(before);
    // An ID number with a wrong check digit, and a credit code with a wrong check character.
    const typo = await authenticate({ transferorIdNo: '110101199003076633', transfereeIdNo: '91350211M00013FA1N' });
    expect(typo.errors).toEqual([
      { field: 'transferorIdNo', message: '请输入正确的出让方证件号码' },
      { field: 'transfereeIdNo', message: '请输入正确的受让方证件号码' },
    ]);
    expect(await stored()).toBe(before);
  });

  it('交易鉴证 takes an ID number for a person and a credit or organisation code for an organisation', async () => {
    const made = await authenticate({ transferorIdNo: '110101199003076632', transfereeIdNo: '91110000600037341L', certificateNo: 'PJJZ2026-0101' });
    expect(made.code).toBe('200');
    const org = await authenticate({ transferorIdNo: '60003734-1', transfereeIdNo: '33010219200403064x', certificateNo: 'PJJZ2026-0102' });
    expect(org.code).toBe('200');
    // An edit is held to the same rule.
    const edit = await s.put<RecordRow>(`/api/records/authenticate/${made.data.id}`, { version: made.data.version, data: { transfereeIdNo: '9111000060003734' } }, op);
    expect(edit.errors).toEqual([{ field: 'transfereeIdNo', message: '请输入正确的受让方证件号码' }]);
  });

  it('the form gives the same messages for the same entity', () => {
    const entity = s.ctx.registry.entities.authenticate!;
    const data = { listingId: '1', projectName: 'p', transferorName: 'a', transfereeName: 'b', transferMethod: '出租', dealPrice: '1.00' };
    expect(formMessage(entity, { ...data, transferorIdNo: 'abc' }, 'transferorIdNo')).toBe('请输入正确的出让方证件号码');
    expect(formMessage(entity, { ...data, certificateNo: '!!' }, 'certificateNo')).toBe('请输入正确的鉴证书编号');
    expect(formMessage(entity, { ...data, transfereeIdNo: 'N2510183MF00004561' }, 'transfereeIdNo')).toBeUndefined();
    const target = s.ctx.registry.entities.target!;
    expect(formMessage(target, { certificateNo: '见附件' }, 'certificateNo')).toBe('请输入正确的权属证书编号');
  });

  it('other certificate numbers: 权属证书编号 of a target', async () => {
    const r = await s.post('/api/records/target', { data: { certificateNo: '见附件' } }, op);
    expect(r.code).toBe('100002');
    expect(r.errors).toContainEqual({ field: 'certificateNo', message: '请输入正确的权属证书编号' });
  });

  it('rule 3: a contact phone is required (agreement transferor, institution, site)', async () => {
    const agreement = await s.post('/api/records/agreement', { transferVariety: listed.variety, data: { agreementName: '协议', listingId: String(listed.id), listingName: 'x', transferorName: 'a', transfereeType: 'person', transfereeName: 'b', transfereePhone: '13800138000', dealPrice: '1.00' } }, op);
    expect(agreement.errors).toContainEqual({ field: 'transferorPhone', message: '出让方联系电话不能为空' });
    const siteadmin = await s.token('siteadmin');
    const institution = await s.post('/api/records/institution', { data: { name: '蒲江农商银行', kind: '银行' } }, siteadmin);
    expect(institution.errors).toContainEqual({ field: 'contactPhone', message: '联系电话不能为空' });
    const site = await s.post('/api/records/site', { data: { name: '新津区农村产权交易服务中心', phone: '8251234' } }, admin);
    expect(site.errors).toContainEqual({ field: 'phone', message: '请输入正确的联系电话' });
  });

  it('rule 4: the offline winner\'s mobile is optional, and a bad one is refused naming the field', async () => {
    const base = { auctionName: '现场竞价', listingId: String(listed.id), listingName: 'x', auctionTime: '2026-11-08 14:30:00', result: '流拍' };
    const none = await s.post('/api/records/auction_offline', { transferVariety: listed.variety, data: base }, op);
    expect(none.code).toBe('200');
    const bad = await s.post('/api/records/auction_offline', { transferVariety: listed.variety, data: { ...base, result: '成交', winnerName: '张三', winnerPhone: '028-88521000' } }, op);
    expect(bad.errors).toContainEqual({ field: 'winnerPhone', message: '请输入正确的竞得人手机号码' });
  });
});
