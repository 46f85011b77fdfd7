// The names `npm run check` accepts are the names the browser build registers: a widget or custom
// page the check lets through is one the browser can render, and the other way round.
import { describe, expect, it } from 'vitest';
import '../../../src/web/app/customPages.ts';
import { checkEnvironment } from '../../../src/shared/check/index.ts';
import { browserCheckEnvironment } from '../../../src/web/engine/checkEnvironment.ts';

const sorted = (s: ReadonlySet<string>) => [...s].sort();

describe('check environment', () => {
  it('matches the browser registries', () => {
    const checked = checkEnvironment();
    const browser = browserCheckEnvironment();
    expect(sorted(browser.formWidgets)).toEqual(sorted(checked.formWidgets));
    expect(sorted(browser.pageWidgets)).toEqual(sorted(checked.pageWidgets));
    expect(sorted(browser.components)).toEqual(sorted(checked.components));
  });
});
