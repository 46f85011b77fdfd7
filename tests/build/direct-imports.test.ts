// The build's rewrite of antd and icon index imports into component imports (scripts/vite/directImports.ts).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { directImports } from '../../scripts/vite/directImports.ts';

const root = process.cwd();
const plugin = directImports();
const transform = (code: string): string | null => {
  const hook = plugin.transform as (code: string, id: string) => { code: string } | null;
  return hook.call({}, code, '/x.js')?.code ?? null;
};

describe('directImports', () => {
  it('imports each antd component and icon from its own module, keeping local names', () => {
    const out = transform(
      "import { Button, DatePicker as DP, message } from 'antd';\nimport { DownOutlined } from \"@ant-design/icons\";\nuse(Button, DP, message, DownOutlined);",
    );
    expect(out).toContain("import Button from 'antd/es/button';");
    expect(out).toContain("import DP from 'antd/es/date-picker';");
    expect(out).toContain("import message from 'antd/es/message';");
    expect(out).toContain("import DownOutlined from '@ant-design/icons/es/icons/DownOutlined';");
    expect(out).not.toMatch(/from ['"]antd['"]/);
  });

  it('names modules that exist', () => {
    const out = transform("import { ConfigProvider, Typography } from 'antd'; import { CopyOutlined } from '@ant-design/icons';")!;
    const require = createRequire(`${root}/package.json`);
    for (const m of out.matchAll(/from '([^']+)'/g)) expect(existsSync(require.resolve(m[1]!))).toBe(true);
  });

  it('leaves an import alone when one of its names is not a component the index re-exports', () => {
    const code = "import { Button, unstableSetRender } from 'antd';";
    expect(transform(code)).toBeNull();
    expect(transform("import * as antd from 'antd';")).toBeNull();
    expect(transform("import { useState } from 'react';")).toBeNull();
  });
});

describe('directImports: named imports from an index with top-level assignments', () => {
  it("takes rc-form's FormProvider from its own module, and leaves imports of other names alone", () => {
    const out = transform("import { FormProvider as RcFormProvider } from '@rc-component/form';\nuse(RcFormProvider);");
    expect(out).toContain("import { FormProvider as RcFormProvider } from '@rc-component/form/es/FormContext';");
    const require = createRequire(`${root}/package.json`);
    expect(existsSync(require.resolve('@rc-component/form/es/FormContext'))).toBe(true);
    expect(transform("import { Field, FormProvider } from '@rc-component/form';")).toBeNull();
  });
});

describe("directImports: antd's Radio.Group takes toNamePathStr without Form's useForm module", () => {
  it('points that one import at the shim, which joins a name path as antd does', async () => {
    const out = transform("import { toNamePathStr } from '../form/hooks/useForm';\nuse(toNamePathStr);")!;
    const target = /from '([^']+)'/.exec(out)?.[1];
    expect(target).toMatch(/src[\\/]web[\\/]shims[\\/]antdNamePath\.ts$/);
    expect(existsSync(target!)).toBe(true);
    // antd's Form imports the module's default export: not redirected.
    expect(transform("import useForm from '../form/hooks/useForm';")).toBeNull();
    const { toNamePathStr } = await import('../../src/web/shims/antdNamePath.ts');
    expect(toNamePathStr(['a', 0, 'b'])).toBe('a_0_b');
    expect(toNamePathStr('x')).toBe('x');
    expect(toNamePathStr(undefined)).toBe('');
  });
});
