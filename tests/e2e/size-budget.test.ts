// The JavaScript budget of the built app (runs after `npm run build`): each page's chunks from the vite
// manifest, gzip -9, under its ceiling; the login page carries no grid, form or chart code, a list page
// no form or chart code; a form page no grid code and, until it has painted, no validator and no date
// picker. No browser: playwright's plain `test` (its browser is launched only for a test that asks for one).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { BUDGETS, pageFiles, pageSizes, readManifest } from '../../bench/size.ts';

const MANIFEST = 'dist/.vite/manifest.json';

const LIST = 'renderers/list/ListRenderer.tsx';
// ag-grid comes with the list renderer's chunk: it is recognised by its root element's class.
const GRID_CODE = 'ag-root-wrapper';
const HEAVY = {
  form: 'renderers/form/FormRenderer.tsx',
  chart: 'renderers/stats/StatsChart.tsx',
};

test.describe('JavaScript size budget', () => {
  test('has a build with a manifest', () => {
    expect(existsSync(MANIFEST), 'run `npm run build` first').toBe(true);
  });

  // Without a build the test above says so, rather than the file failing to load.
  for (const p of existsSync(MANIFEST) ? pageSizes() : []) {
    test(`${p.page} loads ${p.gzipKb} KB gzip in ${p.files} files, within its budget`, () => {
      expect(p.gzipKb).toBeLessThanOrEqual(p.budgetKb);
      expect(p.files).toBeLessThanOrEqual(p.filesMax);
    });
  }

  test('keeps grid, form and chart code out of the pages that do not use them', () => {
    const m = readManifest();
    const chunk = (key: string): string => m[key]!.file;
    const files = (page: string): string[] => pageFiles(m, BUDGETS.find((b) => b.page === page)!.chunks);
    const hasGrid = (page: string): boolean => files(page).some((f) => readFileSync(join('dist', f), 'utf8').includes(GRID_CODE));
    const login = files('login page');
    for (const key of Object.values(HEAVY)) expect(login).not.toContain(chunk(key));
    expect(hasGrid('login page')).toBe(false);
    const list = files('list page');
    expect(list).toContain(chunk(LIST));
    expect(hasGrid('list page')).toBe(true);
    expect(list).not.toContain(chunk(HEAVY.form));
    expect(list).not.toContain(chunk(HEAVY.chart));
    expect(hasGrid('form page')).toBe(false);
    // The form's validator (ajv) loads after the form has painted, as a chunk of its own.
    expect(files('form page')).not.toContain(chunk('renderers/form/ajvValidator.ts'));
    // So does antd's date picker (a date field draws 加载中… until it is in).
    const pickerKey = 'renderers/form/widgets/DatePickerInput.tsx';
    const picker = [chunk(pickerKey), ...(m[pickerKey]!.imports ?? []).map((k) => m[k]!.file).filter((f) => /date-picker/.test(f))];
    expect(picker).toHaveLength(2);
    for (const f of picker) expect(files('form page')).not.toContain(f);
  });
});
