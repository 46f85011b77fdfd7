// The build's late imports (scripts/vite/lateImports.ts): a named importer's import of a component
// becomes a lazily loaded stand-in; every other import is left alone.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lateImports } from '../../scripts/vite/lateImports.ts';

const plugin = lateImports([{ importer: 'antd/es/card/Card.js', source: '../tabs', target: 'antd/es/tabs' }]);
const resolve = (source: string, importer: string): string | null => {
  const hook = plugin.resolveId as (source: string, importer: string | undefined) => string | null;
  return hook.call({}, source, importer);
};
const load = (id: string): string | null => (plugin.load as (id: string) => string | null).call({}, id);

describe('lateImports', () => {
  it("points Card's import of Tabs at a module that loads antd's Tabs when first drawn", () => {
    const id = resolve('../tabs', '/app/node_modules/antd/es/card/Card.js');
    expect(id).not.toBeNull();
    const code = load(id!)!;
    expect(code).toContain('lateComponent(() => import("antd/es/tabs"))');
    expect(code).toMatch(/^export default /m);
    const helper = /from "([^"]+)"/.exec(code)?.[1];
    expect(helper).toMatch(/src[\\/]web[\\/]engine[\\/]lateComponent\.tsx$/);
    expect(existsSync(helper!)).toBe(true);
  });

  it('leaves other importers and other specifiers alone', () => {
    expect(resolve('../tabs', '/app/node_modules/antd/es/list/index.js')).toBeNull();
    expect(resolve('../button', '/app/node_modules/antd/es/card/Card.js')).toBeNull();
    expect(resolve('../tabs', '/app/src/web/card/Card.js')).toBeNull();
    expect(load('/app/node_modules/antd/es/tabs/index.js')).toBeNull();
  });
});
