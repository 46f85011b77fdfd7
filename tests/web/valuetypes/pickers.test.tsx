// @vitest-environment jsdom
// The reference picker (remote search by label or number, the label of the current value, copy on pick)
// and the region cascader (names of a stored code's path, children loaded when a level opens).
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMMON_API, type RegionEntry } from '../../../src/shared/api.ts';
import { LOOKUP_API, type RefOption } from '../../../src/shared/valuetypes/api.ts';
import { RefSelect } from '../../../src/web/renderers/shared/RefSelect.tsx';
import { RegionCascader } from '../../../src/web/renderers/shared/RegionCascader.tsx';
import { clearRefs } from '../../../src/web/renderers/shared/refs.ts';
import { fakeHttp, resetHttp, answerWithFakeHttp } from '../renderers/fixtures.ts';

answerWithFakeHttp();

const LISTINGS: RefOption[] = [
  { id: 3, label: '河沙村耕地经营权出租', copy: { listingName: '河沙村耕地经营权出租' } },
  { id: 12, label: '莲花村连片水田经营权出租', copy: { listingName: '莲花村连片水田经营权出租' } },
];

const TREE: Record<string, RegionEntry[]> = {
  root: [{ id: 510000, parentId: null, name: '四川省', level: 1, hasChildren: true }, { id: 110000, parentId: null, name: '北京市', level: 1, hasChildren: false }],
  '510000': [{ id: 510100, parentId: 510000, name: '成都市', level: 2, hasChildren: true }],
  '510100': [{ id: 510131, parentId: 510100, name: '蒲江县', level: 3, hasChildren: true }],
  '510131': [{ id: 510131001, parentId: 510131, name: '鹤山街道', level: 4, hasChildren: true }],
  '510131001': [{ id: 510131001202, parentId: 510131001, name: '莲花村', level: 5, hasChildren: false }],
};

beforeEach(() => {
  resetHttp();
  clearRefs();
  fakeHttp.get.mockImplementation(async (url: string, params?: Record<string, unknown>) => {
    if (url === LOOKUP_API.refOptions) {
      const q = String(params?.q ?? '');
      const list = LISTINGS.filter((o) => q === '' || o.label.includes(q) || String(o.id) === q);
      return { list, total: list.length, page: 1, size: 20 };
    }
    if (url === LOOKUP_API.refLabels) return { labels: { '3': '河沙村耕地经营权出租' }, page: 'franchise_detail' };
    if (url === COMMON_API.provinces) return TREE.root;
    if (url === COMMON_API.childRegions) return TREE[String(params?.locId)] ?? [];
    throw new Error(`unexpected GET ${url}`);
  });
});
afterEach(cleanup);

const optionTexts = () => [...document.querySelectorAll('.ant-select-item-option-content')].map((o) => o.textContent);

describe('reference picker', () => {
  it('shows the label of the current value, never a bare id', async () => {
    render(<RefSelect aria-label="挂牌项目" from="registration.listingId" target="franchise" value="3" onChange={() => {}} />);
    await waitFor(() => expect(document.querySelector('.ant-select-content')?.textContent ?? document.body.textContent).toContain('河沙村耕地经营权出租'));
  });

  it('searches the server by label or number and hands back the pick with its copied fields', async () => {
    const onChange = vi.fn();
    render(<RefSelect aria-label="挂牌项目" from="registration.listingId" target="franchise" onChange={onChange} />);
    const box = screen.getByRole('combobox', { name: '挂牌项目' });
    fireEvent.mouseDown(box);
    await waitFor(() => expect(optionTexts()).toEqual(['河沙村耕地经营权出租（编号 3）', '莲花村连片水田经营权出租（编号 12）']));
    fireEvent.change(box, { target: { value: '12' } });
    await waitFor(() => expect(optionTexts()).toEqual(['莲花村连片水田经营权出租（编号 12）']));
    expect(fakeHttp.get).toHaveBeenCalledWith(LOOKUP_API.refOptions, expect.objectContaining({ from: 'registration.listingId', q: '12', page: 1 }), expect.anything());
    fireEvent.click(document.querySelector('.ant-select-item-option')!);
    expect(onChange).toHaveBeenCalledWith('12', LISTINGS[1]);
  });
});

describe('region cascader', () => {
  it('names every level of a stored village code', async () => {
    render(<RegionCascader aria-label="所在地区" value="510131001202" onChange={() => {}} />);
    await waitFor(() => expect(document.body.textContent).toContain('四川省 / 成都市 / 蒲江县 / 鹤山街道 / 莲花村'));
  });

  it('loads a level’s children when it opens and stores the chosen code', async () => {
    const onChange = vi.fn();
    render(<RegionCascader aria-label="所在地区" onChange={onChange} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '所在地区' }));
    const province = await screen.findByText('四川省', { selector: '.ant-cascader-menu-item-content' });
    fireEvent.click(province);
    const city = await screen.findByText('成都市', { selector: '.ant-cascader-menu-item-content' });
    expect(fakeHttp.get).toHaveBeenCalledWith(COMMON_API.childRegions, { locId: '510000' });
    // Any level may be chosen: a filter on 成都市 includes everything under it.
    fireEvent.click(city);
    expect(onChange).toHaveBeenLastCalledWith('510100');
  });

  it('held by its form (the value comes back at each pick), opens every level with one click', async () => {
    function Held() {
      const [value, setValue] = useState<string | undefined>();
      return <RegionCascader aria-label="所在地区" value={value} onChange={setValue} />;
    }
    render(<Held />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '所在地区' }));
    const levels = ['四川省', '成都市', '蒲江县', '鹤山街道', '莲花村'];
    for (const name of levels) fireEvent.click(await screen.findByText(name, { selector: '.ant-cascader-menu-item-content' }));
    await waitFor(() => expect(document.body.textContent).toContain('四川省 / 成都市 / 蒲江县 / 鹤山街道 / 莲花村'));
    // Every level asked once: the picks changed the value, and nothing already loaded was asked again.
    expect(fakeHttp.get.mock.calls.map(([url, params]) => (url === COMMON_API.provinces ? 'root' : String(params?.locId)))).toEqual([
      'root', '510000', '510100', '510131', '510131001',
    ]);
  });
});
