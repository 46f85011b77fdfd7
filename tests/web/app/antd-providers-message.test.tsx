// @vitest-environment jsdom
// antd's static message renders in a root of its own, outside the app's providers: AntdProviders gives it
// the app's theme with zeroRuntime, so showing one writes no component CSS at run time (its styles are in
// the static stylesheet; writing them cost a save's 保存成功 30–60 ms).
// This file needs a worker of its own: antd writes a style once per document, so a message an earlier file
// showed in a shared worker would hide a regression here.
import { act, cleanup, render, screen } from '@testing-library/react';
import { message } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import AntdProviders from '../../../src/web/app/AntdProviders.tsx';

afterEach(async () => {
  await act(async () => message.destroy());
  cleanup();
});

/** <style> elements antd wrote with component rules (token blocks only hold `--` variables). */
const componentStyles = (): number =>
  [...document.querySelectorAll('style')].filter((s) => /\.ant-message[a-z-]*[^{}]*\{(?!--)/.test(s.textContent ?? '')).length;

describe('the static message under AntdProviders', () => {
  it('is drawn without writing component styles', async () => {
    render(
      <AntdProviders>
        <p>页面</p>
      </AntdProviders>,
    );
    await act(async () => {
      void message.success('保存成功');
    });
    expect(await screen.findByText('保存成功')).toBeTruthy();
    expect(componentStyles()).toBe(0);
  });
});
