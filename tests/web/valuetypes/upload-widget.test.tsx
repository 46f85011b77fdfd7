// @vitest-environment jsdom
// This file needs a worker of its own for now: it failed in the shared `dom` worker after other files
// (state they leave that tests/dom-setup.ts does not reset yet).
// The upload widget of an x-upload field: a wrong kind or size is refused before sending; a good file goes to
// the upload route for this entity's field and the field keeps the answered URL, shown by the file's name.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormWidgetProps } from '../../../src/web/engine/formWidgets.ts';
import UploadWidget from '../../../src/web/renderers/form/widgets/UploadWidget.tsx';
import { fakeHttp, resetHttp, answerWithFakeHttp } from '../renderers/fixtures.ts';

answerWithFakeHttp();

const rule = { accept: ['.pdf', '.jpg'], maxBytes: 1024 };

function show(value: string | undefined, onChange = vi.fn()) {
  const props = {
    id: 'root_attachment',
    name: 'attachment',
    value,
    onChange,
    onBlur: vi.fn(),
    onFocus: vi.fn(),
    disabled: false,
    readonly: false,
    schema: { type: 'string', title: '权属证明材料' },
    options: { upload: rule },
    registry: { formContext: { entity: 'franchise' } },
  } as unknown as FormWidgetProps;
  render(<UploadWidget {...props} />);
  return onChange;
}

async function choose(file: File) {
  const input = screen.getByLabelText('选择权属证明材料文件');
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
    await Promise.resolve();
  });
}

beforeEach(() => resetHttp());

describe('upload widget', () => {
  it('refuses a kind or size the field does not take, naming the field, and sends nothing', async () => {
    const onChange = show(undefined);
    await choose(new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }));
    expect((await screen.findByRole('alert')).textContent).toBe('权属证明材料：不支持的文件类型，允许：.pdf、.jpg');
    await choose(new File(['x'.repeat(2048)], '大文件.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert').textContent).toBe('权属证明材料：文件不能超过 1 KB');
    expect(fakeHttp.post).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('uploads to this entity’s field and keeps the answered URL, shown by the file’s name', async () => {
    fakeHttp.post.mockResolvedValue({ fileUrl: '/api/files/2026-11-22/ab12.pdf', name: '证明.pdf', size: 10 });
    const onChange = show(undefined);
    await choose(new File(['%PDF-1.4'], '证明.pdf', { type: 'application/pdf' }));
    expect(fakeHttp.post).toHaveBeenCalledWith('/api/common/upload?entity=franchise&field=attachment', expect.objectContaining({ file: expect.any(File) }), 'file', { silent: true });
    expect(onChange).toHaveBeenCalledWith('/api/files/2026-11-22/ab12.pdf');
  });

  it('shows a stored file by its kind with 更换文件 and 移除', () => {
    const onChange = show('/api/files/2026-11-22/ab12.pdf');
    const link = screen.getByRole('link', { name: 'PDF 文件' });
    expect(link.getAttribute('href')).toBe('/api/files/2026-11-22/ab12.pdf');
    expect(screen.getByRole('button', { name: '更换文件' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^移\s*除$/ }));
    expect(onChange).toHaveBeenCalledWith('');
  });
});
