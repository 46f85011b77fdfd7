// Named imports from antd's and @ant-design/icons' index modules become imports of the component modules
// (`import { Button as B } from 'antd'` → `import B from 'antd/es/button'`), as babel-plugin-import did.
// The bundle is the same after tree shaking; what changes is the static import graph, which then names
// only what a module uses, so startupChunks can tell the shell's modules from the forms' (through the
// index, the shell "imports" DatePicker too).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

interface Barrel {
  /** The specifier apps import. */
  from: string;
  /** Its index module's re-exports (`export { default as X } from './dir'`), file relative to the package. */
  index: string;
  /** The specifier of a component module, from the index's relative path. */
  target: (relative: string) => string;
}

const BARRELS: Barrel[] = [
  { from: 'antd', index: 'antd/es/index.js', target: (rel) => `antd/es/${rel.replace(/^\.\//, '')}` },
  { from: '@ant-design/icons', index: '@ant-design/icons/es/icons/index.js', target: (rel) => `@ant-design/icons/es/icons/${rel.replace(/^\.\//, '')}` },
];

/**
 * Named imports from an index whose top level also assigns properties (`RefForm.Field = Field`): those
 * assignments keep every module it imports, so antd's form context, which takes only FormProvider from
 * rc-form's index, brought rc-form's form store, fields and async-validator into the shell (~20 KB gzip).
 */
const NAMED: Record<string, Record<string, string>> = {
  '@rc-component/form': { FormProvider: '@rc-component/form/es/FormContext' },
  // antd's Radio.Group takes one string helper from Form's useForm module (src/web/shims/antdNamePath.ts).
  '../form/hooks/useForm': { toNamePathStr: fileURLToPath(new URL('../../src/web/shims/antdNamePath.ts', import.meta.url)) },
};

const REEXPORT = /export \{ default as (\w+) \} from ["'](\.\/[\w/-]+)["'];/g;

// The packages this project installed, resolved from here.
const require = createRequire(import.meta.url);

function exportsOf(b: Barrel): Map<string, string> {
  const pkg = dirname(require.resolve(`${b.from}/package.json`));
  const file = join(pkg, b.index.slice(b.from.length + 1));
  const map = new Map<string, string>();
  for (const m of readFileSync(file, 'utf8').matchAll(REEXPORT)) map.set(m[1]!, b.target(m[2]!));
  if (map.size === 0) throw new Error(`directImports: no re-exports read from ${file}`);
  return map;
}

/** `import { ... } from '<from>'`, the braces' contents captured. */
function importDecl(from: string): RegExp {
  return new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*['"]${from.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}['"];?`, 'g');
}

export function directImports(): Plugin {
  const maps = BARRELS.map((b) => ({ from: b.from, names: exportsOf(b) }));
  return {
    name: 'direct-imports',
    apply: 'build',
    transform(code) {
      const specifiers = [...maps.map((m) => m.from), ...Object.keys(NAMED)];
      if (!specifiers.some((f) => code.includes(`'${f}'`) || code.includes(`"${f}"`))) return null;
      let out = code;
      for (const { from, names } of maps) {
        out = out.replace(importDecl(from), (whole, list: string) => {
          const specs = list.split(',').map((s) => s.trim()).filter(Boolean);
          const parts: string[] = [];
          for (const s of specs) {
            const [name, local = name] = s.split(/\s+as\s+/).map((x) => x.trim()) as [string, string?];
            const target = names.get(name);
            if (!target) return whole; // something the map does not know: leave the whole import alone
            parts.push(`import ${local} from '${target}';`);
          }
          return parts.join(' ');
        });
      }
      for (const [from, names] of Object.entries(NAMED)) {
        out = out.replace(importDecl(from), (whole, list: string) => {
          const specs = list.split(',').map((s) => s.trim()).filter(Boolean);
          const targets = specs.map((s) => names[s.split(/\s+as\s+/)[0]!.trim()]);
          // Only when every name has a module of its own; one module for all of them here.
          if (targets.some((t) => t === undefined) || new Set(targets).size !== 1) return whole;
          return `import { ${specs.join(', ')} } from '${targets[0]!}';`;
        });
      }
      return out === code ? null : { code: out, map: null };
    },
  };
}
